import { describe, expect, it } from "vitest";
import { casinoNegatives, casinoPositives, expertChecklist, type VerdictFacts } from "./verdict";

const good: VerdictFacts = {
  asOf: "2026-11-24",
  launchDate: "2012-03-01",
  strongestLicence: { name: "UK Gambling Commission", strength: 3 },
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

/** The blacklisted casino of the issue: safety 0.0, no complaints answered, a weak licence. */
const bad: VerdictFacts = {
  ...good,
  launchDate: "2025-09-01",
  strongestLicence: { name: "Anjouan Gaming", strength: 1 },
  withdrawalHoursMax: 120,
  withdrawalLimitMonth: 3_000,
  minWithdrawal: 100,
  unfairTerms: 3,
  hasLiveChat: false,
  hasVipClub: false,
  isBlacklisted: true,
  sizeTier: 1,
  complaints: { counted: 6, unresolved: 5 },
  providers: 8,
};

const passed = (facts: VerdictFacts) =>
  Object.fromEntries(expertChecklist(facts).map((item) => [item.key, item.passed] as const));

describe("expertChecklist", () => {
  it("passes every item for a casino whose facts are all good", () => {
    expect(Object.values(passed(good)).every(Boolean)).toBe(true);
    expect(expertChecklist(good).map((i) => i.key)).toEqual([
      "licence",
      "withdrawals",
      "withdrawal_limit",
      "complaints",
      "terms",
      "support",
      "blacklist",
    ]);
  });

  it("fails the items the facts contradict: complaints from complaint data, licence from licence strength", () => {
    expect(passed(bad)).toEqual({
      licence: false,
      withdrawals: false,
      withdrawal_limit: false,
      complaints: false,
      terms: false,
      support: false,
      blacklist: false,
    });
    const complaints = expertChecklist(bad).find((i) => i.key === "complaints");
    expect(complaints?.note).toEqual({ key: "complaintsUnresolved", vars: { count: 5, total: 6 } });
  });

  it("words a licence by its strength, and its absence", () => {
    const note = (strength: number | null) =>
      expertChecklist({ ...good, strongestLicence: strength === null ? null : { name: "X", strength } })[0]?.note.key;
    expect([note(3), note(2), note(1), note(null)]).toEqual([
      "licenceStrong",
      "licenceMedium",
      "licenceWeak",
      "licenceNone",
    ]);
  });

  it("says there are no complaints yet, and leaves the item out when complaint data is not loaded", () => {
    const none = expertChecklist({ ...good, complaints: { counted: 0, unresolved: 0 } });
    expect(none.find((i) => i.key === "complaints")?.note.key).toBe("complaintsNone");
    expect(expertChecklist({ ...good, complaints: null }).some((i) => i.key === "complaints")).toBe(false);
  });
});

describe("casinoPositives and casinoNegatives", () => {
  it("derive the strong points from the facts, the most telling first", () => {
    expect(casinoPositives(good).map((p) => p.key)).toEqual([
      "strongLicence",
      "fastWithdrawals",
      "noLimits",
      "fewComplaints",
      "liveChat",
      "lowMinDeposit",
      "vipClub",
      "trackRecord",
      "bigLobby",
    ]);
    expect(casinoNegatives(good)).toEqual([]);
  });

  it("never praise a blacklisted casino's licence or complaint handling", () => {
    const positives = casinoPositives(bad).map((p) => p.key);
    expect(positives).not.toContain("strongLicence");
    expect(positives).not.toContain("fewComplaints");
    expect(casinoNegatives(bad).map((n) => n.key)).toEqual([
      "blacklisted",
      "unresolved",
      "weakLicence",
      "unfairTerms",
      "withdrawalLimit",
      "slowWithdrawals",
      "newCasino",
      "noLiveChat",
      "highMinWithdrawal",
    ]);
  });

  it("quote the figures they talk about", () => {
    expect(casinoNegatives(bad).find((n) => n.key === "withdrawalLimit")?.vars).toEqual({ amount: 3_000 });
    expect(casinoPositives(good).find((p) => p.key === "trackRecord")?.vars).toEqual({ year: 2012 });
  });
});
