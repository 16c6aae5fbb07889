/**
 * The seed check (issue 15): facts a reader would not believe, found in the data. Each rule is a pure function
 * of plain facts (unit-tested with implausible ones in plausibility.test.ts); `plausibilityProblems` loads the
 * facts from a seeded database and runs them all (seed.test.ts: the demo data has none). A problem names its
 * item, so a failing check says what to fix.
 */
import { sql } from "drizzle-orm";
import { MARKETS } from "#contracts/markets";
import type { Db } from "#db/client";
import { NEW_CASINO_MONTHS } from "#modules/casinos";
import { themeFromName } from "#modules/media";
import {
  FAST_PAYOUT_MAX_HOURS,
  FAST_PAYOUT_TYPES,
  GOOD_NEW_FOR_PORTUGAL,
  GOOD_SAFETY,
  MAX_WITHDRAWAL_HOURS,
  NEW_FOR_PORTUGAL,
} from "./casinos";

/** The first online casinos opened in the mid-1990s. */
const FIRST_LAUNCH = "1994-01-01";

export interface CasinoFacts {
  name: string;
  type: string;
  /** YYYY-MM-DD */
  launchDate: string;
  publishedAt: Date;
  hoursMin: number;
  hoursMax: number;
  safety: number;
  accepted: readonly string[];
}

export interface BonusFacts {
  slug: string;
  currency: string;
  countries: readonly string[];
  /** The currencies the casino takes. */
  casinoCurrencies: readonly string[];
}

export interface SlotFacts {
  name: string;
  releaseDate: string;
  providerFounded: number | null;
  themes: readonly string[];
}

const day = (moment: Date) => moment.toISOString().slice(0, 10);

/** The earliest launch day of a casino still new on `asOf`. */
function newSince(asOf: Date): string {
  return day(new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - NEW_CASINO_MONTHS, asOf.getUTCDate())));
}

/** Launch dates: none in the future or before online casinos existed; reviewed only once open. */
export function launchProblems(casinos: readonly CasinoFacts[], asOf: Date): string[] {
  const today = day(asOf);
  return casinos.flatMap((c) => [
    ...(c.launchDate > today ? [`${c.name}: launches in the future (${c.launchDate})`] : []),
    ...(c.launchDate < FIRST_LAUNCH ? [`${c.name}: launched before online casinos existed (${c.launchDate})`] : []),
    ...(day(c.publishedAt) < c.launchDate ? [`${c.name}: reviewed (${day(c.publishedAt)}) before it opened`] : []),
  ]);
}

/** Withdrawal times: an honest range, a week at most, hours at most at crypto and no-account casinos. */
export function withdrawalProblems(casinos: readonly CasinoFacts[]): string[] {
  return casinos.flatMap((c) => {
    const range = `${c.hoursMin}–${c.hoursMax} h`;
    if (c.hoursMin < 0 || c.hoursMax < 1 || c.hoursMin > c.hoursMax) return [`${c.name}: withdrawal time ${range}`];
    if (c.hoursMax > MAX_WITHDRAWAL_HOURS) return [`${c.name}: withdrawals take up to ${range}, over a week`];
    if (FAST_PAYOUT_TYPES.includes(c.type) && c.hoursMax > FAST_PAYOUT_MAX_HOURS)
      return [`${c.name}: a ${c.type} paying out in ${range}`];
    return [];
  });
}

/**
 * "New" means something: some casinos are new and most are not, and enough new ones take Portugal's players,
 * some of them safe, for /new-casinos/ to fill its five places.
 */
export function newnessProblems(casinos: readonly CasinoFacts[], asOf: Date): string[] {
  const since = newSince(asOf);
  const fresh = casinos.filter((c) => c.launchDate >= since && c.launchDate <= day(asOf));
  const forPortugal = fresh.filter((c) => c.accepted.includes("PT"));
  const good = forPortugal.filter((c) => c.safety >= GOOD_SAFETY);
  const problems: string[] = [];
  if (fresh.length > casinos.length / 3) problems.push(`${fresh.length} of ${casinos.length} casinos are new`);
  if (forPortugal.length < NEW_FOR_PORTUGAL)
    problems.push(`only ${forPortugal.length} new casinos accept Portugal (at least ${NEW_FOR_PORTUGAL})`);
  if (good.length < GOOD_NEW_FOR_PORTUGAL)
    problems.push(`only ${good.length} new casinos for Portugal are safe (at least ${GOOD_NEW_FOR_PORTUGAL})`);
  return problems;
}

