import { filterQuery, oneOf, slugRule, type ParsedFilter, type ValueRule } from "#modules/facets";
import {
  DEFAULT_SLOT_LIMIT,
  FIXED_SLOT_FACET_VALUES,
  MAX_SLOT_LIMIT,
  SLOT_SORTS,
  type SlotFacetKey,
  type SlotSort,
} from "./facets";

const VALUE_RULES: Record<SlotFacetKey, ValueRule> = {
  providers: slugRule,
  features: slugRule,
  themes: slugRule,
  volatility: oneOf(FIXED_SLOT_FACET_VALUES.volatility),
  rtp: oneOf(FIXED_SLOT_FACET_VALUES.rtp),
  demo: oneOf(FIXED_SLOT_FACET_VALUES.demo),
};

export type SlotFilter = ParsedFilter<SlotFacetKey, SlotSort>;

/** The explorer's query parameters: the six facets (repeatable), `q`, `sort`, `cursor`, `limit`. */
export const slotFilterQuery = filterQuery({
  rules: VALUE_RULES,
  sorts: SLOT_SORTS,
  defaultLimit: DEFAULT_SLOT_LIMIT,
  maxLimit: MAX_SLOT_LIMIT,
  search: true,
});
