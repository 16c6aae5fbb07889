/**
 * The expert checklist, positives and negatives of a casino, derived from the facts they talk about (issue 15),
 * so that they cannot contradict the page: licence items from the licences' strength, complaint items from the
 * complaint data, withdrawal items from the withdrawal times and limits. Nothing is stored: every item is a key
 * and the figures it quotes; the page words it in the visitor's language (the `trust` catalog namespace).
 */
import { EXPECTED_COMPLAINTS_BY_TIER } from "./safety-index";
import { LOW_WITHDRAWAL_LIMIT } from "./warning";

export interface VerdictFacts {
  /** The day the verdict is given for: ages are measured up to it. */
  asOf: Date | string;
  launchDate: Date | string;
  /** The strongest licence held (strength 1 weak … 3 strong regulator); null when the casino has none. */
  strongestLicence: { name: string; strength: number } | null;
  withdrawalHoursMax: number;
  /** Monthly withdrawal limit in EUR; null when there is none. */
  withdrawalLimitMonth: number | null;
  minDeposit: number;
  minWithdrawal: number;
  unfairTerms: number;
  hasLiveChat: boolean;
  hasVipClub: boolean;
  isCrypto: boolean;
  isBlacklisted: boolean;
  sizeTier: number;
  /** Accepted complaints (rejected ones do not count) and those of them unresolved; null when not loaded. */
  complaints: { counted: number; unresolved: number } | null;
  /** Number of game providers; null when not loaded. */
  providers: number | null;
}

/** A point quoted on the page: what it says (a catalog key) and the figures it quotes. */
export interface VerdictPoint<K extends string = string> {
  key: K;
  /**
   * Figures quoted: `amount` is money in EUR, `score` and `threshold` safety indexes, `licence` a licence name,
   * the others plain numbers.
   */
  vars: {
    amount?: number;
    score?: number;
    threshold?: number;
    licence?: string;
    hours?: number;
    year?: number;
    count?: number;
    total?: number;
  };
}

export type ChecklistKey =
  "licence" | "withdrawals" | "withdrawal_limit" | "complaints" | "terms" | "support" | "blacklist";

export interface ChecklistItem {
  key: ChecklistKey;
  passed: boolean;
  /** What the note says, with its figures. */
  note: VerdictPoint;
}

/** Withdrawals paid within this many hours pass the checklist; within FAST count as a positive. */
export const CHECKLIST_WITHDRAWAL_HOURS = 72;
export const FAST_WITHDRAWAL_HOURS = 24;
export const SLOW_WITHDRAWAL_HOURS = 96;
/** The complaints item passes when at most this share of accepted complaints is unresolved. */
export const UNRESOLVED_SHARE_MAX = 0.2;
/** At most this share of the norm for the casino's size counts as "few complaints". */
export const FEW_COMPLAINTS_RATIO = 0.5;
export const LOW_MIN_DEPOSIT = 10;
export const HIGH_MIN_WITHDRAWAL = 50;
export const BIG_LOBBY_PROVIDERS = 15;
export const TRACK_RECORD_YEARS = 10;
export const SHORT_RECORD_YEARS = 2;

const YEAR_MS = 365.25 * 86_400_000;

function yearsOpen(facts: VerdictFacts): number {
  return (new Date(facts.asOf).getTime() - new Date(facts.launchDate).getTime()) / YEAR_MS;
}

export function expertChecklist(facts: VerdictFacts): ChecklistItem[] {
  const licence = facts.strongestLicence;
  const hours = facts.withdrawalHoursMax;
  const limit = facts.withdrawalLimitMonth;
  const items: ChecklistItem[] = [
    {
      key: "licence",
      passed: licence !== null && licence.strength >= 2,
      note:
        licence === null
          ? { key: "licenceNone", vars: {} }
          : {
              key: licence.strength >= 3 ? "licenceStrong" : licence.strength === 2 ? "licenceMedium" : "licenceWeak",
              vars: { licence: licence.name },
            },
    },
    {
      key: "withdrawals",
      passed: hours <= CHECKLIST_WITHDRAWAL_HOURS,
      note: { key: hours <= CHECKLIST_WITHDRAWAL_HOURS ? "withdrawalsFast" : "withdrawalsSlow", vars: { hours } },
    },
    {
      key: "withdrawal_limit",
      passed: limit === null || limit >= LOW_WITHDRAWAL_LIMIT,
      note:
        limit === null
          ? { key: "limitNone", vars: {} }
          : { key: limit >= LOW_WITHDRAWAL_LIMIT ? "limitHigh" : "limitLow", vars: { amount: limit } },
    },
  ];
  if (facts.complaints !== null) {
    const { counted, unresolved } = facts.complaints;
    const passed = unresolved <= counted * UNRESOLVED_SHARE_MAX;
    items.push({
      key: "complaints",
      passed,
      note: {
        key: counted === 0 ? "complaintsNone" : passed ? "complaintsResolved" : "complaintsUnresolved",
        vars: { count: unresolved, total: counted },
      },
    });
  }
  items.push(
    {
      key: "terms",
      passed: facts.unfairTerms === 0,
      note: { key: facts.unfairTerms === 0 ? "termsFair" : "termsUnfair", vars: { count: facts.unfairTerms } },
    },
    {
      key: "support",
      passed: facts.hasLiveChat,
      note: { key: facts.hasLiveChat ? "supportLiveChat" : "supportNoLiveChat", vars: {} },
    },
    {
      key: "blacklist",
      passed: !facts.isBlacklisted,
      note: { key: facts.isBlacklisted ? "blacklisted" : "notBlacklisted", vars: {} },
    },
  );
  return items;
}

