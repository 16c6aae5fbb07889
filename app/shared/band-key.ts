import type { SafetyBand } from "#modules/casinos";
import type { MessageKey } from "#i18n/translator";

/** The word of each safety band (spec: very high … very low). */
export const BAND_KEY = {
  very_high: "casino.bandVeryHigh",
  high: "casino.bandHigh",
  above_average: "casino.bandAboveAverage",
  average: "casino.bandAverage",
  below_average: "casino.bandBelowAverage",
  low: "casino.bandLow",
  very_low: "casino.bandVeryLow",
} as const satisfies Record<SafetyBand, MessageKey>;
