import type { FacetValue } from "#modules/facets";
import { SAFETY_BANDS, type SafetyBand } from "../safety-index";
import { CASINO_CATEGORIES, type CasinoCategory } from "../categories";

/**
 * The ten facets of the casino filter (docs/product-spec.md §3, "Casino filter facets"). Each key is also the query
 * parameter that selects values of that facet (`?payment_methods=visa&payment_methods=skrill`). Within a
 * facet the chosen values are OR'ed, across facets AND'ed.
 */
export const FACET_KEYS = [
  "category",
  "rating",
  "countries",
  "payment_methods",
  "currencies",
  "features",
  "licences",
  "types",
  "providers",
  "games",
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** The facets whose values are fixed by the code, not rows of a reference table. */
export const FEATURES = ["bonuses", "vip_club", "live_chat"] as const;
export type Feature = (typeof FEATURES)[number];

/** Rating is the safety index band (the site's own, fact-based score), best first. */
export const RATINGS: readonly SafetyBand[] = SAFETY_BANDS.map((b) => b.band);

export const FIXED_FACET_VALUES = {
  category: CASINO_CATEGORIES,
  rating: RATINGS,
  features: FEATURES,
} as const;
export type FixedFacet = keyof typeof FIXED_FACET_VALUES;

/** Labels of the fixed values in the caller's language (the catalogs live with the web app). */
export type FixedFacetLabels = {
  category: Record<CasinoCategory, string>;
  rating: Record<SafetyBand, string>;
  features: Record<Feature, string>;
};

export const CASINO_SORTS = ["safety", "users", "newest", "min_deposit"] as const;
export type CasinoSort = (typeof CASINO_SORTS)[number];

export const DEFAULT_LIMIT = 24;
export const MAX_LIMIT = 50;

export type FacetSelection = Record<FacetKey, string[]>;

export type FacetCounts = Record<FacetKey, FacetValue[]>;