export type PositiveKey =
  | "strongLicence"
  | "fastWithdrawals"
  | "noLimits"
  | "fewComplaints"
  | "liveChat"
  | "lowMinDeposit"
  | "crypto"
  | "vipClub"
  | "trackRecord"
  | "bigLobby";

/** The casino's strong points, the most telling first (cards show the first one). */
export function casinoPositives(facts: VerdictFacts): VerdictPoint<PositiveKey>[] {
  const licence = facts.strongestLicence;
  const tier = Math.min(5, Math.max(1, Math.round(facts.sizeTier))) as 1 | 2 | 3 | 4 | 5;
  const candidates: Array<VerdictPoint<PositiveKey> | false> = [
    licence !== null && licence.strength >= 3 && { key: "strongLicence", vars: { licence: licence.name } },
    facts.withdrawalHoursMax <= FAST_WITHDRAWAL_HOURS && {
      key: "fastWithdrawals",
      vars: { hours: facts.withdrawalHoursMax },
    },
    facts.withdrawalLimitMonth === null && { key: "noLimits", vars: {} },
    facts.complaints !== null &&
      facts.complaints.counted <= EXPECTED_COMPLAINTS_BY_TIER[tier] * FEW_COMPLAINTS_RATIO && {
        key: "fewComplaints",
        vars: {},
      },
    facts.hasLiveChat && { key: "liveChat", vars: {} },
    facts.minDeposit <= LOW_MIN_DEPOSIT && { key: "lowMinDeposit", vars: { amount: facts.minDeposit } },
    facts.isCrypto && { key: "crypto", vars: {} },
    facts.hasVipClub && { key: "vipClub", vars: {} },
    yearsOpen(facts) >= TRACK_RECORD_YEARS && {
      key: "trackRecord",
      vars: { year: new Date(facts.launchDate).getUTCFullYear() },
    },
    facts.providers !== null &&
      facts.providers >= BIG_LOBBY_PROVIDERS && { key: "bigLobby", vars: { count: facts.providers } },
  ];
  return candidates.filter((c): c is VerdictPoint<PositiveKey> => c !== false);
}

export type NegativeKey =
  | "blacklisted"
  | "unresolved"
  | "noLicence"
  | "weakLicence"
  | "unfairTerms"
  | "withdrawalLimit"
  | "slowWithdrawals"
  | "newCasino"
  | "noLiveChat"
  | "highMinWithdrawal";

/** The casino's weak points, the most serious first. */
export function casinoNegatives(facts: VerdictFacts): VerdictPoint<NegativeKey>[] {
  const licence = facts.strongestLicence;
  const limit = facts.withdrawalLimitMonth;
  const unresolved = facts.complaints?.unresolved ?? 0;
  const candidates: Array<VerdictPoint<NegativeKey> | false> = [
    facts.isBlacklisted && { key: "blacklisted", vars: {} },
    unresolved > 0 && { key: "unresolved", vars: { count: unresolved } },
    licence === null && { key: "noLicence", vars: {} },
    licence !== null && licence.strength <= 1 && { key: "weakLicence", vars: { licence: licence.name } },
    facts.unfairTerms > 0 && { key: "unfairTerms", vars: { count: facts.unfairTerms } },
    limit !== null && limit < LOW_WITHDRAWAL_LIMIT && { key: "withdrawalLimit", vars: { amount: limit } },
    facts.withdrawalHoursMax >= SLOW_WITHDRAWAL_HOURS && {
      key: "slowWithdrawals",
      vars: { hours: facts.withdrawalHoursMax },
    },
    yearsOpen(facts) < SHORT_RECORD_YEARS && { key: "newCasino", vars: {} },
    !facts.hasLiveChat && { key: "noLiveChat", vars: {} },
    facts.minWithdrawal >= HIGH_MIN_WITHDRAWAL && { key: "highMinWithdrawal", vars: { amount: facts.minWithdrawal } },
  ];
  return candidates.filter((c): c is VerdictPoint<NegativeKey> => c !== false);
}
