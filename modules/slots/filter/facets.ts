import type { FacetValue } from "#modules/facets";
import { VOLATILITIES, type Volatility } from "../cards";

/**
 * The facets of the slot explorer (issue 6). Each key is also its query parameter
 * (`?providers=a&providers=b&volatility=high&demo=1`); values are OR'ed within a facet, AND'ed across.
 */
export const SLOT_FACET_KEYS = ["providers", "volatility", "rtp", "features", "themes", "demo"] as const;
export type SlotFacetKey = (typeof SLOT_FACET_KEYS)[number];

/** RTP ranges, in percent: from `min` (inclusive) up to `below` (exclusive). */
export const RTP_RANGES = [
  { value: "under_94", min: null, below: 94 },
  { value: "94_95", min: 94, below: 95 },
  { value: "95_96", min: 95, below: 96 },
  { value: "96_97", min: 96, below: 97 },
  { value: "97_plus", min: 97, below: null },
] as const;
export type RtpRange = (typeof RTP_RANGES)[number]["value"];

export function rtpRange(rtp: number): RtpRange {
  return RTP_RANGES.find((r) => (r.min === null || rtp >= r.min) && (r.below === null || rtp < r.below))!.value;
}

/** The one value of the demo facet: "a free play-money demo exists". */
export const DEMO_VALUE = "1";

export const FIXED_SLOT_FACET_VALUES = {
  volatility: VOLATILITIES,
  rtp: RTP_RANGES.map((r) => r.value),
  demo: [DEMO_VALUE],
} as const;

/** Labels of the words-only fixed values in the caller's language (RTP ranges are numbers, formatted here). */
export type SlotFacetLabels = { volatility: Record<Volatility, string>; demo: string };

export const SLOT_SORTS = ["popular", "newest", "rtp", "name"] as const;
export type SlotSort = (typeof SLOT_SORTS)[number];

export const DEFAULT_SLOT_LIMIT = 24;
export const MAX_SLOT_LIMIT = 50;

export type SlotFacetCounts = Record<SlotFacetKey, FacetValue[]>;
