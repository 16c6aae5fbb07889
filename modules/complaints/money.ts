import type { ComplaintCurrency } from "#contracts/complaints";

/**
 * Euros per unit of each currency a complaint may be in: a fixed reference (November 2026), good enough
 * for the service's "money returned" figure, which is a rounded total (docs/decisions/0018).
 */
export const EUR_PER_UNIT: Readonly<Record<ComplaintCurrency, number>> = {
  EUR: 1,
  USD: 0.92,
  GBP: 1.17,
  BRL: 0.17,
  UAH: 0.022,
  BDT: 0.0077,
  MXN: 0.05,
  ARS: 0.00095,
  PEN: 0.24,
  CAD: 0.66,
};
