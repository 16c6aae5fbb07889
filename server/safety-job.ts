import type { Db } from "#db/client";
import { refreshSafetyIndexes } from "#modules/casinos";
import type { Logger } from "./logger";

const EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the stored safety indexes in step with today's facts (complaints weigh less as they age; the
 * method counts in days): at start, then every hour. When any changed, the refresh announces it, and the
 * casino and bonus indexes reload (both sort by it) and the cached pages go (server/subscriptions.ts), so
 * lists, bands and casino pages agree. A failed run is logged and retried at the next hour.
 */
export function startSafetyRefresh(db: Db, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = refreshSafetyIndexes(db).then(
      (changed) => {
        if (changed > 0) logger.info({ changed }, "safety indexes refreshed");
      },
      (error: unknown) => logger.error({ err: error }, "safety index refresh failed"),
    );
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
