import type { Db } from "#db/client";
import { bonusCasinosChanged } from "#modules/bonuses";
import { casinosChanged, usersScoreChanged } from "#modules/casinos";
import { onChange, type Change, type ChangeListener } from "#modules/changes";
import type { PageCache } from "./http/page-cache";

/**
 * Who follows the content changes the modules announce (modules/changes): wired where the app is
 * assembled (createApp), so that no write path knows who listens.
 *
 * The catalogue filters' in-memory indexes: a rating moves its casino in the users-score order without a
 * reload; a safety change reloads the casino and bonus indexes (both sort by it). Reviews and comments are
 * in no index.
 */
function keepIndexesCurrent(change: Change, db: Db): void {
  switch (change.kind) {
    case "rating":
      usersScoreChanged(db, change.ids[0], change.usersScore);
      return;
    case "safety":
      casinosChanged(db);
      bonusCasinosChanged(db);
      return;
    case "review":
    case "comment":
      return;
    default:
      change satisfies never;
  }
}

const dropAllOf = new WeakMap<PageCache, ChangeListener>();

/**
 * The indexes, then the page cache, follow the database's changes. The cache drops every page on any
 * change (pages show ratings, reviews and safety everywhere); a change's tags (`{ kind, ids }`, `on`)
 * are there for a cache that drops only the pages showing them. Subscribing the same database and cache
 * again (tests assemble many apps over one database) adds nothing.
 */
export function subscribeToChanges(db: Db, cache: PageCache): void {
  onChange(db, keepIndexesCurrent);
  let dropAll = dropAllOf.get(cache);
  if (!dropAll) {
    dropAll = () => cache.invalidate();
    dropAllOf.set(cache, dropAll);
  }
  onChange(db, dropAll);
}
