export { FacetIndex } from "./facet-index";
export type { IndexItem, SortSpec } from "./facet-index";
export { UnknownFacetValueError, countedFacets } from "./facet-values";
export type { FacetValue } from "./facet-values";
export { IndexStore, keptPerLocale } from "./index-store";
export { MAX_FACET_VALUES, filterQuery, oneOf, searchParamsObject, slugRule } from "./parse";
export type { ParsedFilter, ValueRule } from "./parse";
