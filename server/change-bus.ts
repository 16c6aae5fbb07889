import { randomUUID } from "node:crypto";
import type { Database, Db } from "#db/client";
import { bonusCasinosChanged, bonusCategoriesChanged } from "#modules/bonuses";
import { casinosChanged } from "#modules/casinos";
import { announce, onChange, type Change } from "#modules/changes";
import { pageChanged } from "#modules/pages";
import type { PageCache } from "./http/page-cache";
import type { Logger } from "./logger";

/** The PostgreSQL channel the processes tell each other their changes on. */
export const CHANGES_CHANNEL = "content_changed";
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_PAYLOAD = 7_900;

type Message = { from: string; change: Change } | { from: string; reset: true };

/**
 * Carries every content change across processes (several servers on one PostgreSQL): a change made here
 * is NOTIFYed on `content_changed`; a change heard from another process is announced here as "remote",
 * so that this process's page cache and facet indexes follow it within the NOTIFY's delay. A change too
 * large for one message, or a lost and reopened LISTEN connection (messages may have been missed), makes
 * every process drop its whole page cache and reload its indexes. On the embedded database (one process)
 * the messages stay in the process.
 */
export async function startChangeBus(database: Database, cache: PageCache, logger: Logger) {
  const from = randomUUID();
  const { db } = database;
  const resetAll = (why: string) => {
    logger.warn({ why }, "changes may have been missed: the page cache and indexes start afresh");
    dropEverything(db, cache);
  };
  const stopListening = await database.listen(
    CHANGES_CHANNEL,
    (payload) => {
      const message = parse(payload);
      if (!message || message.from === from) return;
      if ("reset" in message) dropEverything(db, cache);
      else announce(db, message.change, "remote");
    },
    () => resetAll("the LISTEN connection was lost"),
  );
  const { stop: stopTelling } = tellOtherProcesses(database, from, (error) => {
    logger.error({ err: error }, "could not tell the other processes about a change");
  });
  return {
    stop: async () => {
      stopTelling();
      await stopListening();
    },
  };
}

/**
 * NOTIFYs every change made in this process on `content_changed` (too large for one message: a reset), so the
 * other processes follow; a command-line tool writing content (npm run content:import) uses it alone.
 * `sent()` resolves once the messages so far are out (before closing the database).
 */
export function tellOtherProcesses(database: Database, from: string, onError: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();
  const stop = onChange(database.db, (change, _db, source) => {
    if (source === "remote") return;
    const payload = JSON.stringify({ from, change } satisfies Message);
    const message = payload.length < MAX_PAYLOAD ? payload : JSON.stringify({ from, reset: true } satisfies Message);
    const sending = database.notify(CHANGES_CHANNEL, message).catch(onError);
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  });
  return { stop, sent: async () => void (await Promise.all(pending)) };
}

function dropEverything(db: Db, cache: PageCache): void {
  cache.invalidate();
  casinosChanged(db);
  bonusCasinosChanged(db);
  bonusCategoriesChanged(db);
  pageChanged(db);
}

function parse(payload: string): Message | null {
  try {
    const message = JSON.parse(payload) as Message;
    return typeof message?.from === "string" ? message : null;
  } catch {
    return null;
  }
}
