import {
  AGE_BRACKETS,
  BLACKLIST_DELTA,
  COMPLAINT_RATIO_BRACKETS,
  EXPECTED_COMPLAINTS_BY_TIER,
  EXTRA_LICENCE_CAP,
  EXTRA_LICENCE_DELTA,
  EXTRA_LICENCE_MIN_STRENGTH,
  LICENCE_DELTA_BY_STRENGTH,
  NO_LICENCE_DELTA,
  SAFETY_BANDS,
  SAFETY_BASE,
  SAFETY_MAX,
  SAFETY_MIN,
  SIZE_DELTA_BY_TIER,
  STRONG_REGULATOR_STRENGTH,
  STRONG_REGULATOR_WEIGHT,
  UNFAIR_TERM_DELTA,
  UNFAIR_TERMS_CAP,
  UNRESOLVED_AGE_WEIGHTS,
  UNRESOLVED_CAP,
  UNRESOLVED_PENALTY,
  WITHDRAWAL_LIMIT_BRACKETS,
} from "./safety-index";

/** Infinity (the open end of a bracket table) as null, which survives the trip to the browser. */
const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** The method of the safety index as data, straight from the constants that compute it (the /safety-index page). */
export function safetyMethod() {
  return {
    base: SAFETY_BASE,
    min: SAFETY_MIN,
    max: SAFETY_MAX,
    licence: {
      byStrength: Object.entries(LICENCE_DELTA_BY_STRENGTH)
        .map(([strength, delta]) => ({ strength: Number(strength), delta }))
        .sort((a, b) => b.strength - a.strength),
      none: NO_LICENCE_DELTA,
      extra: { minStrength: EXTRA_LICENCE_MIN_STRENGTH, each: EXTRA_LICENCE_DELTA, cap: EXTRA_LICENCE_CAP },
    },
    size: Object.entries(SIZE_DELTA_BY_TIER).map(([tier, delta]) => ({ tier: Number(tier), delta })),
    age: AGE_BRACKETS.map((b) => ({ ...b })),
    complaints: {
      expected: Object.entries(EXPECTED_COMPLAINTS_BY_TIER).map(([tier, count]) => ({ tier: Number(tier), count })),
      brackets: COMPLAINT_RATIO_BRACKETS.map((b) => ({ maxRatio: finite(b.maxRatio), delta: b.delta })),
    },
    unresolved: {
      penalty: UNRESOLVED_PENALTY,
      cap: UNRESOLVED_CAP,
      weights: UNRESOLVED_AGE_WEIGHTS.map((b) => ({ maxDays: finite(b.maxDays), weight: b.weight })),
      strongStrength: STRONG_REGULATOR_STRENGTH,
      strongWeight: STRONG_REGULATOR_WEIGHT,
    },
    unfairTerms: { each: UNFAIR_TERM_DELTA, cap: UNFAIR_TERMS_CAP },
    withdrawal: WITHDRAWAL_LIMIT_BRACKETS.map((b) => ({ ...b })),
    blacklist: BLACKLIST_DELTA,
    bands: SAFETY_BANDS.map((b) => ({ ...b })),
  };
}

export type SafetyMethod = ReturnType<typeof safetyMethod>;
