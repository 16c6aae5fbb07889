import type { Db } from "#db/client";
import { publishDuePosts } from "#modules/posts";
import type { Logger } from "./logger";

const EVERY_MS = 60 * 1000;

/**
 * Scheduled publishing (issue 17): at start, then every minute, publishes the posts whose time has come
 * (modules/posts/schedule.ts) through the content engine, so they show on every page at once. Several
 * processes may run it: each schedule is claimed by one. A failed run is logged and retried at the next turn.
 */
export function startPostSchedule(db: Db, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = publishDuePosts(db, new Date()).then(
      (result) => {
        if (result.published.length > 0) logger.info({ posts: result.published }, "scheduled posts published");
        for (const refused of result.refused) logger.warn(refused, "a scheduled post was not published");
      },
      (error: unknown) => logger.error({ err: error }, "scheduled publishing failed"),
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
