import type { Db } from "#db/client";
import { refreshQualityMarks, refreshSafetyIndexes } from "#modules/casinos";
import type { Logger } from "./logger";

const EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the stored safety indexes in step with today's facts (complaints weigh less as they age; the
 * method counts in days): at start, then every hour. When any changed, the refresh announces it, and the
 * casino and bonus indexes reload (both sort by it) and the cached pages go (server/subscriptions.ts), so
 * lists, bands and casino pages agree. The quality marks follow, by their published rule over the checklist
 * and the fresh indexes (modules/casinos/quality-mark.ts). A failed run is logged and retried at the next hour.
 */
export function startSafetyRefresh(db: Db, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = (async () => {
      const changed = await refreshSafetyIndexes(db);
      if (changed > 0) logger.info({ changed }, "safety indexes refreshed");
      const marks = await refreshQualityMarks(db);
      if (marks > 0) logger.info({ changed: marks }, "quality marks refreshed");
    })().then(
      () => undefined,
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
