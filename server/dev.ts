import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createVite } from "vite";
import { createApp } from "./app";
import { bootDatabase } from "./boot";
import { changingBuild } from "./http/builds";
import { startComplaintDeadlines } from "./complaint-job";
import { startPostSchedule } from "./post-schedule-job";
import { startSafetyRefresh } from "./safety-job";
import { loadConfig } from "./config";
import { PageCache } from "./http/page-cache";
import { RateLimits } from "./http/rate-limit";
import { createLogger } from "./logger";
import { mailTransport, startMailWorker } from "./mail-worker";
import type { WebHandler } from "./web";

/**
 * `npm run dev`: the same Hono app, with Vite in middleware mode serving the browser code with hot
 * reload and React Router loading the server build through Vite. tsx restarts this process when
 * server-side files change. The page cache is off so that every edit shows.
 */
const config = loadConfig();
const logger = createLogger(config);
const database = await bootDatabase(config, logger);
const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
const serverBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const handler = createRequestHandler(serverBuild, "development") as WebHandler;
const mail = startMailWorker(database.db, mailTransport(config, logger), logger);
const limits = await RateLimits.connect(config.REDIS_URL);
const cache = new PageCache(0);
const app = createApp({
  config,
  database,
  logger,
  limits,
  cache,
  web: async () => handler,
  builds: changingBuild(serverBuild),
  viteDevelopment: true,
});
const safety = startSafetyRefresh(database.db, logger);
const deadlines = startComplaintDeadlines(database.db, config.PUBLIC_ORIGIN, logger);
const schedule = startPostSchedule(database.db, logger);
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(config.PORT, config.HOST, () => {
  console.log(`\n  Casino Guide (development) at http://localhost:${config.PORT}\n`);
});

const shutdown = () => {
  server.close(async () => {
    await Promise.all([mail.stop(), safety.stop(), deadlines.stop(), schedule.stop()]);
    await limits.close();
    await vite.close();
    await database.close();
    process.exit(0);
  });
  server.closeAllConnections();
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
