/**
 * Safety Index: how likely a player is to be paid by a casino, on a 0–10 scale.
 *
 * It rates the chance of getting your winnings, not how much fun the casino is, and it uses facts only.
 * Player ratings and reviews are deliberately left out, so a crowd of happy (or angry) voters cannot move it.
 *
 * How the number is built (every step is published, so anyone can redo the sum):
 *
 * 1. Start from a base of 5.0 ({@link SAFETY_BASE}).
 * 2. Licence: the strongest regulator counts most. A strong one (strength 3, e.g. Malta, UK) adds 2.0, a
 *    middle one (2) adds 1.2, a weak one (1) adds 0.4; no licence at all takes 2.5 away. Each further licence
 *    of strength 2 or more adds 0.3, up to 0.6.
 * 3. Size: a big casino can pay big wins and has more to lose. Tier 1 (small) takes 0.6 away … tier 5 (very
 *    large) adds 1.0.
 * 4. Age: a long record counts. Under one year takes 0.5 away; 2 years adds 0.2, 5 years 0.5, 10 years 0.8.
 *    Age is measured on the `asOf` date given with the facts, never on the clock.
 * 5. Complaints relative to size: complaints we accepted (rejected ones do not count) are compared with what
 *    a casino of that size normally gets. Half or less of the norm adds 0.5; up to the norm changes nothing;
 *    up to twice the norm takes 0.7 away; more takes 1.5 away.
 * 6. Unresolved complaints: each one takes 0.6 away, counted in full in its first year, half in the second and
 *    a quarter after that; and halved when a strong regulator (strength 3) licenses the casino, since the
 *    player can still turn to it. The total is capped at 3.0.
 * 7. Unfair terms found in the T&Cs: 0.5 each, capped at 2.0.
 * 8. Monthly withdrawal limit: below €5,000 takes 1.0 away, below €10,000 takes 0.5 away.
 * 9. Blacklist: a casino on our blacklist loses 4.0.
 *
 * Each step's change is rounded to one decimal and listed as a factor; the score is the base plus the factors,
 * kept within 0–10. The word shown next to the number ({@link SAFETY_BANDS}): 9 and above very high, 8 high,
 * 7 above average, 6 average, 5 below average, 3 low, under 3 very low. A change of 0.5 or more is significant.
 */
import type { complaintStatusEnum } from "#db/schema/complaints";

export type ComplaintStatus = (typeof complaintStatusEnum.enumValues)[number];

export type SafetyBand = "very_low" | "low" | "below_average" | "average" | "above_average" | "high" | "very_high";

export interface SafetyFacts {
  /** The day the index is computed for; ages are measured up to it. */
  asOf: Date | string;
  launchDate: Date | string;
  /** One entry per licence held; strength 1 (weak) … 3 (strong regulator). */
  licences: ReadonlyArray<{ strength: number }>;
  /** 1 (small) … 5 (very large). */
  sizeTier: number;
  complaints: ReadonlyArray<{ status: ComplaintStatus; createdAt: Date | string }>;
  unfairTerms: number;
  /** Monthly withdrawal limit in EUR; null when there is none. */
  withdrawalLimitMonth: number | null;
  isBlacklisted: boolean;
}

export interface SafetyFactor {
  key:
    | "licence"
    | "extra_licences"
    | "size"
    | "age"
    | "complaint_ratio"
    | "unresolved_complaints"
    | "unfair_terms"
    | "withdrawal_limit"
    | "blacklist";
  delta: number;
}

export interface SafetyResult {
  score: number;
  band: SafetyBand;
  factors: SafetyFactor[];
}

export const SAFETY_BASE = 5;
export const SAFETY_MIN = 0;
export const SAFETY_MAX = 10;

export const LICENCE_DELTA_BY_STRENGTH: Readonly<Record<1 | 2 | 3, number>> = { 1: 0.4, 2: 1.2, 3: 2.0 };
export const NO_LICENCE_DELTA = -2.5;
export const EXTRA_LICENCE_MIN_STRENGTH = 2;
export const EXTRA_LICENCE_DELTA = 0.3;
export const EXTRA_LICENCE_CAP = 0.6;

export const SIZE_DELTA_BY_TIER: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = {
  1: -0.6,
  2: -0.2,
  3: 0.2,
  4: 0.6,
  5: 1.0,
};

/** First bracket whose `minYears` the casino's age reaches. */
export const AGE_BRACKETS: ReadonlyArray<{ minYears: number; delta: number }> = [
  { minYears: 10, delta: 0.8 },
  { minYears: 5, delta: 0.5 },
  { minYears: 2, delta: 0.2 },
  { minYears: 1, delta: 0 },
  { minYears: 0, delta: -0.5 },
];

/** Accepted complaints a casino of each size tier normally collects over its life. */
export const EXPECTED_COMPLAINTS_BY_TIER: Readonly<Record<1 | 2 | 3 | 4 | 5, number>> = {
  1: 2,
  2: 4,
  3: 8,
  4: 16,
  5: 32,
};

/** First bracket whose `maxRatio` the complaints / expected ratio does not exceed. */
export const COMPLAINT_RATIO_BRACKETS: ReadonlyArray<{ maxRatio: number; delta: number }> = [
  { maxRatio: 0.5, delta: 0.5 },
  { maxRatio: 1, delta: 0 },
  { maxRatio: 2, delta: -0.7 },
  { maxRatio: Infinity, delta: -1.5 },
];

