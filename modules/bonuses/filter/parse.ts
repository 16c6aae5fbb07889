import { filterQuery, oneOf, slugRule, type ParsedFilter, type ValueRule } from "#modules/facets";
import {
  BONUS_SORTS,
  DEFAULT_BONUS_LIMIT,
  FIXED_BONUS_FACET_VALUES,
  MAX_BONUS_LIMIT,
  type BonusFacetKey,
  type BonusSort,
} from "./facets";

const VALUE_RULES: Record<BonusFacetKey, ValueRule> = {
  casinos: slugRule,
  categories: slugRule,
  types: oneOf(FIXED_BONUS_FACET_VALUES.types),
  wagering: oneOf(FIXED_BONUS_FACET_VALUES.wagering),
  min_deposit: oneOf(FIXED_BONUS_FACET_VALUES.min_deposit),
  countries: { test: (v) => /^[A-Z]{2}$/.test(v), upper: true },
};

export type BonusFilter = ParsedFilter<BonusFacetKey, BonusSort>;

/** The bonus filter's query parameters: the six facets (repeatable), `sort`, `cursor`, `limit`. */
export const bonusFilterQuery = filterQuery({
  rules: VALUE_RULES,
  sorts: BONUS_SORTS,
  defaultLimit: DEFAULT_BONUS_LIMIT,
  maxLimit: MAX_BONUS_LIMIT,
  search: false,
});
