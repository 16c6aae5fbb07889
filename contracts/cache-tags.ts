/**
 * Tags naming what a kept page shows (server/http/cache-tags.ts says which changes touch which): a
 * detail page's subject, or `lists` for pages of scores, safety and latest reviews.
 */
export const LISTS_TAG = "lists";

export const subjectTag = (kind: "casino" | "slot" | "post", id: number) => `${kind}:${id}`;

/** An information page (about us, responsible gaming, privacy policy, terms). */
export const pageTag = (id: number) => `page:${id}`;
