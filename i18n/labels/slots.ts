import type { MessageKey } from "../translator";

/** The name of each volatility level, for the pages and the slot catalogue (modules/slots/catalogue.ts). */
export const VOLATILITY_KEY = {
  low: "slot.volatilityLow",
  medium: "slot.volatilityMedium",
  high: "slot.volatilityHigh",
  very_high: "slot.volatilityVeryHigh",
} as const satisfies Record<string, MessageKey>;
