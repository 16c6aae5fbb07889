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
  textParam,
  type ValueRule,
} from "../../facets/parse";
import {
  CASINO_SORTS,
  DEFAULT_LIMIT,
  FACET_KEYS,
  FIXED_FACET_VALUES,
  MAX_LIMIT,
  type CasinoFilter,
  type FacetKey,
} from "./facets";

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

const facetShape = Object.fromEntries(FACET_KEYS.map((key) => [key, facetValues(VALUE_RULES[key])])) as {
  [K in FacetKey]: ReturnType<typeof facetValues>;
};

/**
 * The filter's query parameters: the ten facets (repeatable), `q`, `sort`, `cursor`, `limit`. Unknown
 * parameters are ignored. Everything is checked here, so the queries never see a malformed value.
 */
export const casinoFilterQuery = z
  .object({
    ...facetShape,
    q: textParam,
    sort: single(z.enum(CASINO_SORTS).optional()),
    cursor: cursorParam,
    limit: limitParam(MAX_LIMIT),
  })
  .transform((input, ctx): CasinoFilter & { position: CursorPosition | null } => {
    const sort = input.sort ?? "safety";
    const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, input[key]])) as CasinoFilter["facets"];
    return {
      facets,
      q: input.q || null,
      sort,
      cursor: input.cursor ?? null,
      limit: input.limit ?? DEFAULT_LIMIT,
      position: positionOf(input.cursor, sort, ctx),
    };
  });

export type ParsedCasinoFilter = z.output<typeof casinoFilterQuery>;
