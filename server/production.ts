import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "./app";
import { fixedBuild } from "./http/builds";
import { bootDatabase } from "./boot";
import { ConfigError, loadConfig } from "./config";
import { PageCache } from "./http/page-cache";
import { RateLimits } from "./http/rate-limit";
import { createLogger } from "./logger";
import { mailTransport, startMailWorker } from "./mail-worker";
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

/** Runs the built site. `env` is the environment as the operator gave it (see server/start.ts). */
export async function runProduction(env: Record<string, string | undefined>) {
  const config = loadConfig(env);
  const logger = createLogger(config);
  ensureBuild();
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
  const mail = startMailWorker(database.db, mailTransport(config, logger), logger);
  const safety = startSafetyRefresh(database.db, logger);
  listen(app, {
    config,
    logger,
    database,
    onClose: async () => {
      await Promise.all([mail.stop(), safety.stop()]);
      await limits.close();
    },
    onListening: (port) => {
      const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
      console.log(`\n  Casino Guide is running at http://${host}:${port}\n`);
    },
  });
}

export function exitOnStartError(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
