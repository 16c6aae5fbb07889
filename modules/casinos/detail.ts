import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { inLanguage } from "#db/in-language";
import {
  casinoCountries,
  casinoCurrencies,
  casinoGames,
  casinoLicences,
  casinoLimits,
  casinoPaymentMethods,
  casinoProviders,
  casinos,
  casinoSlots,
  casinoTypes,
  complaints,
  currencies,
  gameCategories,
  licences,
  paymentMethods,
  providers,
  slots,
} from "#db/schema";
import { pick, type Locale, type Localized } from "#contracts/locales";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { artworkVersion } from "#modules/media";
import { limitsOf, type LimitColumns } from "./limits";
import { safetyBreakdownOf, startOfUtcDay } from "./safety-facts";
import { safetyBand, type ComplaintStatus, type SafetyFacts } from "./safety-index";
import { casinoNegatives, casinoPositives, expertChecklist, type VerdictFacts } from "./verdict";
import { publishedWhere } from "./visibility";
import { casinoWarning } from "./warning";

const num = (v: string | null) => (v === null ? null : Number(v));

type Json<T> = SQL<T>;
/** A JSON array of a correlated subquery's rows (`[]` when none): one statement for all of a casino's lists. */
const rows = <T>(select: SQL, order: SQL): Json<T[]> =>
  sql<T[]>`coalesce((select json_agg(r ${order}) from (${select}) r), '[]'::json)`;

/**
 * The casino page's statement, built once per database and prepared under a name (PostgreSQL parses and
 * plans it once per connection): a page render neither rebuilds its SQL nor sends it to be planned again.
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareCasinoPage>>();

/**
 * The casino page's own fields: the casino and its type (their texts in the language of the placeholder `locale`
 * and English only, #db/in-language), its lists and its cases' facts (JSON columns).
 */
function casinoPageFields() {
  const c = casinos.id;
  const locale = sql.placeholder("locale");
  return {
    casino: {
      ...getTableColumns(casinos),
      summary: inLanguage(casinos.summary, locale),
      description: inLanguage(casinos.description, locale),
      vipClub: inLanguage(casinos.vipClub, locale),
    },
    logo: artworkVersion("casino"),
    type: {
      ...getTableColumns(casinoTypes),
      name: inLanguage(casinoTypes.name, locale),
      description: inLanguage(casinoTypes.description, locale),
    },
    licences: rows<{ slug: string; name: string; jurisdiction: string; number: string | null; strength: number }>(
      sql`select ${licences.slug}, ${licences.name}, ${licences.jurisdiction}, ${casinoLicences.number}, ${licences.strength}
          from ${casinoLicences} join ${licences} on ${licences.id} = ${casinoLicences.licenceId}
          where ${casinoLicences.casinoId} = ${c}`,
      sql`order by r.strength desc, r.name`,
    ),
    payments: rows<{ slug: string; name: string; deposit: boolean; withdrawal: boolean }>(
      sql`select ${paymentMethods.slug}, ${paymentMethods.name}, ${casinoPaymentMethods.deposit}, ${casinoPaymentMethods.withdrawal}
          from ${casinoPaymentMethods} join ${paymentMethods} on ${paymentMethods.id} = ${casinoPaymentMethods.paymentMethodId}
          where ${casinoPaymentMethods.casinoId} = ${c}`,
      sql`order by r.name`,
    ),
    currencies: rows<{ code: string; name: string }>(
      sql`select ${currencies.code}, ${currencies.name}
          from ${casinoCurrencies} join ${currencies} on ${currencies.code} = ${casinoCurrencies.currencyCode}
          where ${casinoCurrencies.casinoId} = ${c}`,
      sql`order by r.code`,
    ),
    limits: rows<LimitColumns & { currencyCode: string }>(
      sql`select ${casinoLimits.currencyCode} as "currencyCode", ${casinoLimits.minDeposit}::text as "minDeposit",
            ${casinoLimits.minWithdrawal}::text as "minWithdrawal",
            ${casinoLimits.withdrawalLimitDay}::text as "withdrawalLimitDay",
            ${casinoLimits.withdrawalLimitWeek}::text as "withdrawalLimitWeek",
            ${casinoLimits.withdrawalLimitMonth}::text as "withdrawalLimitMonth"
          from ${casinoLimits} where ${casinoLimits.casinoId} = ${c}`,
      sql`order by r."currencyCode"`,
    ),
    providers: rows<{ slug: string; name: string }>(
      sql`select ${providers.slug}, ${providers.name}
          from ${casinoProviders} join ${providers} on ${providers.id} = ${casinoProviders.providerId}
          where ${casinoProviders.casinoId} = ${c}`,
      sql`order by r.name`,
    ),
    games: rows<{ slug: string; name: Localized }>(
      sql`select ${gameCategories.slug}, ${gameCategories.name}
          from ${casinoGames} join ${gameCategories} on ${gameCategories.id} = ${casinoGames.gameCategoryId}
          where ${casinoGames.casinoId} = ${c}`,
      sql`order by r.slug`,
    ),
    countries: rows<{ code: string; status: "accepted" | "restricted" }>(
      sql`select ${casinoCountries.countryCode} as code, ${casinoCountries.status}
          from ${casinoCountries} where ${casinoCountries.casinoId} = ${c}`,
      sql`order by r.code`,
    ),
    topSlots: rows<{ slug: string; name: string; rtp: number }>(
      sql`select ${slots.slug}, ${slots.name}, ${slots.rtp}, row_number() over (order by ${slots.popularity} desc, ${slots.id}) as n
          from ${casinoSlots} join ${slots} on ${slots.id} = ${casinoSlots.slotId} and ${slots.isPublished}
          where ${casinoSlots.casinoId} = ${c}
          order by ${slots.popularity} desc, ${slots.id} limit 10`,
      sql`order by r.n`,
    ),
    // The casino's ten providers with the most of their slots at this casino.
    topProviders: rows<{ slug: string; name: string; games: number }>(
      sql`select ${providers.slug}, ${providers.name}, count(${slots.id})::int as games
          from ${casinoSlots} join ${slots} on ${slots.id} = ${casinoSlots.slotId} and ${slots.isPublished}
            join ${providers} on ${providers.id} = ${slots.providerId}
          where ${casinoSlots.casinoId} = ${c}
            and ${slots.providerId} in (select ${casinoProviders.providerId} from ${casinoProviders} where ${casinoProviders.casinoId} = ${c})
          group by ${providers.slug}, ${providers.name}
          order by count(${slots.id}) desc, ${providers.name} limit 10`,
      sql`order by r.games desc, r.name`,
    ),
    complaints: rows<{ status: ComplaintStatus; createdAt: string }>(
      sql`select ${complaints.status}, ${complaints.createdAt} as "createdAt"
          from ${complaints} where ${complaints.casinoId} = ${c}`,
      sql``,
    ),
  };
}

