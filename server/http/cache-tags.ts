import { LISTS_TAG, pageTag, SCORES_TAG, scoresTag, subjectTag } from "#contracts/cache-tags";
import type { MediaUseKind } from "#contracts/media";
import type { Change } from "#modules/changes";

/**
 * What a kept page or answer shows, as tags, and which tags a content change touches.
 *
 * A detail page names its subject (`casino:12`, `slot:7`, `post:3`) through its loader
 * (`context.cacheTags`); a page that names nothing shows lists — scores, safety, the latest reviews — and
 * carries `lists` and `scores`. A comment touches only the page it is on; a review or a complaint touches
 * its casino's page and the lists (a case page names its casino); a rating touches its casino's page and the
 * pages showing its users score (not the slot pages of other casinos, the blog, the slot and bonus lists, nor
 * a list page that names its cards without this casino's); a safety change
 * touches its casinos and the lists. So a comment on one casino leaves the home page, the other casinos and
 * the blog kept.
 */
export function tagsOfChange(change: Change): string[] {
  switch (change.kind) {
    case "comment":
      return change.on.ids.map((id) => subjectTag(change.on.kind, id));
    case "review":
    case "complaint":
      return [...change.on.ids.map((id) => subjectTag("casino", id)), LISTS_TAG];
    // A casino's users score: its page, the pages showing its card, the pages ordered by users scores or
    // naming nothing (a slot's where to play and the bonus pages show none).
    case "rating":
      return [subjectTag("casino", change.ids[0]), scoresTag(change.slug), SCORES_TAG];
    // A casino published or unpublished: its page, and every page showing casinos (lists; slots' where to
    // play and articles naming a casino carry `lists` too).
    case "safety":
    case "casino":
      return [...change.ids.map((id) => subjectTag("casino", id)), LISTS_TAG];
    // A bonus: the pages of the casinos that offered or offer it, and the lists (bonus pages, the home page,
    // slots' free spins carry `lists`).
    case "bonus":
      return [...change.on.ids.map((id) => subjectTag("casino", id)), LISTS_TAG];
    // A post: its page, and the lists (the blog, the home page, author pages and other articles' related posts).
    case "post":
      return [...change.ids.map((id) => subjectTag("post", id)), LISTS_TAG];
    // An author: their page and the bylines, all on pages carrying `lists`.
    case "author":
      return [LISTS_TAG];
    case "page":
      return change.ids.map(pageTag);
    // An image's alt texts: the pages of the items that show it, and the lists (logos and thumbnails on cards).
    case "media":
      return [...new Set([...change.on.flatMap((on) => on.ids.map((id) => itemTag(on.kind, id))), LISTS_TAG])];
    // A slot: its page, the pages of the casinos listing it among their top slots, and the lists (the slot
    // pages, home and similar slots carry them).
    case "slot":
      return [
        ...change.ids.map((id) => subjectTag("slot", id)),
        ...change.on.ids.map((id) => subjectTag("casino", id)),
        LISTS_TAG,
      ];
    // Reference data: named on casino and slot pages, which carry `lists` or their subject; the safety index a
    // licence moved shows on its casinos' pages.
    case "provider":
    case "category":
      return [
        ...change.on.ids.map((id) => subjectTag("casino", id)),
        ...change.slots.map((id) => subjectTag("slot", id)),
        LISTS_TAG,
      ];
    case "payment_method":
    case "licence":
      return [...change.on.ids.map((id) => subjectTag("casino", id)), LISTS_TAG];
    default:
      return change satisfies never;
  }
}

/** The tag of the page an image's item is shown on: providers and authors are shown on pages carrying `lists`. */
function itemTag(kind: MediaUseKind, id: number): string {
  switch (kind) {
    case "casino":
    case "slot":
    case "post":
      return subjectTag(kind, id);
    case "page":
      return pageTag(id);
    case "provider":
    case "author":
      return LISTS_TAG;
    default:
      return kind satisfies never;
  }
}

/** The tags a page carries: those its loaders named, `lists` and `scores` when they named none. */
export const pageTags = (named: ReadonlySet<string>): string[] =>
  named.size > 0 ? [...named] : [LISTS_TAG, SCORES_TAG];
