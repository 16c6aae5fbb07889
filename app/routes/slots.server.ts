import type { AppLoadContext } from "react-router";
import {
  newSlots,
  trendingSlots,
  filterSlots,
  DEFAULT_SLOT_LIMIT,
  slotFilterQuery,
  topProviders,
} from "#modules/slots";
import { slotFacetLabels, slotFilterWords } from "../features/slots/facet-labels.server";
import { catalogFor } from "#i18n/catalogs.server";
import { createTranslator } from "#i18n/translator";
import { filterPage } from "./filter-page.server";

/**
 * /slots: new, trending, top providers, and the game explorer (the slot filter of the URL applied; a
 * refused parameter redirects to the URL without it).
 */
export async function slotsPage({ db, locale }: AppLoadContext, url: URL) {
  const t = createTranslator(locale, catalogFor(locale));
  const [newest, trending, top, explorer] = await Promise.all([
    newSlots(db, 8),
    trendingSlots(db, 8),
    topProviders(db, 12),
    filterPage(url, slotFilterQuery, DEFAULT_SLOT_LIMIT, (filter) =>
      filterSlots(db, filter, { locale, labels: slotFacetLabels(t) }),
    ),
  ]);
  return { newest, trending, topProviders: top, words: slotFilterWords(t), ...explorer };
}
