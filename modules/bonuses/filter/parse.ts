import { z } from "zod";
import type { CursorPosition } from "../../facets/cursor";
import {
  cursorParam,
  facetValues,
  limitParam,
  oneOf,
  positionOf,
  single,
  slugRule,
  type ValueRule,
} from "../../facets/parse";
import {
  BONUS_FACET_KEYS,
  BONUS_SORTS,
  DEFAULT_BONUS_LIMIT,
  FIXED_BONUS_FACET_VALUES,
  MAX_BONUS_LIMIT,
  type BonusFacetKey,
  type BonusSelection,
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

export interface BonusFilter {
  facets: BonusSelection;
  sort: BonusSort;
  cursor: string | null;
  position: CursorPosition | null;
  limit: number;
}

/** The bonus filter's query parameters: the six facets (repeatable), `sort`, `cursor`, `limit`. */
export const bonusFilterQuery = z
  .object({
    ...(Object.fromEntries(BONUS_FACET_KEYS.map((key) => [key, facetValues(VALUE_RULES[key])])) as {
      [K in BonusFacetKey]: ReturnType<typeof facetValues>;
    }),
    sort: single(z.enum(BONUS_SORTS).optional()),
    cursor: cursorParam,
    limit: limitParam(MAX_BONUS_LIMIT),
  })
  .transform((input, ctx): BonusFilter => {
    const sort = input.sort ?? "newest";
    return {
      facets: Object.fromEntries(BONUS_FACET_KEYS.map((key) => [key, input[key]])) as BonusSelection,
      sort,
      cursor: input.cursor ?? null,
      position: positionOf(input.cursor, sort, ctx),
      limit: input.limit ?? DEFAULT_BONUS_LIMIT,
    };
  });
