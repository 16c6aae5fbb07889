import type { BonusFacetKey, BonusFacetLabels, BonusSort } from "#modules/bonuses";
import { translateAll, type MessageKey, type Translate } from "#i18n/translator";
import { BONUS_TYPE_KEY } from "#i18n/labels/bonuses";

/**
 * The bonus filter's words, translated on the server: the labels of the fixed facet values (for the API
 * and the page), the facet titles and the sort names. The browser gets them as loader data.
 */
const FACET_TITLE_KEY = {
  casinos: "bonus.facetCasinos",
  types: "bonus.facetTypes",
  categories: "bonus.facetCategories",
  wagering: "bonus.facetWagering",
  min_deposit: "bonus.facetMinDeposit",
  countries: "bonus.facetCountries",
} as const satisfies Record<BonusFacetKey, MessageKey>;

const SORT_KEY = {
  newest: "bonus.sortNewest",
  safety: "bonus.sortSafety",
  wagering: "bonus.sortWagering",
  min_deposit: "bonus.sortMinDeposit",
} as const satisfies Record<BonusSort, MessageKey>;

export function bonusFacetLabels(t: Translate): BonusFacetLabels {
  return {
    types: translateAll(t, BONUS_TYPE_KEY),
    noWagering: t("bonus.noWagering"),
    noDeposit: t("bonus.noDeposit"),
    upTo: (value) => t("filter.upTo", { value }),
    over: (value) => t("filter.over", { value }),
  };
}

export function bonusFilterWords(t: Translate): {
  titles: Record<BonusFacetKey, string>;
  sorts: Record<BonusSort, string>;
} {
  return { titles: translateAll(t, FACET_TITLE_KEY), sorts: translateAll(t, SORT_KEY) };
}
