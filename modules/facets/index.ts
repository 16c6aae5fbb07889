/**
 * The facet engine of the catalogue filters (casinos, slots, bonuses; docs/decisions/0010). A catalogue
 * is declared once with `defineCatalogue` (modules/<name>/catalogue.ts) and gets its query schema, filter,
 * index, vocabulary and page words from it.
 *
 * Words, used the same way throughout:
 * - catalogue: a kind of item the site lists and filters (casinos, slots, bonuses), declared in one file;
 * - index: the in-memory FacetIndex of one catalogue (never the casinos' stored safety index: that one is
 *   always called "safety index");
 * - facet: one filterable dimension; its key is its query parameter (`?providers=…`);
 * - value: one choosable value of a facet (a provider's slug, a range such as `97_plus`);
 * - vocabulary: a facet's known values with their labels in a language, in display order;
 * - cursor: the opaque keyset position string of "load more" (`cursor` in, `next_cursor` out).
 */
export { audienceOf, defineCatalogue, filterResult } from "./catalogue";
export type {
  Audience,
  Catalogue,
  FacetDefinition,
  FilterResult,
  FixedFacet,
  FoundPage,
  LabelWords,
  SortDefinition,
  VocabularyFacet,
} from "./catalogue";
export type { FacetIndex, IndexItem } from "./facet-index";
export { UnknownFacetValueError } from "./facet-values";
export type { FacetValue } from "./facet-values";
export { MAX_FACET_VALUES, slugRule } from "./parse";
export type { ParsedFilter, ValueRule } from "./parse";
export { countryNames, vocabularyFrom } from "./vocabulary";
export type { Namer, VocabularyEntry, VocabularyLoader } from "./vocabulary";
