/**
 * Tags naming what a kept page shows (server/http/cache-tags.ts says which changes touch which): a
 * detail page's subject, or `lists` for pages of scores, safety and latest reviews.
 */
export const LISTS_TAG = "lists";

/**
 * Casinos' users scores in lists (casino cards, orders and filters by users score), which every rating
 * changes: the pages that name nothing carry it with `lists`. A page that shows casino cards without their
 * users scores (a slot's where to play) or bonuses (the bonus filter, a bonus category) carries `lists` alone.
 */
export const SCORES_TAG = "scores";

export const subjectTag = (kind: "casino" | "slot" | "post", id: number) => `${kind}:${id}`;

/** An information page (about us, responsible gaming, privacy policy, terms). */
export const pageTag = (id: number) => `page:${id}`;