/**
 * The casino page's select (the published casino of the placeholder `slug`, at most one row, its texts in the
 * language of the placeholder `locale`) with more columns
 * of the page's other sections (modules/casino-page, docs/decisions/0050). Those columns may name the casino's
 * id as `sql\`${casinos.id}\``; a subquery that joins `casinos` itself sees its own there, and names the page's
 * casino by `casinos.slug = placeholder("slug")` instead. Read the casino's part with `casinoPageOf`.
 */
export function casinoPageSelect<T extends Record<string, SQL | SQL.Aliased>>(db: Db, more: T) {
  return db
    .select({ ...casinoPageFields(), ...more })
    .from(casinos)
    .innerJoin(casinoTypes, eq(casinoTypes.id, casinos.casinoTypeId))
    .where(and(eq(casinos.slug, sql.placeholder("slug")), publishedWhere()))
    .limit(1);
}

function prepareCasinoPage(db: Db) {
  return casinoPageSelect(db, {}).prepare("casino_page");
}

type CasinoPageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareCasinoPage>["execute"]>>[number]>;

/** Everything the casino page shows (docs/product-spec.md §3 Casino) and its safety breakdown, in one query. */
export async function findCasinoPage(db: Db, slug: string, locale: Locale, now = new Date()) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareCasinoPage(db)));
  const [row] = await query.execute({ slug, locale });
  return row ? casinoPageOf(row, locale, now) : null;
}

