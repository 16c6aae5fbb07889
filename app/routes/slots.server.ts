import type { AppLoadContext } from "react-router";
import { newSlots, trendingSlots, VOLATILITIES } from "../../modules/slots/cards";
import { exploreSlots, parseSlotQuery } from "../../modules/slots/explorer";
import { slotProviders, topProviders } from "../../modules/slots/providers";

const PAGE_SIZE = 24;

export async function slotsPage({ db }: AppLoadContext, url: URL) {
  const query = parseSlotQuery(url.searchParams);
  const [newest, trending, top, providers, results] = await Promise.all([
    newSlots(db, 8),
    trendingSlots(db, 8),
    topProviders(db, 12),
    slotProviders(db),
    exploreSlots(db, query, PAGE_SIZE),
  ]);
  return {
    newest,
    trending,
    topProviders: top,
    query,
    results,
    pageSize: PAGE_SIZE,
    choices: { providers, volatilities: VOLATILITIES },
  };
}
