import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinoCountries, casinoLicences, casinos, licences } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { safetyBand, type SafetyBand } from "./safety-index";
import { acceptingFirstOrder } from "./country";
import { casinoPositives, type PositiveKey, type VerdictPoint } from "./verdict";
import { publishedWhere } from "./visibility";
import { isWarned } from "./warning";

export interface CasinoCard {
  slug: string;
  name: string;
  summary: string;
  safetyIndex: number;
  safetyBand: SafetyBand;
  usersScore: number | null;
  usersScoreCount: number;
  minDeposit: number;
  withdrawalHoursMin: number;
  withdrawalHoursMax: number;
  licences: string[];
  isCertified: boolean;
  launchDate: string;
  /** The first of the casino's positives derived from the card's facts: why it stands out. */
  highlight: VerdictPoint<PositiveKey> | null;
  /** Blacklisted or below the safety threshold: never recommended, marked wherever it is listed. */
  warned: boolean;
  /** Whether the casino accepts players from the visitor's country: true, false, or null when unknown. */
  acceptsCountry: boolean | null;
}

export type CasinoOrder = "safety" | "newest" | "trending" | "users";

const ORDER: Record<CasinoOrder, SQL[]> = {
  safety: [desc(casinos.safetyIndex), asc(casinos.id)],
  /** The latest launch first ("new" is about the launch, modules/casinos/newness.ts). */
  newest: [desc(casinos.launchDate), asc(casinos.id)],
  trending: [desc(casinos.trendingScore), asc(casinos.id)],
  users: [sql`${casinos.usersScore} desc nulls last`, asc(casinos.id)],
};

/** The columns a card is made from; `completeCards` adds the licences and the visitor's country. */
export const CARD_COLUMNS = {
  id: casinos.id,
  slug: casinos.slug,
  name: casinos.name,
  summary: casinos.summary,
  safetyIndex: casinos.safetyIndex,
  usersScore: casinos.usersScore,
  usersScoreCount: casinos.usersScoreCount,
  minDeposit: casinos.minDeposit,
  withdrawalHoursMin: casinos.withdrawalHoursMin,
  withdrawalHoursMax: casinos.withdrawalHoursMax,
  isCertified: casinos.isCertified,
  launchDate: casinos.launchDate,
  minWithdrawal: casinos.minWithdrawal,
  withdrawalLimitMonth: casinos.withdrawalLimitMonth,
  unfairTerms: casinos.unfairTerms,
  hasLiveChat: casinos.hasLiveChat,
  hasVipClub: casinos.hasVipClub,
  isCrypto: casinos.isCrypto,
  isBlacklisted: casinos.isBlacklisted,
  sizeTier: casinos.sizeTier,
};

type CardRow = Pick<typeof casinos.$inferSelect, keyof typeof CARD_COLUMNS>;

export interface CardOptions {
  locale: Locale;
  country: string;
}

/**
 * Casino cards in three queries whatever their number: the casinos, their licences, the visitor's country.
 * `countryFirst` puts the casinos accepting the visitor's country before the others (./country.ts).
 */
export async function loadCasinoCards(
  db: Db,
  options: CardOptions & { where?: SQL; order: CasinoOrder; limit: number; countryFirst?: boolean },
): Promise<CasinoCard[]> {
  const first = options.countryFirst ? [acceptingFirstOrder(db, options.country)] : [];
  const rows = await db
    .select(CARD_COLUMNS)
    .from(casinos)
    .where(and(publishedWhere(), options.where))
    .orderBy(...first, ...ORDER[options.order])
    .limit(options.limit);
  return completeCards(db, rows, options);
}

/** The cards of these casinos, in the order given (one query, plus the two of `completeCards`). */
export async function cardsByIds(db: Db, ids: number[], options: CardOptions): Promise<CasinoCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(CARD_COLUMNS)
    .from(casinos)
    .where(and(inArray(casinos.id, ids), publishedWhere()));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return completeCards(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    options,
  );
}

/** Cards from rows selected with CARD_COLUMNS, in two more queries: licences and the visitor's country. */
export async function completeCards(db: Db, rows: CardRow[], options: CardOptions): Promise<CasinoCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [licenceRows, countryRows] = await Promise.all([
    db
      .select({ casinoId: casinoLicences.casinoId, name: licences.name, strength: licences.strength })
      .from(casinoLicences)
      .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
      .where(inArray(casinoLicences.casinoId, ids))
      .orderBy(desc(licences.strength), asc(licences.name)),
    db
      .select({ casinoId: casinoCountries.casinoId, status: casinoCountries.status })
      .from(casinoCountries)
      .where(and(inArray(casinoCountries.casinoId, ids), eq(casinoCountries.countryCode, options.country))),
  ]);
  const licencesOf = new Map<number, { name: string; strength: number }[]>();
  for (const { casinoId, ...licence } of licenceRows)
    licencesOf.set(casinoId, [...(licencesOf.get(casinoId) ?? []), licence]);
  const asOf = new Date();
  const statusOf = new Map(countryRows.map((r) => [r.casinoId, r.status]));
  return rows.map((row) => {
    const status = statusOf.get(row.id);
    const safetyIndex = Number(row.safetyIndex);
    const held = licencesOf.get(row.id) ?? [];
    const withdrawalLimitMonth = row.withdrawalLimitMonth === null ? null : Number(row.withdrawalLimitMonth);
    const positives = casinoPositives({
      asOf,
      launchDate: row.launchDate,
      strongestLicence: held[0] ?? null,
      withdrawalHoursMax: row.withdrawalHoursMax,
      withdrawalLimitMonth,
      minDeposit: Number(row.minDeposit),
      minWithdrawal: Number(row.minWithdrawal),
      unfairTerms: row.unfairTerms,
      hasLiveChat: row.hasLiveChat,
      hasVipClub: row.hasVipClub,
      isCrypto: row.isCrypto,
      isBlacklisted: row.isBlacklisted,
      sizeTier: row.sizeTier,
      complaints: null,
      providers: null,
    });
    return {
      slug: row.slug,
      name: row.name,
      summary: pick(row.summary, options.locale),
      safetyIndex,
      safetyBand: safetyBand(safetyIndex),
      usersScore: row.usersScore === null ? null : Number(row.usersScore),
      usersScoreCount: row.usersScoreCount,
      minDeposit: Number(row.minDeposit),
      withdrawalHoursMin: row.withdrawalHoursMin,
      withdrawalHoursMax: row.withdrawalHoursMax,
      licences: held.map((licence) => licence.name),
      isCertified: row.isCertified,
      launchDate: row.launchDate,
      highlight: positives[0] ?? null,
      warned: isWarned({ safetyIndex, isBlacklisted: row.isBlacklisted }),
      acceptsCountry: status === undefined ? null : status === "accepted",
    };
  });
}
