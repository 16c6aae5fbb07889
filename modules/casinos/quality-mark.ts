/**
 * The quality mark by rule (issue 15), published on /quality-mark: a casino holds it when it passes every
 * item of the expert checklist (./verdict.ts), holds a licence from a strong regulator, keeps a safety index
 * of {@link QUALITY_MARK_MIN_SAFETY} or more, and is not warned (./warning.ts). The page's wording quotes
 * these constants, so it is true by construction; `refreshQualityMarks` recomputes the stored mark.
 */
import { inTurn } from "#db/in-turn";
import { inArray } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos } from "#db/schema";
import { announce } from "#modules/changes";
import { expertChecklist, type VerdictFacts } from "./verdict";
import { loadVerdictFactsOf } from "./verdict-facts";
import { isWarned } from "./warning";

export const QUALITY_MARK_MIN_SAFETY = 8;
/** The regulator strength (1 weak … 3 strong) the mark asks of the strongest licence. */
export const QUALITY_MARK_LICENCE_STRENGTH = 3;

export function earnsQualityMark(facts: VerdictFacts, safetyIndex: number): boolean {
  return (
    !isWarned({ safetyIndex, isBlacklisted: facts.isBlacklisted }) &&
    safetyIndex >= QUALITY_MARK_MIN_SAFETY &&
    (facts.strongestLicence?.strength ?? 0) >= QUALITY_MARK_LICENCE_STRENGTH &&
    // The complaint item must be judged: unknown complaint data never earns the mark.
    facts.complaints !== null &&
    expertChecklist(facts).every((item) => item.passed)
  );
}

/**
 * Recomputes every casino's quality mark from today's facts and stored safety index and writes the ones that
 * changed; when any changed, announces them (a `safety` change: lists and pages that show them follow).
 */
export async function refreshQualityMarks(db: Db, now = new Date()): Promise<number> {
  const [facts, stored] = await inTurn(
    () => loadVerdictFactsOf(db, "all", now),
    () => db.select({ id: casinos.id, isCertified: casinos.isCertified }).from(casinos),
  );
  const changed = stored.flatMap(({ id, isCertified }) => {
    const casino = facts.get(id);
    const earned = casino ? earnsQualityMark(casino, casino.safetyIndex) : false;
    return earned === isCertified ? [] : [{ id, earned }];
  });
  for (const earned of [true, false]) {
    const ids = changed.filter((c) => c.earned === earned).map((c) => c.id);
    if (ids.length === 0) continue;
    await db.update(casinos).set({ isCertified: earned }).where(inArray(casinos.id, ids));
  }
  if (changed.length > 0) announce(db, { kind: "safety", ids: changed.map(({ id }) => id) });
  return changed.length;
}
