/**
 * Tags naming what a kept page shows (server/http/cache-tags.ts says which changes touch which): a
 * detail page's subject, or `lists` for pages of scores, safety and latest reviews.
 */
export const LISTS_TAG = "lists";

/**
 * Casinos' users scores in lists, which every rating changes: a page whose order depends on them (the casino
 * filter sorted by users score) carries it, and so do the pages that name nothing, with `lists`. A list page
 * that names the cards it shows carries `scoresTag` of each instead: a rating drops it only when it shows
 * the rated casino. A page that shows casino cards without their
 * users scores (a slot's where to play) or bonuses (the bonus filter, a bonus category) carries `lists` alone.
 */
export const SCORES_TAG = "scores";

/** A casino's users score on a card a page shows, by the casino's slug (as its card knows it). */
export const scoresTag = (casinoSlug: string) => `scores:${casinoSlug}`;

/**
 * Names what a list page or answer shows to the page cache (server/http/cache-tags.ts): the lists, and the
 * users score of every casino card in its data, wherever it holds its cards. A rating then drops it only
 * when it shows the rated casino's card; one naming nothing would carry every score (`SCORES_TAG`). The
 * cards are found in the data itself, so that a list added to a page is named with it.
 */
export function namingShownScores<T>(cacheTags: Set<string>, data: T): T {
  cacheTags.add(LISTS_TAG);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if ("usersScore" in record && typeof record.slug === "string") cacheTags.add(scoresTag(record.slug));
      for (const key in record) visit(record[key]);
    }
  };
  visit(data);
  return data;
}

export const subjectTag = (kind: "casino" | "slot" | "post", id: number) => `${kind}:${id}`;

/** An information page (about us, responsible gaming, privacy policy, terms). */
export const pageTag = (id: number) => `page:${id}`;
