import { describe, expect, expectTypeOf, it } from "vitest";
import { computeSafetyIndex, SAFETY_BASE, safetyBand, type ComplaintStatus, type SafetyFacts } from "./safety-index";

const AS_OF = "2025-06-01";

function complaints(count: number, status: ComplaintStatus, createdAt = "2025-01-01") {
  return Array.from({ length: count }, () => ({ status, createdAt }));
}

/** Six hand-made casinos from very high to very low, each sum worked out by hand. */
const CASES: Array<{ name: string; facts: SafetyFacts; score: number; band: string; factors: Record<string, number> }> =
  [
    {
      name: "old, very large, three solid licences",
      facts: {
        asOf: AS_OF,
        launchDate: "2010-03-01",
        licences: [{ strength: 3 }, { strength: 3 }, { strength: 2 }],
        sizeTier: 5,
        complaints: [
          ...complaints(10, "resolved"),
          ...complaints(3, "rejected"),
          { status: "unresolved", createdAt: "2025-02-21" }, // 100 days: weight 1, halved by the strong regulator
          { status: "unresolved", createdAt: "2023-03-22" }, // 802 days: weight 0.25, halved
        ],
        unfairTerms: 0,
        withdrawalLimitMonth: null,
        isBlacklisted: false,
      },
      // 5 + 2.0 + 0.6 + 1.0 + 0.8 + 0.5 − 0.4 (0.6 × 0.625 = 0.375)
      score: 9.5,
      band: "very_high",
      factors: {
        licence: 2,
        extra_licences: 0.6,
        size: 1,
        age: 0.8,
        complaint_ratio: 0.5,
        unresolved_complaints: -0.4,
      },
    },
    {
      name: "established, strong licence, one unfair term",
      facts: {
        asOf: AS_OF,
        launchDate: "2012-09-10",
        licences: [{ strength: 3 }, { strength: 2 }],
        sizeTier: 3,
        complaints: complaints(4, "resolved"),
        unfairTerms: 1,
        withdrawalLimitMonth: 50_000,
        isBlacklisted: false,
      },
      score: 8.3,
      band: "high",
      factors: { licence: 2, extra_licences: 0.3, size: 0.2, age: 0.8, complaint_ratio: 0.5, unfair_terms: -0.5 },
    },
    {
      name: "small but strongly licensed, one fresh unresolved complaint",
      facts: {
        asOf: AS_OF,
        launchDate: "2017-04-01",
        licences: [{ strength: 3 }],
        sizeTier: 2,
        complaints: [...complaints(3, "resolved"), { status: "unresolved", createdAt: "2025-05-02" }],
        unfairTerms: 0,
        withdrawalLimitMonth: 50_000,
        isBlacklisted: false,
      },
      score: 7,
      band: "above_average",
      factors: { licence: 2, size: -0.2, age: 0.5, unresolved_complaints: -0.3 },
    },
    {
      name: "large, middle licence, two unresolved complaints",
      facts: {
        asOf: AS_OF,
        launchDate: "2021-01-15",
        licences: [{ strength: 2 }],
        sizeTier: 4,
        complaints: [
          ...complaints(6, "resolved"),
          { status: "unresolved", createdAt: "2024-11-13" }, // 200 days: weight 1
          { status: "unresolved", createdAt: "2024-04-27" }, // 400 days: weight 0.5
        ],
        unfairTerms: 1,
        withdrawalLimitMonth: 20_000,
        isBlacklisted: false,
      },
      // 8 accepted complaints against a norm of 16: half the norm
      score: 6.1,
      band: "average",
      factors: {
        licence: 1.2,
        size: 0.6,
        age: 0.2,
        complaint_ratio: 0.5,
        unresolved_complaints: -0.9,
        unfair_terms: -0.5,
      },
    },
    {
      name: "brand new, small, weak licence",
      facts: {
        asOf: AS_OF,
        launchDate: "2025-05-01",
        licences: [{ strength: 1 }],
        sizeTier: 1,
        complaints: [],
        unfairTerms: 0,
        withdrawalLimitMonth: null,
        isBlacklisted: false,
      },
      score: 4.8,
      band: "low",
      factors: { licence: 0.4, size: -0.6, age: -0.5, complaint_ratio: 0.5 },
    },
    {
      name: "blacklisted, many unresolved complaints (clamped at 0)",
      facts: {
        asOf: AS_OF,
        launchDate: "2019-06-01",
        licences: [{ strength: 1 }],
        sizeTier: 2,
        complaints: complaints(9, "unresolved"),
        unfairTerms: 5,
        withdrawalLimitMonth: 8_000,
        isBlacklisted: true,
      },
      // 5 + 0.4 − 0.2 + 0.5 − 1.5 − 3.0 − 2.0 − 0.5 − 4.0 = −5.3, clamped
      score: 0,
      band: "very_low",
      factors: {
        licence: 0.4,
        size: -0.2,
        age: 0.5,
        complaint_ratio: -1.5,
        unresolved_complaints: -3,
        unfair_terms: -2,
        withdrawal_limit: -0.5,
        blacklist: -4,
      },
    },
  ];

