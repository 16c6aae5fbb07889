import type { Db } from "#db/client";
import { bonusCasinosChanged, bonusCategoriesChanged } from "#modules/bonuses";
import { casinosChanged, usersScoreChanged } from "#modules/casinos";
import { onChange, type Change, type ChangeListener } from "#modules/changes";
import { pageChanged } from "#modules/pages";
import { slotsChanged } from "#modules/slots";
import { tagsOfChange } from "./http/cache-tags";
import type { PageCache } from "./http/page-cache";

/**
 * Who follows the content changes the modules announce (modules/changes): wired where the app is
 * assembled (createApp), so that no write path knows who listens.
 *
 * The catalogue filters' in-memory indexes: a rating moves its casino in the users-score order without a
 * reload; a safety change, or casinos published or unpublished, reload the casino and bonus indexes (both
 * sort by the safety index, and list only published casinos' offers); bonuses published, unpublished or
 * expired reload the bonus index and the menu's bonus categories kept in memory; a page change drops that
 * page's rendered texts. Reviews, comments, complaints, posts, authors and images' alt texts are in no index.
 */
function keepIndexesCurrent(change: Change, db: Db): void {
  switch (change.kind) {
    case "rating":
      usersScoreChanged(db, change.ids[0], change.usersScore);
      return;
    case "safety":
    case "casino":
      casinosChanged(db);
      bonusCasinosChanged(db);
      return;
    case "bonus":
      bonusCasinosChanged(db);
      bonusCategoriesChanged(db);
      return;
    // A slot: the explorer's index; a provider: the explorer's and the casino filter's choices.
    case "slot":
      slotsChanged(db);
      return;
    case "provider":
      slotsChanged(db);
      casinosChanged(db);
      return;
    case "category":
      slotsChanged(db);
      casinosChanged(db);
      bonusCasinosChanged(db);
      return;
    // A payment method: the casino filter's choices; a licence: those and the casinos' safety index.
    case "payment_method":
    case "licence":
      casinosChanged(db);
      bonusCasinosChanged(db);
      return;
    case "page":
      pageChanged(db, change.ids);
      return;
    case "review":
    case "comment":
    case "complaint":
    case "post":
    case "author":
    case "media":
      return;
    default:
      change satisfies never;
  }
}

const dropTouchedOf = new WeakMap<PageCache, ChangeListener>();

/**
 * The indexes, then the page cache, follow the database's changes. The cache drops only the pages and
 * answers that show what changed (./http/cache-tags.ts: a comment on one casino leaves the home page,
 * the other casinos and the blog kept). Subscribing the same database and cache again (tests assemble
 * many apps over one database) adds nothing.
 */
export function subscribeToChanges(db: Db, cache: PageCache): void {
  onChange(db, keepIndexesCurrent);
  let dropTouched = dropTouchedOf.get(cache);
  if (!dropTouched) {
    dropTouched = (change) => void cache.invalidateTags(tagsOfChange(change));
    dropTouchedOf.set(cache, dropTouched);
  }
  onChange(db, dropTouched);
}
