/**
 * Demo prices in the markets' currencies. A casino sets its own price list per currency (a £10 minimum deposit
 * next to a €10 one, ৳1,000 in Bangladesh); these steps are the demo's price lists, written once into the
 * data. The site never applies them: it shows the amounts stored, in their currency.
 */
import { MARKETS } from "#contracts/markets";
import { REFERENCE_CURRENCY } from "#contracts/money";

/** How many units of each market currency a demo casino asks where it asks one euro. */
const PRICE_STEP: Readonly<Record<string, number>> = {
  EUR: 1,
  GBP: 1,
  BDT: 100,
  UAH: 40,
  MXN: 20,
  ARS: 1_000,
  PEN: 4,
};

/** The markets' currencies other than the reference one: those a casino publishes its own limits in. */
export const LOCAL_CURRENCIES: readonly string[] = [...new Set(MARKETS.map((m) => m.currency))].filter(
  (c) => c !== REFERENCE_CURRENCY,
);

/** The amount a demo casino asks in `currency` where it asks `euros`: a round figure of that currency. */
export function localPrice(euros: number, currency: string): number {
  const step = PRICE_STEP[currency];
  if (step === undefined) throw new Error(`no demo price list in ${currency}`);
  const value = euros * step;
  if (value < 1) return Math.round(value * 100) / 100;
  // Two significant figures: 1,500 not 1,523.
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** The currency of each market country: a casino that takes a market's players takes its money. */
export function marketCurrenciesOf(countries: readonly string[]): string[] {
  return [...new Set(MARKETS.filter((m) => countries.includes(m.code)).map((m) => m.currency))];
}
