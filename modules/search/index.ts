export { documentText, SEARCH_CONFIG, SEARCH_KINDS, searchIndexesSql, searchIndexName } from "./documents";
export type { SearchKind } from "./documents";
export { MAX_QUERY_LENGTH, searchAll, searchCursor, searchKind, searchTerms } from "./search";
export type { SearchGroup, SearchHit } from "./search";
