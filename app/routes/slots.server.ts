import type { AppLoadContext } from "react-router";
import { newSlots, trendingSlots, slotCatalogue, topProviders } from "#modules/slots";
import { filterPage } from "./filter-page.server";

/**
 * /slots: new, trending, top providers, and the game explorer (the slot filter of the URL applied; a
 * refused parameter redirects to the URL without it).
 */
export async function slotsPage(context: AppLoadContext, url: URL) {
  const { db } = context;
  const [newest, trending, top, explorer] = await Promise.all([
    newSlots(db, 8),
    trendingSlots(db, 8),
    topProviders(db, 12),
    filterPage(slotCatalogue, context, url),
  ]);
  return { newest, trending, topProviders: top, ...explorer };
}