describe("computeSafetyIndex", () => {
  it.each(CASES)("scores $name", ({ facts, score, band, factors }) => {
    const result = computeSafetyIndex(facts);
    expect(result.score).toBe(score);
    expect(result.band).toBe(band);
    expect(Object.fromEntries(result.factors.map((f) => [f.key, f.delta]))).toEqual(factors);
  });

  it("puts scores into bands at the published thresholds", () => {
    const bands = [0, 2.9, 3, 4.9, 5, 5.9, 6, 6.9, 7, 7.9, 8, 8.9, 9, 10].map(safetyBand);
    expect(bands).toEqual([
      "very_low",
      "very_low",
      "low",
      "low",
      "below_average",
      "below_average",
      "average",
      "average",
      "above_average",
      "above_average",
      "high",
      "high",
      "very_high",
      "very_high",
    ]);
  });

  it("is the base plus the listed factors when not clamped", () => {
    for (const { facts } of CASES.slice(0, 5)) {
      const { score, factors } = computeSafetyIndex(facts);
      const sum = factors.reduce((tenths, f) => tenths + Math.round(f.delta * 10), SAFETY_BASE * 10);
      expect(score).toBe(sum / 10);
    }
  });

  it("does not take player ratings as an input", () => {
    expectTypeOf<SafetyFacts>().not.toHaveProperty("usersScore");
    expectTypeOf<SafetyFacts>().not.toHaveProperty("ratings");
    const facts = CASES[3]!.facts;
    const withRatings = { ...facts, usersScore: 1, usersScoreCount: 5000, ratings: [1, 1, 1] } as SafetyFacts;
    expect(computeSafetyIndex(withRatings)).toEqual(computeSafetyIndex(facts));
  });

  it("never rises with more unresolved complaints, whatever their age or the regulator", () => {
    for (const strength of [1, 2, 3]) {
      for (const createdAt of ["2025-05-01", "2024-03-01", "2019-01-01"]) {
        let previous = Infinity;
        for (let n = 0; n <= 40; n++) {
          const { score } = computeSafetyIndex({
            ...CASES[1]!.facts,
            licences: [{ strength }],
            complaints: [...complaints(3, "resolved"), ...complaints(n, "unresolved", createdAt)],
          });
          expect(score).toBeLessThanOrEqual(previous);
          previous = score;
        }
      }
    }
  });

  it("keeps every score within 0–10 with one decimal", () => {
    for (let i = 0; i < 500; i++) {
      const { score } = computeSafetyIndex({
        asOf: AS_OF,
        launchDate: `${1995 + (i % 31)}-0${1 + (i % 9)}-15`,
        licences: Array.from({ length: i % 4 }, (_, k) => ({ strength: 1 + ((i + k) % 3) })),
        sizeTier: 1 + (i % 5),
        complaints: [...complaints(i % 7, "resolved"), ...complaints((i * 7) % 13, "unresolved")],
        unfairTerms: i % 6,
        withdrawalLimitMonth: i % 3 === 0 ? null : (i % 17) * 1000,
        isBlacklisted: i % 11 === 0,
      });
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
      expect(Math.round(score * 10) / 10).toBe(score);
    }
  });

  it("measures age against asOf, not the clock", () => {
    const facts = { ...CASES[4]!.facts, asOf: "2030-01-01" };
    expect(computeSafetyIndex(facts).factors.find((f) => f.key === "age")?.delta).toBe(0.2);
  });
});
