import type { CasinoSort, FacetKey, Feature, FixedFacetLabels } from "#modules/casinos";
import { translateAll, type MessageKey, type Translate } from "#i18n/translator";
import { BAND_KEY, CATEGORY_KEY } from "#i18n/labels/casinos";

/**
 * The casino filter's words, translated on the server: the labels of the fixed facet values (for the
 * API and the page) and the page's facet titles and sort names. The browser gets them as loader data,
 * so none of these key tables travels in its JavaScript.
 */
export const FEATURE_KEY = {
  bonuses: "casino.featureBonuses",
  vip_club: "casino.featureVipClub",
  live_chat: "casino.featureLiveChat",
} as const satisfies Record<Feature, MessageKey>;

export const FACET_TITLE_KEY = {
  category: "filter.facetCategory",
  rating: "filter.facetRating",
  countries: "filter.facetCountries",
  payment_methods: "filter.facetPaymentMethods",
  currencies: "filter.facetCurrencies",
  features: "filter.facetFeatures",
  licences: "filter.facetLicences",
  types: "filter.facetTypes",
  providers: "filter.facetProviders",
  games: "filter.facetGames",
} as const satisfies Record<FacetKey, MessageKey>;

export const SORT_KEY = {
  safety: "filter.sortSafety",
  users: "filter.sortUsers",
  newest: "filter.sortNewest",
  min_deposit: "filter.sortMinDeposit",
} as const satisfies Record<CasinoSort, MessageKey>;

/** The labels of the filter's fixed values (category, rating, features) in the translator's language. */
export function fixedFacetLabels(t: Translate): FixedFacetLabels {
  return {
    category: translateAll(t, CATEGORY_KEY),
    rating: translateAll(t, BAND_KEY),
    features: translateAll(t, FEATURE_KEY),
  };
}

/** The filter page's facet titles and sort names. */
export function filterWords(t: Translate): { titles: Record<FacetKey, string>; sorts: Record<CasinoSort, string> } {
  return { titles: translateAll(t, FACET_TITLE_KEY), sorts: translateAll(t, SORT_KEY) };
}