/** A market's offer is in the market's money, and in money the casino takes. */
export function bonusCurrencyProblems(bonuses: readonly BonusFacts[]): string[] {
  const currencyOf = new Map<string, string>(MARKETS.map((m) => [m.code, m.currency]));
  return bonuses.flatMap((b) => [
    ...b.countries
      .filter((code) => currencyOf.has(code) && currencyOf.get(code) !== b.currency)
      .map((code) => `${b.slug}: offered in ${code} in ${b.currency}, not ${currencyOf.get(code)}`),
    ...(b.casinoCurrencies.includes(b.currency) ? [] : [`${b.slug}: in ${b.currency}, which its casino does not take`]),
  ]);
}

/** A slot is released after its studio was founded, not in the future, and the theme its name tells is its own. */
export function slotProblems(slots: readonly SlotFacts[], asOf: Date): string[] {
  return slots.flatMap((s) => {
    const told = themeFromName(s.name);
    return [
      ...(s.releaseDate > day(asOf) ? [`${s.name}: released in the future (${s.releaseDate})`] : []),
      ...(s.providerFounded !== null && Number(s.releaseDate.slice(0, 4)) < s.providerFounded
        ? [`${s.name}: released ${s.releaseDate}, before its studio was founded (${s.providerFounded})`]
        : []),
      ...(told && !s.themes.includes(told) ? [`${s.name}: themed ${s.themes.join(", ")}, its name says ${told}`] : []),
    ];
  });
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every implausible fact of the data, as of `asOf` (the seed's anchor). */
export async function plausibilityProblems(db: Db, asOf: Date): Promise<string[]> {
  const casinos = await rows<{
    name: string;
    type: string;
    launch_date: string;
    published_at: string;
    hours_min: number;
    hours_max: number;
    safety: string;
    accepted: string[] | null;
  }>(
    db,
    sql`select c.name, t.slug as type, c.launch_date::text as launch_date, c.published_at::text as published_at,
          c.withdrawal_hours_min as hours_min, c.withdrawal_hours_max as hours_max, c.safety_index::text as safety,
          (select array_agg(cc.country_code) from casino_countries cc where cc.casino_id = c.id and cc.status = 'accepted') as accepted
        from casinos c join casino_types t on t.id = c.casino_type_id`,
  );
  const casinoFacts: CasinoFacts[] = casinos.map((c) => ({
    name: c.name,
    type: c.type,
    launchDate: c.launch_date,
    publishedAt: new Date(c.published_at),
    hoursMin: c.hours_min,
    hoursMax: c.hours_max,
    safety: Number(c.safety),
    accepted: c.accepted ?? [],
  }));
  const bonuses = await rows<{
    slug: string;
    currency: string;
    countries: string[] | null;
    casino_currencies: string[] | null;
  }>(
    db,
    sql`select b.slug, b.currency,
          (select array_agg(bc.country_code) from bonus_countries bc where bc.bonus_id = b.id) as countries,
          (select array_agg(cu.currency_code) from casino_currencies cu where cu.casino_id = b.casino_id) as casino_currencies
        from bonuses b`,
  );
  const slots = await rows<{ name: string; release_date: string; founded: number | null; themes: string[] | null }>(
    db,
    sql`select s.name, s.release_date::text as release_date, p.founded_year as founded,
          (select array_agg(t.slug order by t.id) from slot_theme_links l join slot_themes t on t.id = l.theme_id
            where l.slot_id = s.id) as themes
        from slots s join providers p on p.id = s.provider_id`,
  );
  return [
    ...launchProblems(casinoFacts, asOf),
    ...withdrawalProblems(casinoFacts),
    ...newnessProblems(casinoFacts, asOf),
    ...bonusCurrencyProblems(
      bonuses.map((b) => ({
        slug: b.slug,
        currency: b.currency,
        countries: b.countries ?? [],
        casinoCurrencies: b.casino_currencies ?? [],
      })),
    ),
    ...slotProblems(
      slots.map((s) => ({
        name: s.name,
        releaseDate: s.release_date,
        providerFounded: s.founded,
        themes: s.themes ?? [],
      })),
      asOf,
    ),
  ];
}