export const UNRESOLVED_PENALTY = 0.6;
export const UNRESOLVED_CAP = 3.0;
/** First bracket whose `maxDays` the complaint's age does not exceed. */
export const UNRESOLVED_AGE_WEIGHTS: ReadonlyArray<{ maxDays: number; weight: number }> = [
  { maxDays: 365, weight: 1 },
  { maxDays: 730, weight: 0.5 },
  { maxDays: Infinity, weight: 0.25 },
];
export const STRONG_REGULATOR_STRENGTH = 3;
export const STRONG_REGULATOR_WEIGHT = 0.5;

export const UNFAIR_TERM_DELTA = -0.5;
export const UNFAIR_TERMS_CAP = 2.0;

/** First bracket whose `below` (EUR per month) the limit is under. */
export const WITHDRAWAL_LIMIT_BRACKETS: ReadonlyArray<{ below: number; delta: number }> = [
  { below: 5_000, delta: -1.0 },
  { below: 10_000, delta: -0.5 },
];

export const BLACKLIST_DELTA = -4.0;

/** Highest band first: a score gets the first band whose `min` it reaches. */
export const SAFETY_BANDS: ReadonlyArray<{ min: number; band: SafetyBand }> = [
  { min: 9, band: "very_high" },
  { min: 8, band: "high" },
  { min: 7, band: "above_average" },
  { min: 6, band: "average" },
  { min: 5, band: "below_average" },
  { min: 3, band: "low" },
  { min: 0, band: "very_low" },
];

const DAY_MS = 86_400_000;

export function computeSafetyIndex(facts: SafetyFacts): SafetyResult {
  const asOf = toTime(facts.asOf);
  const strongest = Math.max(0, ...facts.licences.map((l) => clampInt(l.strength, 1, 3)));
  const counted = facts.complaints.filter((c) => c.status !== "rejected");
  const unresolved = counted.filter((c) => c.status === "unresolved");
  const tier = clampInt(facts.sizeTier, 1, 5) as 1 | 2 | 3 | 4 | 5;

  const deltas: Array<[SafetyFactor["key"], number]> = [
    ["licence", strongest === 0 ? NO_LICENCE_DELTA : LICENCE_DELTA_BY_STRENGTH[strongest as 1 | 2 | 3]],
    ["extra_licences", extraLicencesDelta(facts.licences, strongest)],
    ["size", SIZE_DELTA_BY_TIER[tier]],
    ["age", ageDelta((asOf - toTime(facts.launchDate)) / DAY_MS / 365.25)],
    ["complaint_ratio", complaintRatioDelta(counted.length / EXPECTED_COMPLAINTS_BY_TIER[tier])],
    ["unresolved_complaints", -unresolvedPenalty(unresolved, asOf, strongest)],
    ["unfair_terms", Math.max(-UNFAIR_TERMS_CAP, UNFAIR_TERM_DELTA * Math.max(0, facts.unfairTerms))],
    ["withdrawal_limit", withdrawalLimitDelta(facts.withdrawalLimitMonth)],
    ["blacklist", facts.isBlacklisted ? BLACKLIST_DELTA : 0],
  ];

  const factors: SafetyFactor[] = [];
  let tenths = SAFETY_BASE * 10;
  for (const [key, delta] of deltas) {
    const deltaTenths = Math.round(delta * 10);
    if (deltaTenths === 0) continue;
    tenths += deltaTenths;
    factors.push({ key, delta: deltaTenths / 10 });
  }
  const score = Math.min(SAFETY_MAX * 10, Math.max(SAFETY_MIN * 10, tenths)) / 10;
  return { score, band: safetyBand(score), factors };
}

export function safetyBand(score: number): SafetyBand {
  return first(SAFETY_BANDS, (b) => score >= b.min).band;
}

function extraLicencesDelta(licences: SafetyFacts["licences"], strongest: number): number {
  const solid = licences.filter((l) => l.strength >= EXTRA_LICENCE_MIN_STRENGTH).length;
  // The strongest licence is already counted by the "licence" factor.
  const extra = strongest >= EXTRA_LICENCE_MIN_STRENGTH ? solid - 1 : solid;
  return Math.min(EXTRA_LICENCE_CAP, EXTRA_LICENCE_DELTA * Math.max(0, extra));
}

function ageDelta(years: number): number {
  return first(AGE_BRACKETS, (b) => years >= b.minYears).delta;
}

function complaintRatioDelta(ratio: number): number {
  return first(COMPLAINT_RATIO_BRACKETS, (b) => ratio <= b.maxRatio).delta;
}

function unresolvedPenalty(unresolved: SafetyFacts["complaints"], asOf: number, strongest: number): number {
  const regulatorWeight = strongest >= STRONG_REGULATOR_STRENGTH ? STRONG_REGULATOR_WEIGHT : 1;
  const weight = unresolved.reduce((sum, c) => {
    const ageDays = Math.max(0, (asOf - toTime(c.createdAt)) / DAY_MS);
    return sum + regulatorWeight * first(UNRESOLVED_AGE_WEIGHTS, (b) => ageDays <= b.maxDays).weight;
  }, 0);
  return Math.min(UNRESOLVED_CAP, UNRESOLVED_PENALTY * weight);
}

function withdrawalLimitDelta(limit: number | null): number {
  if (limit === null) return 0;
  return WITHDRAWAL_LIMIT_BRACKETS.find((b) => limit < b.below)?.delta ?? 0;
}

/** The first bracket that matches, or the last one (every table ends with a catch-all). */
function first<B>(brackets: ReadonlyArray<B>, matches: (b: B) => boolean): B {
  const found = brackets.find(matches) ?? brackets[brackets.length - 1];
  if (found === undefined) throw new Error("empty bracket table");
  return found;
}

function clampInt(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

function toTime(value: Date | string): number {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) throw new RangeError(`invalid date: ${String(value)}`);
  return time;
}
