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
  DEFAULT_SLOT_LIMIT,
  FIXED_SLOT_FACET_VALUES,
  MAX_SLOT_LIMIT,
  SLOT_FACET_KEYS,
  SLOT_SORTS,
  type SlotFacetKey,
  type SlotSelection,
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

export interface SlotFilter {
  facets: SlotSelection;
  /** Part of the slot's name; null when absent. */
  q: string | null;
  sort: SlotSort;
  cursor: string | null;
  position: CursorPosition | null;
  limit: number;
}

/** The explorer's query parameters: the six facets (repeatable), `q`, `sort`, `cursor`, `limit`. */
export const slotFilterQuery = z
  .object({
    ...(Object.fromEntries(SLOT_FACET_KEYS.map((key) => [key, facetValues(VALUE_RULES[key])])) as {
      [K in SlotFacetKey]: ReturnType<typeof facetValues>;
    }),
    q: textParam,
    sort: single(z.enum(SLOT_SORTS).optional()),
    cursor: cursorParam,
    limit: limitParam(MAX_SLOT_LIMIT),
  })
  .transform((input, ctx): SlotFilter => {
    const sort = input.sort ?? "popular";
    return {
      facets: Object.fromEntries(SLOT_FACET_KEYS.map((key) => [key, input[key]])) as SlotSelection,
      q: input.q || null,
      sort,
      cursor: input.cursor ?? null,
      position: positionOf(input.cursor, sort, ctx),
      limit: input.limit ?? DEFAULT_SLOT_LIMIT,
    };
  });
