import { inTurn } from "#db/in-turn";
import { and, count, desc, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";
import { casinoLicences, casinoProviders, casinos, complaints, licences } from "#db/schema";
import type { VerdictFacts } from "./verdict";

/** A casino's verdict facts with its stored safety index (the quality mark needs both). */
export type StoredVerdictFacts = VerdictFacts & { safetyIndex: number };

/**
 * The facts the checklist, positives, negatives and quality mark are derived from, for the given casinos or
 * for all of them, in four queries run at once (casinos, licences, complaints, providers), whatever their number.
 */
export async function loadVerdictFactsOf(
  db: Db,
  casinoIds: number[] | "all",
  now = new Date(),
): Promise<Map<number, StoredVerdictFacts>> {
  const only = <C extends AnyPgColumn>(column: C) => (casinoIds === "all" ? undefined : inArray(column, casinoIds));
  const [casinoRows, licenceRows, complaintRows, providerRows] = await inTurn(
    () =>
      db
        .select({
          id: casinos.id,
          safetyIndex: casinos.safetyIndex,
          launchDate: casinos.launchDate,
          withdrawalHoursMax: casinos.withdrawalHoursMax,
          withdrawalLimitMonth: casinos.withdrawalLimitMonth,
          minDeposit: casinos.minDeposit,
          minWithdrawal: casinos.minWithdrawal,
          unfairTerms: casinos.unfairTerms,
          hasLiveChat: casinos.hasLiveChat,
          hasVipClub: casinos.hasVipClub,
          isCrypto: casinos.isCrypto,
          isBlacklisted: casinos.isBlacklisted,
          sizeTier: casinos.sizeTier,
        })
        .from(casinos)
        .where(only(casinos.id)),
    () =>
      // Strongest first: the first row of a casino is its strongest licence.
      db
        .select({ casinoId: casinoLicences.casinoId, name: licences.name, strength: licences.strength })
        .from(casinoLicences)
        .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
        .where(only(casinoLicences.casinoId))
        .orderBy(desc(licences.strength), asc(licences.name)),
    () =>
      // Accepted complaints (rejected ones do not count) and those of them unresolved.
      db
        .select({
          casinoId: complaints.casinoId,
          counted: count(),
          unresolved: sql<number>`count(*) filter (where ${complaints.status} = 'unresolved')`.mapWith(Number),
        })
        .from(complaints)
        .where(and(only(complaints.casinoId), ne(complaints.status, "rejected")))
        .groupBy(complaints.casinoId),
    () =>
      db
        .select({ casinoId: casinoProviders.casinoId, providers: count() })
        .from(casinoProviders)
        .where(only(casinoProviders.casinoId))
        .groupBy(casinoProviders.casinoId),
  );
  const strongest = new Map<number, { name: string; strength: number }>();
  for (const { casinoId, ...licence } of licenceRows) if (!strongest.has(casinoId)) strongest.set(casinoId, licence);
  const complaintsOf = new Map(complaintRows.map(({ casinoId, ...counts }) => [casinoId, counts]));
  const providersOf = new Map(providerRows.map((r) => [r.casinoId, r.providers]));
  return new Map(
    casinoRows.map((row) => [
      row.id,
      {
        asOf: now,
        safetyIndex: Number(row.safetyIndex),
        launchDate: row.launchDate,
        strongestLicence: strongest.get(row.id) ?? null,
        withdrawalHoursMax: row.withdrawalHoursMax,
        withdrawalLimitMonth: row.withdrawalLimitMonth === null ? null : Number(row.withdrawalLimitMonth),
        minDeposit: Number(row.minDeposit),
        minWithdrawal: Number(row.minWithdrawal),
        unfairTerms: row.unfairTerms,
        hasLiveChat: row.hasLiveChat,
        hasVipClub: row.hasVipClub,
        isCrypto: row.isCrypto,
        isBlacklisted: row.isBlacklisted,
        sizeTier: row.sizeTier,
        complaints: complaintsOf.get(row.id) ?? { counted: 0, unresolved: 0 },
        providers: providersOf.get(row.id) ?? 0,
      },
    ]),
  );
}
