export { BONUS_TYPES, loadBonusCards } from "./cards";
export type { BonusCard, BonusType } from "./cards";
export { findBonusCategory, listBonusCategories } from "./categories";
export { isoDay } from "./expiry";
export type { BonusFilterResult } from "./filter";
export { BONUS_SORTS, DEFAULT_BONUS_LIMIT, FIXED_BONUS_FACET_VALUES, MAX_BONUS_LIMIT } from "./filter/facets";
export type { BonusFacetKey, BonusFacetLabels, BonusSort } from "./filter/facets";
export { filterBonuses } from "./filter/index";
export { bonusFilterQuery } from "./filter/parse";
export type { BonusFilter } from "./filter/parse";
export { bonusCasinosChanged, bonusIndex } from "./filter/search-index";
export { bonusVocabularyOf } from "./filter/vocabulary";
export {
  bonusesByCategory,
  bonusesOfCasino,
  casinosWithBestBonuses,
  exclusiveBonuses,
  newestBonuses,
  recommendedBonuses,
} from "./lists";
