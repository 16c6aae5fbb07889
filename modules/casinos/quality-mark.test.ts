import { describe, expect, it } from "vitest";
import { earnsQualityMark, QUALITY_MARK_LICENCE_STRENGTH, QUALITY_MARK_MIN_SAFETY } from "./quality-mark";
import { expertChecklist, type VerdictFacts } from "./verdict";
import { WARNING_THRESHOLD } from "./warning";

/** A casino that passes every checklist item with a strong regulator's licence. */
const holder: VerdictFacts = {
  asOf: "2026-11-24",
  launchDate: "2012-03-01",
  strongestLicence: { name: "UK Gambling Commission", strength: QUALITY_MARK_LICENCE_STRENGTH },
  withdrawalHoursMax: 24,
  withdrawalLimitMonth: null,
  minDeposit: 10,
  minWithdrawal: 20,
  unfairTerms: 0,
  hasLiveChat: true,
  hasVipClub: true,
  isCrypto: false,
  isBlacklisted: false,
  sizeTier: 4,
  complaints: { counted: 5, unresolved: 0 },
  providers: 40,
};

describe("earnsQualityMark", () => {
  it("awards the mark to a casino passing every item with a strong licence and a safety index of 8 or more", () => {
    expect(expertChecklist(holder).every((item) => item.passed)).toBe(true);
    expect(earnsQualityMark(holder, QUALITY_MARK_MIN_SAFETY)).toBe(true);
    expect(earnsQualityMark(holder, 9.6)).toBe(true);
  });

  it("refuses it just below the safety minimum", () => {
    expect(earnsQualityMark(holder, QUALITY_MARK_MIN_SAFETY - 0.1)).toBe(false);
  });

  it("refuses it when any one checklist item fails", () => {
    const failing: Array<[string, Partial<VerdictFacts>]> = [
      ["withdrawals", { withdrawalHoursMax: 120 }],
      ["withdrawal_limit", { withdrawalLimitMonth: 3_000 }],
      ["complaints", { complaints: { counted: 5, unresolved: 4 } }],
      ["terms", { unfairTerms: 1 }],
      ["support", { hasLiveChat: false }],
    ];
    for (const [item, change] of failing) {
      const facts = { ...holder, ...change };
      expect(
        expertChecklist(facts)
          .filter((i) => !i.passed)
          .map((i) => i.key),
        item,
      ).toContain(item);
      expect(earnsQualityMark(facts, 9), item).toBe(false);
    }
  });

  it("asks for a strong regulator: a medium licence passes the checklist but does not earn the mark", () => {
    const medium = { ...holder, strongestLicence: { name: "Curaçao eGaming", strength: 2 } };
    expect(expertChecklist(medium).find((item) => item.key === "licence")?.passed).toBe(true);
    expect(earnsQualityMark(medium, 9)).toBe(false);
    expect(earnsQualityMark({ ...holder, strongestLicence: null }, 9)).toBe(false);
  });

  it("never goes to a blacklisted casino, whatever its index", () => {
    expect(earnsQualityMark({ ...holder, isBlacklisted: true }, 9.9)).toBe(false);
  });

  it("is not given on unknown complaint data", () => {
    expect(earnsQualityMark({ ...holder, complaints: null }, 9)).toBe(false);
  });

  it("asks more than not being warned", () => {
    expect(QUALITY_MARK_MIN_SAFETY).toBeGreaterThan(WARNING_THRESHOLD);
  });
});
