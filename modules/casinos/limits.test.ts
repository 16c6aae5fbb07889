import { describe, expect, it } from "vitest";
import { limitsFor, limitsOf, type CasinoLimits } from "./limits";

const eur: CasinoLimits = { currency: "EUR", minDeposit: 10, minWithdrawal: 20, day: 2_000, week: null, month: 10_000 };
const gbp: CasinoLimits = { currency: "GBP", minDeposit: 10, minWithdrawal: 20, day: 2_000, week: null, month: 8_000 };
const bdt: CasinoLimits = {
  currency: "BDT",
  minDeposit: 1_000,
  minWithdrawal: 2_000,
  day: null,
  week: null,
  month: null,
};

describe("limitsFor: the visitor's currency when the casino publishes it", () => {
  it("takes the limits in the visitor's currency", () => {
    expect(limitsFor([eur, gbp, bdt], "BDT")).toBe(bdt);
    expect(limitsFor([eur, gbp, bdt], "GBP")).toBe(gbp);
  });

  it("falls back to the EUR limits, unconverted, when the casino has none in the visitor's currency", () => {
    expect(limitsFor([eur, gbp], "BDT")).toEqual(eur);
    expect(limitsFor([gbp, eur], null)).toEqual(eur);
  });

  it("uses the only published set when there is no EUR one", () => {
    expect(limitsFor([gbp], "UAH")).toBe(gbp);
  });
});

describe("limitsOf", () => {
  it("reads the database's numerics, keeping a missing limit missing", () => {
    expect(
      limitsOf("UAH", {
        minDeposit: "400.00",
        minWithdrawal: "800.00",
        withdrawalLimitDay: null,
        withdrawalLimitWeek: "40000.00",
        withdrawalLimitMonth: null,
      }),
    ).toEqual({ currency: "UAH", minDeposit: 400, minWithdrawal: 800, day: null, week: 40_000, month: null });
  });
});
