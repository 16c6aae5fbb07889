import { eq } from "drizzle-orm";
import { slots } from "#db/schema";

/**
 * The slots the public sees: those not unpublished in the console (docs/decisions/0037). Every public slot
 * read filters on it: the cards (new, trending, similar, the explorer's), the explorer's index and facet
 * counts, the providers' game counts, the slot's page (404), search, the sitemaps, a casino's games, a bonus's
 * free-spins slot, comment and favourite targets and the daily figures. Raw SQL reads say `s.is_published`.
 */
export const slotShown = eq(slots.isPublished, true);
