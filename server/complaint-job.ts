import type { Db } from "#db/client";
import { runComplaintDeadlines } from "#modules/complaints";
import type { Logger } from "./logger";

const EVERY_MS = 10 * 60 * 1000;

/**
 * Runs the complaint deadlines (reminders, the one extension, closing silent cases: modules/complaints)
 * at start, then every 10 minutes. Several processes may run it: each case has one winner (row locks).
 * A failed run is logged and retried at the next turn.
 */
export function startComplaintDeadlines(db: Db, origin: string, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runComplaintDeadlines(db, new Date(), { origin }).then(
      (result) => {
        if (result.reminded + result.extended + result.closed > 0) logger.info(result, "complaint deadlines run");
      },
      (error: unknown) => logger.error({ err: error }, "complaint deadlines failed"),
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
