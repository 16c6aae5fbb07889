import { eq } from "drizzle-orm";
import { bonuses } from "#db/schema";

/**
 * The bonuses the public sees: those not unpublished in the console (docs/decisions/0029). Every public bonus
 * read filters on it: the cards (lists, casino and slot pages, the filter's cards), the filter's index and
 * its facet values, search, the sitemaps and the daily figures.
 */
export const bonusShown = eq(bonuses.isPublished, true);
