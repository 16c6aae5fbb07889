import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "./http/env";
import type { Database } from "../db/client";
import type { Config } from "./config";
import type { Logger } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Listens, and on SIGTERM/SIGINT shuts down gracefully: stop accepting, let in-flight requests finish
 * (at most 10 s), then close the database.
 */
export function listen(app: Hono<AppEnv>, deps: { config: Config; logger: Logger; database: Database; onClose?: () => Promise<void> }): ServerType {
  const { config, logger, database } = deps;
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    logger.info({ port: info.port }, `listening on http://${shown}:${info.port}`);
    console.log(`\n  Casino Guide is running at http://${shown}:${info.port}\n`);
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over: closing remaining connections");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await deps.onClose?.();
      await database.close();
      logger.info("shut down");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
