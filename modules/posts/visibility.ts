import { eq } from "drizzle-orm";
import { authors, posts } from "#db/schema";

/**
 * The posts and authors the public sees: those not unpublished in the console (docs/decisions/0029); a post
 * scheduled for later has no row until its job publishes it. Every public read filters on these: the post
 * cards (lists, the filter, related posts, author pages), the filter's counts, tags, an article, an author's
 * page, search, the sitemaps and the daily figures.
 */
export const postShown = eq(posts.isPublished, true);
export const authorShown = eq(authors.isPublished, true);
