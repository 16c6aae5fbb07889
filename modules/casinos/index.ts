export { cardsOfColumn, factsCard, loadCasinoCards, preparedCardsColumn } from "./cards";
export type { PreparedCardList } from "./cards";
export type { CasinoCard, CasinoFactsCard, HighlightedCasinoCard } from "./cards";
export { USERS_SCORE_SORT, casinoCatalogue, casinoIndex, casinosChanged, usersScoreChanged } from "./catalogue";
export type { CasinoFacet, CasinoFilterResult, CasinoSort } from "./catalogue";
export { CASINO_CATEGORIES, DEFAULT_CASINO_CATEGORY } from "./categories";
export type { CasinoCategory } from "./categories";
export { casinoPageOf, casinoPageSelect, findCasino, findCasinoPage } from "./detail";
export { casinoImages, casinoImagesColumn, casinoImagesOf, SCREENSHOT_ROLE } from "./images";
export { limitsFor } from "./limits";
export type { CasinoLimits } from "./limits";
export { casinosNamed } from "./named";
export type { CasinoDetail } from "./detail";
export {
  casinoListColumn,
  certifiedCasinos,
  newestCasinos,
  privateCasinos,
  rankingByCategory,
  recommendedCasinos,
  recommendingCardsColumn,
  topNewCasinosFor,
  trendingCasinos,
} from "./lists";
export type { CasinoListName } from "./lists";
export { casinosPageLists } from "./list-page";
export type { CasinosPage } from "./list-page";
export { casinoGroupPage, privateProject, rankingPage } from "./pages";
export type { CasinoGroupKind, CasinoPage } from "./pages";
export { refreshSafetyIndexes, safetyBreakdown } from "./safety-facts";
export type { SafetyBreakdown } from "./safety-facts";
export { EXPECTED_COMPLAINTS_BY_TIER, computeSafetyIndex, safetyBand } from "./safety-index";
export type { ComplaintStatus, SafetyBand, SafetyFactor, SafetyResult } from "./safety-index";
export { safetyMethod } from "./safety-method";
export type { SafetyMethod } from "./safety-method";
export {
  CHECKLIST_WITHDRAWAL_HOURS,
  HIGH_MIN_WITHDRAWAL,
  casinoNegatives,
  casinoPositives,
  expertChecklist,
} from "./verdict";
export type { ChecklistItem, ChecklistKey, NegativeKey, PositiveKey, VerdictFacts, VerdictPoint } from "./verdict";
export { LOW_WITHDRAWAL_LIMIT, WARNING_THRESHOLD, casinoWarning, isWarned, recommendableWhere } from "./warning";
export type { CasinoWarning, WarningFacts, WarningReason } from "./warning";
export { acceptingFirst, acceptsWhere } from "./country";
export {
  QUALITY_MARK_LICENCE_STRENGTH,
  QUALITY_MARK_MIN_SAFETY,
  earnsQualityMark,
  refreshQualityMarks,
} from "./quality-mark";
export { NEW_CASINO_MONTHS } from "./newness";
export { loadVerdictFactsOf } from "./verdict-facts";
export { casinoKind } from "./editing";
export { casinoOptions, consoleCasinos, previewSafety } from "./console";
export type { ConsoleCasinoFilter } from "./console";
export { publishedWhere } from "./visibility";
export {
  casinoTypeKind,
  consoleLicences,
  consolePaymentMethods,
  gameCategoryKind,
  licenceKind,
  paymentMethodKind,
} from "./catalog-kinds";
