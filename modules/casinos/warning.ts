/**
 * Warnings that match the data (issue 15): when a casino is "warned", and why.
 *
 * A casino is warned when it is on our blacklist, or when its safety index is below
 * {@link WARNING_THRESHOLD}. A warned casino is never recommended: it is left out of every recommending list
 * (top lists, recommendations, where to play, promo spots) by {@link recommendableWhere}, which states the
 * same rule in SQL; its page shows a warning with the reasons, and its outbound link is not a call to action.
 */
import { and, eq, gte, type SQL } from "drizzle-orm";
import { casinos } from "#db/schema";
import type { VerdictPoint } from "./verdict";

/** Below this safety index (the "low" and "very low" bands), a casino is warned. */
export const WARNING_THRESHOLD = 5;

/** What a warning says, most serious first. */
export type WarningReason =
  | "blacklisted"
  | "low_safety"
  | "unresolved_complaints"
  | "no_licence"
  | "weak_licence"
  | "unfair_terms"
  | "withdrawal_limit";

export interface WarningFacts {
  safetyIndex: number;
  isBlacklisted: boolean;
  /** The strongest licence held (strength 1 weak … 3 strong regulator); null when the casino has none. */
  strongestLicence: { name: string; strength: number } | null;
  /** Complaints still unresolved. */
  unresolvedComplaints: number;
  unfairTerms: number;
  /** Monthly withdrawal limit in EUR; null when there is none. */
  withdrawalLimitMonth: number | null;
}

export interface CasinoWarning {
  warned: boolean;
  /** Empty when not warned; otherwise why, most serious first (at least one), with the figures quoted. */
  reasons: VerdictPoint<WarningReason>[];
}

/** A monthly withdrawal limit below this (EUR) is a reason worth naming in a warning. */
export const LOW_WITHDRAWAL_LIMIT = 10_000;

/** The rule itself: blacklisted, or a safety index below the threshold. */
export function isWarned(facts: Pick<WarningFacts, "safetyIndex" | "isBlacklisted">): boolean {
  return facts.isBlacklisted || facts.safetyIndex < WARNING_THRESHOLD;
}

export function casinoWarning(facts: WarningFacts): CasinoWarning {
  const warned = isWarned(facts);
  if (!warned) return { warned, reasons: [] };
  const licence = facts.strongestLicence;
  const limit = facts.withdrawalLimitMonth;
  const candidates: Array<VerdictPoint<WarningReason> | false> = [
    facts.isBlacklisted && { key: "blacklisted", vars: {} },
    facts.safetyIndex < WARNING_THRESHOLD && {
      key: "low_safety",
      vars: { score: facts.safetyIndex, threshold: WARNING_THRESHOLD },
    },
    facts.unresolvedComplaints > 0 && { key: "unresolved_complaints", vars: { count: facts.unresolvedComplaints } },
    licence === null && { key: "no_licence", vars: {} },
    licence !== null && licence.strength <= 1 && { key: "weak_licence", vars: { licence: licence.name } },
    facts.unfairTerms > 0 && { key: "unfair_terms", vars: { count: facts.unfairTerms } },
    limit !== null && limit < LOW_WITHDRAWAL_LIMIT && { key: "withdrawal_limit", vars: { amount: limit } },
  ];
  return { warned, reasons: candidates.filter((c): c is VerdictPoint<WarningReason> => c !== false) };
}

/** The SQL form of "not {@link isWarned}" over the stored safety index: every recommending list adds it to its filter. */
export function recommendableWhere(): SQL {
  return and(eq(casinos.isBlacklisted, false), gte(casinos.safetyIndex, WARNING_THRESHOLD.toFixed(1))) as SQL;
}
