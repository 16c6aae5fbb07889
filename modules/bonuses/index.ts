export { BONUS_TYPES, bonusCardsColumn, bonusCardsOfColumn, loadBonusCards } from "./cards";
export type { BonusCard, BonusType } from "./cards";
export { bonusCasinosChanged, bonusCatalogue } from "./catalogue";
export type { BonusFacet, BonusFilterResult, BonusSort } from "./catalogue";
export { bonusCategoriesChanged, findBonusCategory, listBonusCategories } from "./categories";
export { bonusOptions, CONSOLE_BONUS_ORDER, consoleBonuses } from "./console";
export type { ConsoleBonusQuery } from "./console";
export { bonusCategoryKind, bonusKind } from "./document";
export { EXPIRED_NOTE, expireBonuses } from "./expire";
export { isoDay } from "./expiry";
export { bonusesPageLists } from "./list-page";
export type { BonusesPage } from "./list-page";
export {
  CATEGORY_SORTS,
  bonusesByCategory,
  bonusesOfCasino,
  bonusListColumn,
  casinoBonusesColumn,
  casinosWithBestBonuses,
  exclusiveBonuses,
  expiredBonuses,
  newestBonuses,
  recommendedBonuses,
} from "./lists";
export type { CategorySort } from "./lists";
