import { eq, type SQL } from "drizzle-orm";
import { casinos } from "#db/schema";

/**
 * Only the casinos on the site: one unpublished in the console (modules/content, docs/decisions/0029) is in
 * no public read — lists, filters and their counts, search, sitemaps, its page, where to play, its bonuses.
 * Raw SQL reads say `c.is_published` themselves.
 */
export const publishedWhere = (): SQL => eq(casinos.isPublished, true);
