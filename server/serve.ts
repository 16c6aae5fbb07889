import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import type { Database } from "#db/client";
import type { Config } from "./config";
import type { AppEnv } from "./http/env";
import type { Logger } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  server: ServerType;
  /** Stop accepting, let in-flight requests finish (at most 10 s), then close the database. */
  shutdown(): Promise<void>;
}

/** Listens, and shuts down gracefully on SIGTERM and SIGINT. */
export function listen(
  app: Hono<AppEnv>,
  deps: {
    config: Config;
    logger: Logger;
    database: Database;
    onListening?: (port: number) => void;
    /** Runs after the last request, before the database closes (e.g. the mail worker's last round). */
    onClose?: () => Promise<void>;
  },
): RunningServer {
  const { config, logger, database } = deps;
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, "listening");
    deps.onListening?.(info.port);
  });
  let closing: Promise<void> | null = null;
  const shutdown = () => {
    closing ??= new Promise<void>((resolve) => {
      logger.info("shutting down: finishing in-flight requests");
      const force = setTimeout(() => {
        logger.warn("shutdown grace period over: closing remaining connections");
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      server.close(async () => {
        await deps.onClose?.();
        await database.close();
        logger.info("shut down");
        resolve();
      });
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
    return closing;
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void shutdown().then(() => process.exit(0));
    });
  }
  return { server, shutdown };
}
