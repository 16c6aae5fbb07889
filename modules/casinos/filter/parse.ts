import { z } from "zod";
import { decodeCursor, type CursorPosition } from "./cursor";
import {
  CASINO_SORTS,
  DEFAULT_LIMIT,
  FACET_KEYS,
  FIXED_FACET_VALUES,
  MAX_FACET_VALUES,
  MAX_LIMIT,
  type CasinoFilter,
  type FacetKey,
} from "./facets";

/** A query string as an object: a repeated parameter is an array (Hono's `queries()`, or `searchParamsObject`). */
export type QueryInput = Record<string, string | string[] | undefined>;

export function searchParamsObject(params: URLSearchParams): QueryInput {
  const out: Record<string, string[]> = {};
  for (const [key, value] of params) (out[key] ??= []).push(value);
  return Object.fromEntries(
    Object.entries(out).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
  );
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE = /^[A-Z0-9]{2,10}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** How each facet's values look; codes are compared upper-cased. */
const VALUE_RULES: Record<FacetKey, { test: (value: string) => boolean; upper?: boolean }> = {
  category: { test: (v) => (FIXED_FACET_VALUES.category as readonly string[]).includes(v) },
  rating: { test: (v) => FIXED_FACET_VALUES.rating.includes(v as never) },
  features: { test: (v) => (FIXED_FACET_VALUES.features as readonly string[]).includes(v) },
  countries: { test: (v) => COUNTRY.test(v), upper: true },
  currencies: { test: (v) => CODE.test(v), upper: true },
  payment_methods: { test: (v) => SLUG.test(v) && v.length <= 80 },
  licences: { test: (v) => SLUG.test(v) && v.length <= 80 },
  types: { test: (v) => SLUG.test(v) && v.length <= 80 },
  providers: { test: (v) => SLUG.test(v) && v.length <= 80 },
  games: { test: (v) => SLUG.test(v) && v.length <= 80 },
};

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** A repeatable parameter: empty values (an untouched form field) are dropped, duplicates merged. */
function facetValues(key: FacetKey) {
  const rule = VALUE_RULES[key];
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) => [...new Set((Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(Boolean))])
    .transform((values) => (rule.upper ? values.map((v) => v.toUpperCase()) : values))
    .superRefine((values, ctx) => {
      if (values.length > MAX_FACET_VALUES)
        ctx.addIssue({ code: "custom", message: `at most ${MAX_FACET_VALUES} values` });
      const bad = values.find((v) => !rule.test(v));
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: `invalid value ${quote(bad)}` });
    });
}

/** A parameter given at most once (a repeated one fails its schema); an empty value counts as absent. */
function single<T extends z.ZodType>(schema: T) {
  return z.preprocess((raw) => (raw === "" ? undefined : raw), schema);
}

const LIMIT_MESSAGE = `must be a whole number from 1 to ${MAX_LIMIT}`;

const facetShape = Object.fromEntries(FACET_KEYS.map((key) => [key, facetValues(key)])) as {
  [K in FacetKey]: ReturnType<typeof facetValues>;
};

/**
 * The filter's query parameters: the ten facets (repeatable), `q`, `sort`, `cursor`, `limit`. Unknown
 * parameters are ignored. Everything is checked here, so the queries never see a malformed value.
 */
export const casinoFilterQuery = z
  .object({
    ...facetShape,
    q: single(z.string().trim().max(100, "at most 100 characters").optional()),
    sort: single(z.enum(CASINO_SORTS).optional()),
    cursor: single(z.string().max(400, "is not a cursor this API gave out").optional()),
    limit: single(
      z.coerce
        .number({ message: LIMIT_MESSAGE })
        .int(LIMIT_MESSAGE)
        .min(1, LIMIT_MESSAGE)
        .max(MAX_LIMIT, LIMIT_MESSAGE)
        .optional(),
    ),
  })
  .transform((input, ctx): CasinoFilter & { position: CursorPosition | null } => {
    const sort = input.sort ?? "safety";
    let position: CursorPosition | null = null;
    if (input.cursor) {
      const decoded = decodeCursor(input.cursor, sort);
      if ("error" in decoded) ctx.addIssue({ code: "custom", path: ["cursor"], message: decoded.error });
      else position = decoded;
    }
    const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, input[key]])) as CasinoFilter["facets"];
    return {
      facets,
      q: input.q || null,
      sort,
      cursor: input.cursor ?? null,
      limit: input.limit ?? DEFAULT_LIMIT,
      position,
    };
  });

export type ParsedCasinoFilter = z.output<typeof casinoFilterQuery>;
