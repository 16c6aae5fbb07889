import { REFERENCE_CURRENCY } from "#contracts/money";

/** A casino's deposit and withdrawal limits in one currency, as the casino publishes them. */
export interface CasinoLimits {
  currency: string;
  minDeposit: number;
  minWithdrawal: number;
  day: number | null;
  week: number | null;
  month: number | null;
}

/** A row of limits as the database gives them (numerics as strings). */
export interface LimitColumns {
  minDeposit: string;
  minWithdrawal: string;
  withdrawalLimitDay: string | null;
  withdrawalLimitWeek: string | null;
  withdrawalLimitMonth: string | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));

export function limitsOf(currency: string, row: LimitColumns): CasinoLimits {
  return {
    currency,
    minDeposit: Number(row.minDeposit),
    minWithdrawal: Number(row.minWithdrawal),
    day: num(row.withdrawalLimitDay),
    week: num(row.withdrawalLimitWeek),
    month: num(row.withdrawalLimitMonth),
  };
}

/**
 * The limits a visitor sees: the ones the casino publishes in the visitor's currency when it has them, else the
 * reference ones (EUR), labelled as such. Never a conversion: a missing currency is shown as missing.
 */
export function limitsFor(published: readonly CasinoLimits[], currency: string | null): CasinoLimits {
  const reference = published.find((l) => l.currency === REFERENCE_CURRENCY) ?? published[0];
  if (!reference) throw new Error("a casino publishes its limits in at least one currency");
  return published.find((l) => l.currency === currency) ?? reference;
}
