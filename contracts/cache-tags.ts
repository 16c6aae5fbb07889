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

export const subjectTag = (kind: "casino" | "slot" | "post", id: number) => `${kind}:${id}`;

/** An information page (about us, responsible gaming, privacy policy, terms). */
export const pageTag = (id: number) => `page:${id}`;