/** The casino page's facts and safety breakdown from its row (`findCasinoPage`, `casinoPageSelect`). */
export function casinoPageOf(row: CasinoPageRow, locale: Locale, now = new Date()) {
  const { casino, type } = row;
  const id = casino.id;
  const withdrawalLimitMonth = casino.withdrawalLimitMonth === null ? null : Number(casino.withdrawalLimitMonth);
  const counted = row.complaints.filter((complaint) => complaint.status !== "rejected");
  // The licences come strongest first: the first is the strongest (as modules/casinos/verdict-facts.ts).
  const strongest = row.licences[0];
  const facts: VerdictFacts = {
    asOf: now,
    launchDate: casino.launchDate,
    strongestLicence: strongest ? { name: strongest.name, strength: strongest.strength } : null,
    withdrawalHoursMax: casino.withdrawalHoursMax,
    withdrawalLimitMonth,
    minDeposit: Number(casino.minDeposit),
    minWithdrawal: Number(casino.minWithdrawal),
    unfairTerms: casino.unfairTerms,
    hasLiveChat: casino.hasLiveChat,
    hasVipClub: casino.hasVipClub,
    isCrypto: casino.isCrypto,
    isBlacklisted: casino.isBlacklisted,
    sizeTier: casino.sizeTier,
    complaints: {
      counted: counted.length,
      unresolved: counted.filter((complaint) => complaint.status === "unresolved").length,
    },
    providers: row.providers.length,
  };
  const safetyFacts: SafetyFacts = {
    asOf: startOfUtcDay(now),
    launchDate: casino.launchDate,
    licences: row.licences.map(({ strength }) => ({ strength })),
    sizeTier: casino.sizeTier,
    complaints: row.complaints,
    unfairTerms: casino.unfairTerms,
    withdrawalLimitMonth,
    isBlacklisted: casino.isBlacklisted,
  };
  const safety = Number(casino.safetyIndex);
  const detail = {
    id,
    slug: casino.slug,
    name: casino.name,
    /** The version of its mark's address (`artworkPath`), for the page without a logo of its own. */
    logo: row.logo,
    website: casino.website,
    owner: casino.owner,
    type: { slug: type.slug, name: pick(type.name, locale) },
    launchDate: casino.launchDate,
    vipClub: casino.vipClub ? pick(casino.vipClub, locale) : null,
    features: { bonuses: casino.hasBonuses, vipClub: casino.hasVipClub, liveChat: casino.hasLiveChat },
    /** The limits in every currency the casino publishes them in, the reference (EUR) ones first. */
    limits: [limitsOf(REFERENCE_CURRENCY, casino), ...row.limits.map((limit) => limitsOf(limit.currencyCode, limit))],
    withdrawalHours: { min: casino.withdrawalHoursMin, max: casino.withdrawalHoursMax },
    siteLanguages: casino.siteLanguages,
    supportLanguages: casino.supportLanguages,
    scores: {
      site: Number(casino.siteScore),
      users: num(casino.usersScore),
      usersCount: casino.usersScoreCount,
      safety,
      safetyBand: safetyBand(safety),
    },
    isCertified: casino.isCertified,
    summary: pick(casino.summary, locale),
    description: casino.description ? pick(casino.description, locale) : null,
    checklist: expertChecklist(facts),
    positives: casinoPositives(facts),
    negatives: casinoNegatives(facts),
    warning: casinoWarning({
      safetyIndex: safety,
      isBlacklisted: casino.isBlacklisted,
      strongestLicence: facts.strongestLicence,
      unresolvedComplaints: facts.complaints?.unresolved ?? 0,
      unfairTerms: casino.unfairTerms,
      withdrawalLimitMonth,
    }),
    licences: row.licences.map(({ strength: _strength, ...licence }) => licence),
    payments: row.payments,
    currencies: row.currencies,
    providers: row.providers,
    games: row.games.map((g) => ({ slug: g.slug, name: pick(g.name, locale) })),
    acceptedCountries: row.countries.filter((c) => c.status === "accepted").map((c) => c.code),
    restrictedCountries: row.countries.filter((c) => c.status === "restricted").map((c) => c.code),
    topSlots: row.topSlots.map((s) => ({ slug: s.slug, name: s.name, rtp: Number(s.rtp) })),
    topProviders: row.topProviders,
  };
  return { casino: detail, safety: safetyBreakdownOf(safetyFacts) };
}

/** The casino page's facts (./detail.ts `findCasinoPage` without the safety breakdown); null if unknown. */
export async function findCasino(db: Db, slug: string, locale: Locale, now = new Date()) {
  return (await findCasinoPage(db, slug, locale, now))?.casino ?? null;
}

export type CasinoDetail = NonNullable<Awaited<ReturnType<typeof findCasino>>>;
