/** An amount with its currency (ISO 4217): no amount travels without one. */
export interface Money {
  value: number;
  currency: string;
}

/**
 * The currency of the reference figures every casino publishes (casinos' limits, the safety method's
 * thresholds, complaint totals): what the site compares amounts in. Never a conversion target.
 */
export const REFERENCE_CURRENCY = "EUR";
