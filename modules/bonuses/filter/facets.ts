import type { FacetValue } from "#modules/facets";
import { BONUS_TYPES, type BonusType } from "../cards";

/**
 * The facets of the bonus filter (issue 6). Each key is also its query parameter
 * (`?casinos=a&casinos=b&types=welcome&countries=PT`); values are OR'ed within a facet, AND'ed across.
 */
export const BONUS_FACET_KEYS = ["casinos", "types", "categories", "wagering", "min_deposit", "countries"] as const;
export type BonusFacetKey = (typeof BONUS_FACET_KEYS)[number];

/** Ranges of a bonus's wagering multiplier: none (0 or unset), then up to (inclusive) each bound. */
export const WAGERING_RANGES = [
  { value: "none", above: null, upTo: 0 },
  { value: "up_to_30", above: 0, upTo: 30 },
  { value: "30_45", above: 30, upTo: 45 },
  { value: "over_45", above: 45, upTo: null },
] as const;

/** Ranges of the minimum deposit, in EUR: none (0 or unset), then up to (inclusive) each bound. */
export const MIN_DEPOSIT_RANGES = [
  { value: "none", above: null, upTo: 0 },
  { value: "up_to_10", above: 0, upTo: 10 },
  { value: "10_25", above: 10, upTo: 25 },
  { value: "over_25", above: 25, upTo: null },
] as const;

type Range = { value: string; above: number | null; upTo: number | null };

/** The range a value (null: not set, counted as 0) falls in. */
export function rangeOf<R extends Range>(ranges: readonly R[], value: number | null): R["value"] {
  const v = value ?? 0;
  return ranges.find((r) => (r.above === null || v > r.above) && (r.upTo === null || v <= r.upTo))!.value;
}

export const FIXED_BONUS_FACET_VALUES = {
  types: BONUS_TYPES,
  wagering: WAGERING_RANGES.map((r) => r.value),
  min_deposit: MIN_DEPOSIT_RANGES.map((r) => r.value),
} as const;

/** Labels of the words-only values, in the caller's language (the ranges' numbers are formatted here). */
export type BonusFacetLabels = {
  types: Record<BonusType, string>;
  noWagering: string;
  noDeposit: string;
  /** "Up to {{value}}", "Over {{value}}". */
  upTo: (value: string) => string;
  over: (value: string) => string;
};

export const BONUS_SORTS = ["newest", "safety", "wagering", "min_deposit"] as const;
export type BonusSort = (typeof BONUS_SORTS)[number];

export const DEFAULT_BONUS_LIMIT = 24;
export const MAX_BONUS_LIMIT = 50;

export type BonusFacetCounts = Record<BonusFacetKey, FacetValue[]>;
