import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client";
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
  currencies,
  gameCategories,
  licences,
  paymentMethods,
  providers,
  slots,
} from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { limitsOf } from "./limits";
import { safetyBand } from "./safety-index";
import { casinoNegatives, casinoPositives, expertChecklist } from "./verdict";
import { loadVerdictFactsOf } from "./verdict-facts";
import { publishedWhere } from "./visibility";
import { casinoWarning } from "./warning";

const num = (v: string | null) => (v === null ? null : Number(v));

/** Everything the casino page shows (docs/product-spec.md §3 Casino), in a fixed number of queries. */
export async function findCasino(db: Db, slug: string, locale: Locale, now = new Date()) {
  const [row] = await db
    .select({ casino: casinos, type: casinoTypes })
    .from(casinos)
    .innerJoin(casinoTypes, eq(casinoTypes.id, casinos.casinoTypeId))
    .where(and(eq(casinos.slug, slug), publishedWhere()))
    .limit(1);
  if (!row) return null;
  const { casino, type } = row;
  const id = casino.id;
  const [licenceRows, paymentRows, currencyRows, limitRows, providerRows, gameRows, countryRows, topSlots, factsById] =
    await Promise.all([
      db
        .select({
          slug: licences.slug,
          name: licences.name,
          jurisdiction: licences.jurisdiction,
          number: casinoLicences.number,
          strength: licences.strength,
        })
        .from(casinoLicences)
        .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
        .where(eq(casinoLicences.casinoId, id))
        .orderBy(desc(licences.strength), asc(licences.name)),
      db
        .select({
          slug: paymentMethods.slug,
          name: paymentMethods.name,
          deposit: casinoPaymentMethods.deposit,
          withdrawal: casinoPaymentMethods.withdrawal,
        })
        .from(casinoPaymentMethods)
        .innerJoin(paymentMethods, eq(paymentMethods.id, casinoPaymentMethods.paymentMethodId))
        .where(eq(casinoPaymentMethods.casinoId, id))
        .orderBy(asc(paymentMethods.name)),
      db
        .select({ code: currencies.code, name: currencies.name })
        .from(casinoCurrencies)
        .innerJoin(currencies, eq(currencies.code, casinoCurrencies.currencyCode))
        .where(eq(casinoCurrencies.casinoId, id))
        .orderBy(asc(currencies.code)),
      db.select().from(casinoLimits).where(eq(casinoLimits.casinoId, id)).orderBy(asc(casinoLimits.currencyCode)),
      db
        .select({ id: providers.id, slug: providers.slug, name: providers.name })
        .from(casinoProviders)
        .innerJoin(providers, eq(providers.id, casinoProviders.providerId))
        .where(eq(casinoProviders.casinoId, id))
        .orderBy(asc(providers.name)),
      db
        .select({ slug: gameCategories.slug, name: gameCategories.name })
        .from(casinoGames)
        .innerJoin(gameCategories, eq(gameCategories.id, casinoGames.gameCategoryId))
        .where(eq(casinoGames.casinoId, id))
        .orderBy(asc(gameCategories.slug)),
      db
        .select({ code: casinoCountries.countryCode, status: casinoCountries.status })
        .from(casinoCountries)
        .where(eq(casinoCountries.casinoId, id))
        .orderBy(asc(casinoCountries.countryCode)),
      db
        .select({ slug: slots.slug, name: slots.name, rtp: slots.rtp, providerId: slots.providerId })
        .from(casinoSlots)
        .innerJoin(slots, and(eq(slots.id, casinoSlots.slotId), eq(slots.isPublished, true)))
        .where(eq(casinoSlots.casinoId, id))
        .orderBy(desc(slots.popularity), asc(slots.id))
        .limit(10),
      loadVerdictFactsOf(db, [id], now),
    ]);
  const topProviders = providerRows.length
    ? await topProvidersOf(
        db,
        id,
        providerRows.map((p) => p.id),
      )
    : [];
  const safety = Number(casino.safetyIndex);
  const facts = factsById.get(id)!;
  return {
    id,
    slug: casino.slug,
    name: casino.name,
    website: casino.website,
    owner: casino.owner,
    type: { slug: type.slug, name: pick(type.name, locale) },
    launchDate: casino.launchDate,
    vipClub: casino.vipClub ? pick(casino.vipClub, locale) : null,
    features: { bonuses: casino.hasBonuses, vipClub: casino.hasVipClub, liveChat: casino.hasLiveChat },
    /** The limits in every currency the casino publishes them in, the reference (EUR) ones first. */
    limits: [limitsOf(REFERENCE_CURRENCY, casino), ...limitRows.map((row) => limitsOf(row.currencyCode, row))],
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
      withdrawalLimitMonth: facts.withdrawalLimitMonth,
    }),
    licences: licenceRows.map(({ strength: _strength, ...licence }) => licence),
    payments: paymentRows,
    currencies: currencyRows,
    providers: providerRows.map(({ slug: s, name }) => ({ slug: s, name })),
    games: gameRows.map((g) => ({ slug: g.slug, name: pick(g.name, locale) })),
    acceptedCountries: countryRows.filter((c) => c.status === "accepted").map((c) => c.code),
    restrictedCountries: countryRows.filter((c) => c.status === "restricted").map((c) => c.code),
    topSlots: topSlots.map((s) => ({ slug: s.slug, name: s.name, rtp: Number(s.rtp) })),
    topProviders,
  };
}

export type CasinoDetail = NonNullable<Awaited<ReturnType<typeof findCasino>>>;

/** The casino's ten providers with the most of their slots at this casino. */
async function topProvidersOf(db: Db, casinoId: number, providerIds: number[]) {
  const rows = await db
    .select({ slug: providers.slug, name: providers.name, games: count(slots.id) })
    .from(casinoSlots)
    .innerJoin(slots, and(eq(slots.id, casinoSlots.slotId), eq(slots.isPublished, true)))
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(and(eq(casinoSlots.casinoId, casinoId), inArray(slots.providerId, providerIds)))
    .groupBy(providers.slug, providers.name)
    .orderBy(desc(count(slots.id)), asc(providers.name))
    .limit(10);
  return rows;
}
