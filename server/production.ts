import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "./app";
import { fixedBuild } from "./http/builds";
import { bootDatabase, prepareDatabase } from "./boot";
import { ConfigError, loadConfig, type Config } from "./config";
import { PageCache } from "./http/page-cache";
import { RateLimits } from "./http/rate-limit";
import { createLogger, type Logger } from "./logger";
import { mailTransport, startMailWorker } from "./mail-worker";
import { startChangeBus } from "./change-bus";
import { startComplaintDeadlines } from "./complaint-job";
import { startPostSchedule } from "./post-schedule-job";
import { startSafetyRefresh } from "./safety-job";
import { listen } from "./serve";
import type { WebHandler } from "./web";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverBuild = join(root, "build/server/index.js");
const SOURCES = ["app", "contracts", "modules", "db/schema", "public", "vite.config.ts", "react-router.config.ts"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** `npm start` builds when there is no build or the sources are newer than it. */
function ensureBuild(): void {
  const built = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map((s) => newestMtime(join(root, s))))) return;
  console.log("Building the site (first start or changed sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs the built site. `env` is the environment as the operator gave it (see server/start.ts). With
 * WORKERS=N (and DATABASE_URL) the first process builds, migrates and seeds, then runs N workers on one
 * port (node:cluster); a worker that dies is started again. The first worker also runs the jobs (mail,
 * safety index); the mail queue is safe with several (rows are claimed with SKIP LOCKED) but one is enough.
 */
export async function runProduction(env: Record<string, string | undefined>) {
  const config = loadConfig(env);
  const logger = createLogger(config);
  if (config.WORKERS > 1 && cluster.isPrimary) return runPrimary(config, logger);
  if (cluster.isPrimary) ensureBuild();
  const database = await bootDatabase(config, logger);
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production") as WebHandler;
  const limits = await RateLimits.connect(config.REDIS_URL);
  const cache = new PageCache(config.PAGE_CACHE_ENTRIES, config.PAGE_CACHE_MB * 1024 * 1024);
  const app = createApp({
    config,
    database,
    logger,
    limits,
    cache,
    web: async () => handler,
    clientDir: join(root, "build/client"),
    builds: fixedBuild(build, statSync(serverBuild).mtime),
  });
  const bus = await startChangeBus(database, cache, logger);
  const runsJobs = cluster.isPrimary || process.env.WORKER_RUNS_JOBS === "1";
  const mail = runsJobs ? startMailWorker(database.db, mailTransport(config, logger), logger) : null;
  const safety = runsJobs ? startSafetyRefresh(database.db, logger) : null;
  const deadlines = runsJobs ? startComplaintDeadlines(database.db, config.PUBLIC_ORIGIN, logger) : null;
  const schedule = runsJobs ? startPostSchedule(database.db, logger) : null;
  listen(app, {
    config,
    logger,
    database,
    onClose: async () => {
      await Promise.all([mail?.stop(), safety?.stop(), deadlines?.stop(), schedule?.stop(), bus.stop()]);
      await limits.close();
    },
    onListening: (port) => {
      const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
      if (cluster.isPrimary) console.log(`\n  Casino Guide is running at http://${host}:${port}\n`);
    },
  });
}

async function runPrimary(config: Config, logger: Logger): Promise<void> {
  ensureBuild();
  // Migrated and seeded once, before the workers start; the primary serves nothing, so it loads no index
  // (a load started here would fail on the connections closed below).
  await (await prepareDatabase(config, logger)).close();
  let stopping = false;
  const start = (runsJobs: boolean) => {
    const started = Date.now();
    // The operator's mode, not the "production" set for the libraries (server/start.ts).
    const worker = cluster.fork({ WORKER_RUNS_JOBS: runsJobs ? "1" : "0", NODE_ENV: config.NODE_ENV });
    worker.on("exit", (code) => {
      if (stopping) return;
      if (Date.now() - started < 10_000) {
        logger.error({ code }, "a worker could not start: stopping");
        stop();
        process.exitCode = 1;
        return;
      }
      logger.error({ code, worker: worker.id }, "a worker stopped: starting another");
      start(runsJobs);
    });
  };
  for (let i = 0; i < config.WORKERS; i++) start(i === 0);
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  console.log(`\n  Casino Guide: ${config.WORKERS} workers at http://${host}:${config.PORT}\n`);
}

export function exitOnStartError(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
