import type { Volatility } from "#modules/slots";

/** The catalog key naming each volatility level. */
export const VOLATILITY_KEY = {
  low: "slot.volatilityLow",
  medium: "slot.volatilityMedium",
  high: "slot.volatilityHigh",
  very_high: "slot.volatilityVeryHigh",
} as const satisfies Record<Volatility, string>;
