import { inTurn } from "#db/in-turn";
import { eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";
import { casinoLicences, casinos, complaints, licences } from "#db/schema";
import { announce } from "#modules/changes";
import { computeSafetyIndex, SAFETY_BASE, type SafetyFacts, type SafetyResult } from "./safety-index";

/** The start of `moment`'s UTC day: the index of a casino is the same all day long. */
export function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/**
 * The facts the safety index is computed from, for the given casinos or for all of them, in three
 * queries run at once (casinos, licences, complaints), whatever their number.
 */
export async function loadSafetyFactsOf(
  db: Db,
  casinoIds: number[] | "all",
  now = new Date(),
): Promise<Map<number, SafetyFacts>> {
  const only = <C extends AnyPgColumn>(column: C) => (casinoIds === "all" ? undefined : inArray(column, casinoIds));
  const [casinoRows, licenceRows, complaintRows] = await inTurn(
    () =>
      db
        .select({
          id: casinos.id,
          launchDate: casinos.launchDate,
          sizeTier: casinos.sizeTier,
          unfairTerms: casinos.unfairTerms,
          withdrawalLimitMonth: casinos.withdrawalLimitMonth,
          isBlacklisted: casinos.isBlacklisted,
        })
        .from(casinos)
        .where(only(casinos.id)),
    () =>
      db
        .select({ casinoId: casinoLicences.casinoId, strength: licences.strength })
        .from(casinoLicences)
        .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
        .where(only(casinoLicences.casinoId)),
    () =>
      db
        .select({ casinoId: complaints.casinoId, status: complaints.status, createdAt: complaints.createdAt })
        .from(complaints)
        .where(only(complaints.casinoId)),
  );
  const asOf = startOfUtcDay(now);
  const facts = new Map<
    number,
    SafetyFacts & { licences: { strength: number }[]; complaints: SafetyFacts["complaints"][number][] }
  >();
  for (const casino of casinoRows) {
    facts.set(casino.id, {
      asOf,
      launchDate: casino.launchDate,
      licences: [],
      sizeTier: casino.sizeTier,
      complaints: [],
      unfairTerms: casino.unfairTerms,
      withdrawalLimitMonth: casino.withdrawalLimitMonth === null ? null : Number(casino.withdrawalLimitMonth),
      isBlacklisted: casino.isBlacklisted,
    });
  }
  for (const { casinoId, strength } of licenceRows) facts.get(casinoId)?.licences.push({ strength });
  for (const { casinoId, ...complaint } of complaintRows) facts.get(casinoId)?.complaints.push(complaint);
  return facts;
}

/** The facts of one casino; null if unknown. */
export async function loadSafetyFacts(db: Db, casinoId: number, now = new Date()): Promise<SafetyFacts | null> {
  return (await loadSafetyFactsOf(db, [casinoId], now)).get(casinoId) ?? null;
}

export interface SafetyBreakdown extends SafetyResult {
  /** Where every casino starts; score = base + the factors' deltas, kept within 0–10. */
  base: number;
}

/** A casino's safety index with the factors that moved it, computed from today's facts; null if unknown. */
export async function safetyBreakdown(db: Db, casinoId: number, now = new Date()): Promise<SafetyBreakdown | null> {
  const facts = await loadSafetyFacts(db, casinoId, now);
  return facts ? safetyBreakdownOf(facts) : null;
}

/** The breakdown of facts already loaded (the casino page loads them with the casino: modules/casinos/detail.ts). */
export const safetyBreakdownOf = (facts: SafetyFacts): SafetyBreakdown => ({
  base: SAFETY_BASE,
  ...computeSafetyIndex(facts),
});

const UPDATE_BATCH = 5_000;

/**
 * Recomputes every casino's stored safety index (the filter's sort key and rating band) from today's
 * facts — complaints age, new ones arrive — and writes the ones that changed, in batched statements. When
 * any changed, announces them (a `safety` change), so that what shows them follows. Returns how many.
 * Given casino ids, only those (a complaint case closed: modules/complaints).
 */
export async function refreshSafetyIndexes(
  db: Db,
  now = new Date(),
  casinoIds: number[] | "all" = "all",
): Promise<number> {
  const [facts, stored] = await Promise.all([
    loadSafetyFactsOf(db, casinoIds, now),
    db
      .select({ id: casinos.id, safetyIndex: casinos.safetyIndex })
      .from(casinos)
      .where(casinoIds === "all" ? undefined : inArray(casinos.id, casinoIds)),
  ]);
  const changed = stored.flatMap(({ id, safetyIndex }) => {
    const casinoFacts = facts.get(id);
    const score = casinoFacts ? computeSafetyIndex(casinoFacts).score.toFixed(1) : safetyIndex;
    return Number(score) === Number(safetyIndex) ? [] : [{ id, score }];
  });
  // In batches: a statement holds at most 65,535 parameters.
  for (let start = 0; start < changed.length; start += UPDATE_BATCH) {
    const rows = sql.join(
      changed.slice(start, start + UPDATE_BATCH).map(({ id, score }) => sql`(${id}::int, ${score}::numeric)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${casinos} set safety_index = v.score from (values ${rows}) as v(id, score) where ${casinos.id} = v.id`,
    );
  }
  if (changed.length > 0) announce(db, { kind: "safety", ids: changed.map(({ id }) => id) });
  return changed.length;
}
