import { describe, expect, it } from "vitest";
import {
  bonusCurrencyProblems,
  launchProblems,
  newnessProblems,
  slotProblems,
  withdrawalProblems,
  type CasinoFacts,
} from "./plausibility";
import { GOOD_NEW_FOR_PORTUGAL, NEW_FOR_PORTUGAL } from "./casinos";

const AS_OF = new Date("2026-11-24T00:00:00Z");

const casino = (facts: Partial<CasinoFacts>): CasinoFacts => ({
  name: "Aurora Spins",
  type: "online-casino",
  launchDate: "2018-03-01",
  publishedAt: new Date("2024-01-10T00:00:00Z"),
  hoursMin: 0,
  hoursMax: 48,
  safety: 8,
  accepted: ["PT", "GB"],
  ...facts,
});

describe("the seed check", () => {
  it("finds launch dates in the future, before online casinos, or after the review", () => {
    expect(launchProblems([casino({})], AS_OF)).toEqual([]);
    expect(launchProblems([casino({ launchDate: "2026-12-01", publishedAt: new Date("2026-12-02") })], AS_OF)).toEqual([
      "Aurora Spins: launches in the future (2026-12-01)",
    ]);
    expect(launchProblems([casino({ launchDate: "1990-05-01" })], AS_OF)).toHaveLength(1);
    expect(launchProblems([casino({ launchDate: "2025-01-01", publishedAt: new Date("2024-12-01") })], AS_OF)).toEqual([
      "Aurora Spins: reviewed (2024-12-01) before it opened",
    ]);
  });

  it("finds withdrawal times no reader would believe", () => {
    expect(withdrawalProblems([casino({}), casino({ type: "crypto-casino", hoursMin: 0, hoursMax: 12 })])).toEqual([]);
    expect(withdrawalProblems([casino({ hoursMin: 48, hoursMax: 24 })])).toEqual([
      "Aurora Spins: withdrawal time 48–24 h",
    ]);
    expect(withdrawalProblems([casino({ hoursMin: 0, hoursMax: 0 })])).toHaveLength(1);
    expect(withdrawalProblems([casino({ hoursMax: 336 })])).toEqual([
      "Aurora Spins: withdrawals take up to 0–336 h, over a week",
    ]);
    expect(withdrawalProblems([casino({ type: "crypto-casino", hoursMax: 120 })])).toEqual([
      "Aurora Spins: a crypto-casino paying out in 0–120 h",
    ]);
    expect(withdrawalProblems([casino({ type: "no-account-casino", hoursMax: 96 })])).toHaveLength(1);
  });

  it("wants new casinos for Portugal, some of them safe, and not everything new", () => {
    const established = Array.from({ length: 30 }, (_, i) => casino({ name: `Old ${i}` }));
    const fresh = (i: number, facts: Partial<CasinoFacts> = {}) =>
      casino({ name: `New ${i}`, launchDate: "2026-02-01", publishedAt: new Date("2026-02-02"), ...facts });
    const enough = Array.from({ length: NEW_FOR_PORTUGAL }, (_, i) =>
      fresh(i, { safety: i < GOOD_NEW_FOR_PORTUGAL ? 7.5 : 6 }),
    );
    expect(newnessProblems([...established, ...enough], AS_OF)).toEqual([]);
    // A 2011 casino is not new, however good: one short.
    expect(newnessProblems([...established, ...enough.slice(0, -1), casino({ name: "2011" })], AS_OF)).toEqual([
      `only ${NEW_FOR_PORTUGAL - 1} new casinos accept Portugal (at least ${NEW_FOR_PORTUGAL})`,
    ]);
    const unsafe = enough.map((c, i) => ({ ...c, safety: i < GOOD_NEW_FOR_PORTUGAL - 1 ? 7.5 : 4 }));
    expect(newnessProblems([...established, ...unsafe], AS_OF)).toEqual([
      `only ${GOOD_NEW_FOR_PORTUGAL - 1} new casinos for Portugal are safe (at least ${GOOD_NEW_FOR_PORTUGAL})`,
    ]);
    const notPortugal = enough.map((c, i) => (i === NEW_FOR_PORTUGAL - 1 ? { ...c, accepted: ["GB"] } : c));
    expect(newnessProblems([...established, ...notPortugal], AS_OF)).toContain(
      `only ${NEW_FOR_PORTUGAL - 1} new casinos accept Portugal (at least ${NEW_FOR_PORTUGAL})`,
    );
    const allNew = Array.from({ length: 10 }, (_, i) => fresh(i));
    expect(newnessProblems(allNew, AS_OF)).toContain("10 of 10 casinos are new");
  });

  it("finds a market's bonus in a foreign currency, or in money its casino does not take", () => {
    const bonus = { slug: "welcome", currency: "GBP", countries: ["GB", "IE"], casinoCurrencies: ["EUR", "GBP"] };
    expect(bonusCurrencyProblems([bonus])).toEqual([]);
    expect(bonusCurrencyProblems([{ ...bonus, countries: ["GB", "PT"] }])).toEqual([
      "welcome: offered in PT in GBP, not EUR",
    ]);
    expect(bonusCurrencyProblems([{ ...bonus, currency: "EUR", countries: ["BD"] }])).toEqual([
      "welcome: offered in BD in EUR, not BDT",
    ]);
    expect(bonusCurrencyProblems([{ ...bonus, casinoCurrencies: ["EUR"] }])).toEqual([
      "welcome: in GBP, which its casino does not take",
    ]);
  });

  it("finds slots released in the future or before their studio, or themed against their name", () => {
    const slot = {
      name: "Golden Pharaoh",
      releaseDate: "2020-05-01",
      providerFounded: 2015,
      themes: ["ancient-egypt"],
    };
    expect(slotProblems([slot, { ...slot, name: "Brave Harbour", themes: ["fantasy"] }], AS_OF)).toEqual([]);
    expect(slotProblems([{ ...slot, releaseDate: "2027-01-01" }], AS_OF)).toEqual([
      "Golden Pharaoh: released in the future (2027-01-01)",
    ]);
    expect(slotProblems([{ ...slot, providerFounded: 2021 }], AS_OF)).toEqual([
      "Golden Pharaoh: released 2020-05-01, before its studio was founded (2021)",
    ]);
    expect(slotProblems([{ ...slot, themes: ["candy"] }], AS_OF)).toEqual([
      "Golden Pharaoh: themed candy, its name says ancient-egypt",
    ]);
  });
});
