import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinoCountries, casinoLicences, casinos, licences } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { safetyBand, type SafetyBand } from "./safety-index";

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
  /** The first of the casino's positives: why it stands out. */
  highlight: string | null;
  /** Whether the casino accepts players from the visitor's country: true, false, or null when unknown. */
  acceptsCountry: boolean | null;
}

export type CasinoOrder = "safety" | "newest" | "trending" | "users";

const ORDER: Record<CasinoOrder, SQL[]> = {
  safety: [desc(casinos.safetyIndex), asc(casinos.id)],
  newest: [desc(casinos.publishedAt), asc(casinos.id)],
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
  positives: casinos.positives,
};

type CardRow = Pick<typeof casinos.$inferSelect, keyof typeof CARD_COLUMNS>;

export interface CardOptions {
  locale: Locale;
  country: string;
}

/** Casino cards in three queries whatever their number: the casinos, their licences, the visitor's country. */
export async function loadCasinoCards(
  db: Db,
  options: CardOptions & { where?: SQL; order: CasinoOrder; limit: number },
): Promise<CasinoCard[]> {
  const rows = await db
    .select(CARD_COLUMNS)
    .from(casinos)
    .where(options.where)
    .orderBy(...ORDER[options.order])
    .limit(options.limit);
  return completeCards(db, rows, options);
}

/** The cards of these casinos, in the order given (one query, plus the two of `completeCards`). */
export async function cardsByIds(db: Db, ids: number[], options: CardOptions): Promise<CasinoCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(CARD_COLUMNS).from(casinos).where(inArray(casinos.id, ids));
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
      .select({ casinoId: casinoLicences.casinoId, name: licences.name })
      .from(casinoLicences)
      .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
      .where(inArray(casinoLicences.casinoId, ids))
      .orderBy(desc(licences.strength), asc(licences.name)),
    db
      .select({ casinoId: casinoCountries.casinoId, status: casinoCountries.status })
      .from(casinoCountries)
      .where(and(inArray(casinoCountries.casinoId, ids), eq(casinoCountries.countryCode, options.country))),
  ]);
  const licencesOf = new Map<number, string[]>();
  for (const row of licenceRows) licencesOf.set(row.casinoId, [...(licencesOf.get(row.casinoId) ?? []), row.name]);
  const statusOf = new Map(countryRows.map((r) => [r.casinoId, r.status]));
  return rows.map((row) => {
    const status = statusOf.get(row.id);
    const safetyIndex = Number(row.safetyIndex);
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
      licences: licencesOf.get(row.id) ?? [],
      isCertified: row.isCertified,
      launchDate: row.launchDate,
      highlight: row.positives[0] ? pick(row.positives[0], options.locale) : null,
      acceptsCountry: status === undefined ? null : status === "accepted",
    };
  });
}
