import { describe, expect, it } from "vitest";
import { casinoWarning, WARNING_THRESHOLD, type WarningFacts } from "./warning";

const safe: WarningFacts = {
  safetyIndex: 8.2,
  isBlacklisted: false,
  strongestLicence: { name: "Malta Gaming Authority", strength: 3 },
  unresolvedComplaints: 1,
  unfairTerms: 0,
  withdrawalLimitMonth: null,
};

describe("casinoWarning", () => {
  it("does not warn about a casino at or above the threshold that is not blacklisted", () => {
    expect(casinoWarning(safe)).toEqual({ warned: false, reasons: [] });
    expect(casinoWarning({ ...safe, safetyIndex: WARNING_THRESHOLD }).warned).toBe(false);
  });

  it("always warns about a blacklisted casino, whatever its index", () => {
    const warning = casinoWarning({ ...safe, isBlacklisted: true });
    expect(warning.warned).toBe(true);
    expect(warning.reasons.map((r) => r.key)).toEqual(["blacklisted", "unresolved_complaints"]);
  });

  it("warns below the threshold and names every fact that pulls the casino down, most serious first", () => {
    const warning = casinoWarning({
      safetyIndex: 2.9,
      isBlacklisted: false,
      strongestLicence: { name: "Anjouan", strength: 1 },
      unresolvedComplaints: 4,
      unfairTerms: 2,
      withdrawalLimitMonth: 4_000,
    });
    expect(warning).toEqual({
      warned: true,
      reasons: [
        { key: "low_safety", vars: { score: 2.9, threshold: WARNING_THRESHOLD } },
        { key: "unresolved_complaints", vars: { count: 4 } },
        { key: "weak_licence", vars: { licence: "Anjouan" } },
        { key: "unfair_terms", vars: { count: 2 } },
        { key: "withdrawal_limit", vars: { amount: 4_000 } },
      ],
    });
  });

  it("names a missing licence", () => {
    const warning = casinoWarning({ ...safe, safetyIndex: 1.5, strongestLicence: null, unresolvedComplaints: 0 });
    expect(warning.reasons.map((r) => r.key)).toEqual(["low_safety", "no_licence"]);
  });
});
