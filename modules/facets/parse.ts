import { z } from "zod";
import { decodeCursor, encodeCursor, type CursorKey } from "#modules/paging";

/**
 * The query-string building blocks of the catalogue filters (casinos, slots, bonuses): repeatable facet
 * parameters, single parameters, the page size. Everything is checked here, so the index never sees a
 * malformed value; a 400 names the field.
 */

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A value rule: what a value must look like, and whether it is compared upper-cased (codes). */
export interface ValueRule {
  test: (value: string) => boolean;
  upper?: boolean;
}

export const slugRule: ValueRule = { test: (v) => SLUG.test(v) && v.length <= 80 };
export const oneOf = (values: readonly string[]): ValueRule => ({ test: (v) => values.includes(v) });

/** At most this many values of one facet in one request. */
export const MAX_FACET_VALUES = 60;

const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** A repeatable parameter: empty values (an untouched form field) are dropped, duplicates merged (codes after upper-casing). */
export function facetValues(rule: ValueRule) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) => (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(Boolean))
    .transform((values) => [...new Set(rule.upper ? values.map((v) => v.toUpperCase()) : values)])
    .superRefine((values, ctx) => {
      if (values.length > MAX_FACET_VALUES)
        ctx.addIssue({ code: "custom", message: `at most ${MAX_FACET_VALUES} values` });
      const bad = values.find((v) => !rule.test(v));
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: `invalid value ${quote(bad)}` });
    });
}

/** A parameter given at most once (a repeated one fails its schema); an empty value counts as absent. */
export function single<T extends z.ZodType>(schema: T) {
  return z.preprocess((raw) => (raw === "" ? undefined : raw), schema);
}

/** `limit`: the page size, 1…max. */
export function limitParam(max: number) {
  const message = `must be a whole number from 1 to ${max}`;
  return single(z.coerce.number({ message }).int(message).min(1, message).max(max, message).optional());
}

/** `q`: text searched in names. */
export const textParam = single(z.string().trim().max(100, "at most 100 characters").optional());

/** `cursor`: checked against the sort when the whole query is known (see `decodeCursor`). */
export const cursorParam = single(z.string().max(400, "is not a cursor this API gave out").optional());

/** A filter's keyset position: the last item shown; `rest` once past the items shown first (`first`). */
export interface FilterPosition {
  key: CursorKey;
  id: number;
  rest: boolean;
}

/** The group after the first of a filter's sort, as its cursor names it. */
const restOf = (sort: string) => `${sort}~rest`;

export function encodeFilterCursor(sort: string, position: { key: CursorKey; id: number; rest?: boolean }): string {
  return encodeCursor({ sort: position.rest ? restOf(sort) : sort, key: position.key, id: position.id });
}

/** The keyset position of `cursor` for `sort`, or null; a bad cursor is an issue on the `cursor` field. */
export function positionOf(cursor: string | undefined, sort: string, ctx: z.RefinementCtx): FilterPosition | null {
  if (!cursor) return null;
  const decoded = decodeCursor(cursor, sort);
  if (!("error" in decoded)) return { key: decoded.key, id: decoded.id, rest: false };
  const rest = decodeCursor(cursor, restOf(sort));
  if (!("error" in rest)) return { key: rest.key, id: rest.id, rest: true };
  ctx.addIssue({ code: "custom", path: ["cursor"], message: decoded.error });
  return null;
}

/** A catalogue filter's query, checked: the chosen values by facet, the text, the sort and the page. */
export interface ParsedFilter<K extends string, S extends string> {
  facets: Record<K, string[]>;
  /** Part of the name searched; null when absent (or when the catalogue has no search). */
  q: string | null;
  sort: S;
  cursor: string | null;
  position: FilterPosition | null;
  limit: number;
}

/**
 * The query schema of a catalogue filter: each facet a repeatable parameter checked by its rule, `q`
 * when the catalogue searches names, `sort` (the first is the default), `cursor` (checked against the
 * sort) and `limit`. Unknown parameters are ignored.
 */
export function filterQuery<K extends string, S extends string>(spec: {
  rules: Record<K, ValueRule>;
  sorts: readonly [S, ...S[]];
  defaultLimit: number;
  maxLimit: number;
  search: boolean;
}) {
  const keys = Object.keys(spec.rules) as K[];
  const shape: z.ZodRawShape = {
    ...Object.fromEntries(keys.map((key) => [key, facetValues(spec.rules[key])])),
    ...(spec.search ? { q: textParam } : {}),
    sort: single(z.enum(spec.sorts).optional()),
    cursor: cursorParam,
    limit: limitParam(spec.maxLimit),
  };
  return z.object(shape).transform((raw, ctx): ParsedFilter<K, S> => {
    const input = raw as Record<string, unknown>;
    const sort = (input.sort as S | undefined) ?? spec.sorts[0];
    const cursor = input.cursor as string | undefined;
    return {
      facets: Object.fromEntries(keys.map((key) => [key, input[key]])) as Record<K, string[]>,
      q: (input.q as string | undefined) || null,
      sort,
      cursor: cursor ?? null,
      position: positionOf(cursor, sort, ctx),
      limit: (input.limit as number | undefined) ?? spec.defaultLimit,
    };
  });
}
