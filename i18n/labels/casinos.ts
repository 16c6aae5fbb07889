import type { MessageKey } from "../translator";

/**
 * The message keys of the casinos' fixed values, for the pages (browser code may import these) and the
 * casino catalogue (modules/casinos/catalogue.ts), which checks that every value has its key.
 */

/** The name of each ranking category (docs/product-spec.md §3). */
export const CATEGORY_KEY = {
  all: "casino.categoryAll",
  top20: "casino.categoryTop20",
  certified: "casino.categoryCertified",
  crypto: "casino.categoryCrypto",
} as const satisfies Record<string, MessageKey>;

/** The word of each safety band (spec: very high … very low). */
export const BAND_KEY = {
  very_high: "casino.bandVeryHigh",
  high: "casino.bandHigh",
  above_average: "casino.bandAboveAverage",
  average: "casino.bandAverage",
  below_average: "casino.bandBelowAverage",
  low: "casino.bandLow",
  very_low: "casino.bandVeryLow",
} as const satisfies Record<string, MessageKey>;
