import { filterQuery, oneOf, slugRule, type ParsedFilter, type ValueRule } from "#modules/facets";
import { CASINO_SORTS, DEFAULT_LIMIT, FIXED_FACET_VALUES, MAX_LIMIT, type CasinoSort, type FacetKey } from "./facets";

const CODE = /^[A-Z0-9]{2,10}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** How each facet's values look; codes are compared upper-cased. */
const VALUE_RULES: Record<FacetKey, ValueRule> = {
  category: oneOf(FIXED_FACET_VALUES.category),
  rating: oneOf(FIXED_FACET_VALUES.rating),
  features: oneOf(FIXED_FACET_VALUES.features),
  countries: { test: (v) => COUNTRY.test(v), upper: true },
  currencies: { test: (v) => CODE.test(v), upper: true },
  payment_methods: slugRule,
  licences: slugRule,
  types: slugRule,
  providers: slugRule,
  games: slugRule,
};

/** The filter's query parameters: the ten facets (repeatable), `q`, `sort`, `cursor`, `limit`. */
export const casinoFilterQuery = filterQuery({
  rules: VALUE_RULES,
  sorts: CASINO_SORTS,
  defaultLimit: DEFAULT_LIMIT,
  maxLimit: MAX_LIMIT,
  search: true,
});

export type ParsedCasinoFilter = ParsedFilter<FacetKey, CasinoSort>;
