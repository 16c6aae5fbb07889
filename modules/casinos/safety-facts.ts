import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { casinoLicences, casinos, complaints, licences } from "../../db/schema";
import { computeSafetyIndex, SAFETY_BASE, type SafetyFacts, type SafetyResult } from "./safety-index";

/** The start of `moment`'s UTC day: the index of a casino is the same all day long. */
function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/** The facts the safety index of one casino is computed from, in three queries run at once; null if unknown. */
export async function loadSafetyFacts(db: Db, casinoId: number, now = new Date()): Promise<SafetyFacts | null> {
  const [[casino], licenceRows, complaintRows] = await Promise.all([
    db
      .select({
        launchDate: casinos.launchDate,
        sizeTier: casinos.sizeTier,
        unfairTerms: casinos.unfairTerms,
        withdrawalLimitMonth: casinos.withdrawalLimitMonth,
        isBlacklisted: casinos.isBlacklisted,
      })
      .from(casinos)
      .where(eq(casinos.id, casinoId))
      .limit(1),
    db
      .select({ strength: licences.strength })
      .from(casinoLicences)
      .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
      .where(eq(casinoLicences.casinoId, casinoId)),
    db
      .select({ status: complaints.status, createdAt: complaints.createdAt })
      .from(complaints)
      .where(eq(complaints.casinoId, casinoId)),
  ]);
  if (!casino) return null;
  return {
    asOf: startOfUtcDay(now),
    launchDate: casino.launchDate,
    licences: licenceRows,
    sizeTier: casino.sizeTier,
    complaints: complaintRows,
    unfairTerms: casino.unfairTerms,
    withdrawalLimitMonth: casino.withdrawalLimitMonth === null ? null : Number(casino.withdrawalLimitMonth),
    isBlacklisted: casino.isBlacklisted,
  };
}

export interface SafetyBreakdown extends SafetyResult {
  /** Where every casino starts; score = base + the factors' deltas, kept within 0–10. */
  base: number;
}

/** A casino's safety index with the factors that moved it, computed from today's facts; null if unknown. */
export async function safetyBreakdown(db: Db, casinoId: number, now = new Date()): Promise<SafetyBreakdown | null> {
  const facts = await loadSafetyFacts(db, casinoId, now);
  return facts ? { base: SAFETY_BASE, ...computeSafetyIndex(facts) } : null;
}
