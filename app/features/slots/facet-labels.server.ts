import type { SlotFacetKey, SlotFacetLabels, SlotSort } from "#modules/slots";
import { translateAll, type MessageKey, type Translate } from "#i18n/translator";
import { VOLATILITY_KEY } from "#i18n/labels/slots";

/**
 * The slot explorer's words, translated on the server: the labels of the fixed facet values (for the API
 * and the page), the facet titles and the sort names. The browser gets them as loader data.
 */
const FACET_TITLE_KEY = {
  providers: "slot.provider",
  volatility: "slot.volatility",
  rtp: "slot.rtp",
  features: "slot.features",
  themes: "slot.themes",
  demo: "slot.facetDemo",
} as const satisfies Record<SlotFacetKey, MessageKey>;

const SORT_KEY = {
  popular: "slot.sortPopular",
  newest: "slot.sortNewest",
  rtp: "slot.sortRtp",
  name: "slot.sortName",
} as const satisfies Record<SlotSort, MessageKey>;

export function slotFacetLabels(t: Translate): SlotFacetLabels {
  return { volatility: translateAll(t, VOLATILITY_KEY), demo: t("slot.demoAvailable") };
}

export function slotFilterWords(t: Translate): {
  titles: Record<SlotFacetKey, string>;
  sorts: Record<SlotSort, string>;
} {
  return { titles: translateAll(t, FACET_TITLE_KEY), sorts: translateAll(t, SORT_KEY) };
}
