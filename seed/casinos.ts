/**
 * Casinos and their facet links. Each casino gets a hidden quality (0 worst … 1 best) that its facts follow:
 * licences, complaints, unfair terms, withdrawal limits. Its Safety Index is then computed from those facts
 * with `computeSafetyIndex`, and the ranking categories (top 20, certified, recommended) from the index.
 */
import { casinoKind, computeSafetyIndex, type SafetyResult } from "#modules/casinos";
import * as schema from "#db/schema";
import { casinoTexts } from "./casino-texts";
import { planComplaints, type ComplaintPlan } from "./complaints";
import type { SeedContext } from "./context";
import { importSeed } from "./import";
import { insertRows, updateRows } from "./insert";
import { LOCAL_CURRENCIES, localPrice, marketCurrenciesOf } from "./local-money";
import { casinoNames, OPERATORS, slugify } from "./names";
import { daysBefore, isoDay, pastMoment, type Rng } from "./random";
import { LOCAL_LICENCE_COUNTRIES, USUALLY_RESTRICTED } from "./reference-data";
import type { Reference } from "./reference";

type Licence = Reference["licences"][number];

export interface CasinoPlan {
  id: number;
  slug: string;
  name: string;
  owner: string;
  typeSlug: string;
  casinoTypeId: number;
  quality: number;
  /** Launched within the last NEW_CASINO_DAYS days. */
  isNew: boolean;
  launchDate: Date;
  publishedAt: Date;
  sizeTier: 1 | 2 | 3 | 4 | 5;
  licences: Array<{ licence: Licence; number: string }>;
  strongest: Licence;
  paymentMethods: Reference["paymentMethods"];
  currencyCodes: string[];
  isCrypto: boolean;
  providers: Reference["providers"];
  gameCategories: Reference["gameCategories"];
  accepted: string[];
  restricted: string[];
  minDeposit: number;
  minWithdrawal: number;
  limits: { day: number | null; week: number | null; month: number | null };
  hoursMin: number;
  hoursMax: number;
  hasVipClub: boolean;
  hasLiveChat: boolean;
  hasBonuses: boolean;
  unfairTerms: number;
  isBlacklisted: boolean;
  complaints: ComplaintPlan[];
  safety: SafetyResult;
  siteScore: number;
  isTop20: boolean;
  isPrivate: boolean;
  isRecommended: boolean;
  trendingScore: number;
  siteLanguages: string[];
  supportLanguages: string[];
}

export const TOP20_SIZE = 20;
const HOUR_MS = 3_600_000;
/**
 * New casinos launch within this many days of the anchor, inside the site's 24-month "new" period
 * (modules/casinos/newness.ts); the others launched well before it, so that "new" on the site means new.
 */
export const NEW_CASINO_DAYS = 700;
const ESTABLISHED_MIN_DAYS = 800;
/** Below this quality (0–1) a casino is on the blacklist. */
const BLACKLIST_QUALITY = 0.06;
const SITE_LANGUAGES = ["pt", "es", "fr", "uk", "bn", "de", "it", "pl", "tr"];
/**
 * Usual withdrawal processing times by casino type, in hours: the earliest (`min`) and how much longer the
 * slowest usual payout takes at a good casino or a poor one. Crypto and no-account (pay-and-play) casinos pay
 * within hours; card and bank payouts at the others take a day or a few; none usually takes over a week.
 */
export const MAX_WITHDRAWAL_HOURS = 168;
/** The slowest usual payout of a crypto or a no-account casino. */
export const FAST_PAYOUT_MAX_HOURS = 72;
export const FAST_PAYOUT_TYPES: readonly string[] = ["crypto-casino", "no-account-casino"];
const WITHDRAWAL_HOURS: Readonly<Record<string, { min: number[]; good: number[]; poor: number[] }>> = {
  "crypto-casino": { min: [0, 0, 0, 1], good: [1, 2, 6, 12, 24], poor: [24, 48, 48, 72] },
  "no-account-casino": { min: [0, 0, 0, 1], good: [1, 2, 4, 12, 24], poor: [24, 36, 48, 72] },
  "online-casino": { min: [0, 1, 2, 6, 12, 24], good: [12, 24, 24, 48, 72], poor: [48, 72, 96, 120, 144] },
  "live-casino": { min: [0, 1, 2, 6, 12, 24], good: [12, 24, 24, 48, 72], poor: [48, 72, 96, 120, 144] },
  "mobile-casino": { min: [0, 1, 2, 6, 12], good: [12, 24, 24, 48, 72], poor: [48, 72, 96, 120] },
  "casino-sportsbook": { min: [0, 2, 6, 12, 24], good: [24, 24, 48, 72], poor: [48, 72, 96, 120, 144] },
};
const TYPE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ["online-casino", 45],
  ["crypto-casino", 15],
  ["live-casino", 10],
  ["casino-sportsbook", 15],
  ["mobile-casino", 10],
  ["no-account-casino", 5],
];

export function planCasinos(ctx: SeedContext, ref: Reference, count: number): CasinoPlan[] {
  const rng = ctx.rng.fork("casinos");
  const names = casinoNames(rng, count);
  const indices = Array.from({ length: count }, (_, i) => i);
  const fresh = new Set(rng.sample(indices, Math.max(3, Math.round(count * 0.1))));
  const privates = new Set(rng.sample(indices, Math.max(3, Math.round(count * 0.05))));
  // A few casinos on the blacklist whatever the draw, so that the warnings always have something to show.
  const blacklisted = new Set(
    rng.sample(
      indices.filter((i) => !privates.has(i)),
      Math.max(2, Math.round(count * 0.03)),
    ),
  );
  const plans = names.map((name, i) =>
    planCasino(rng, ctx.anchor, ref, name, fresh.has(i), privates.has(i), blacklisted.has(i)),
  );
  launchNewForPortugal(ctx, ref, plans, fresh, (i) => !privates.has(i) && !blacklisted.has(i));
  const top = plans
    .filter((p) => !p.isBlacklisted)
    .sort((a, b) => b.safety.score - a.safety.score || b.siteScore - a.siteScore || (a.slug < b.slug ? -1 : 1))
    .slice(0, TOP20_SIZE);
  for (const plan of top) plan.isTop20 = true;
  for (const plan of plans) plan.isRecommended = plan.isTop20 && plan.siteScore >= 7.5;
  return plans;
}

/** "New" means something in the main market: this many new casinos take Portugal's players… */
export const NEW_FOR_PORTUGAL = 7;
/** …this many of them with a good safety index (above average or better). */
export const GOOD_NEW_FOR_PORTUGAL = 4;
export const GOOD_SAFETY = 7;

/**
 * Makes sure the new casinos include {@link NEW_FOR_PORTUGAL} that accept Portugal, {@link GOOD_NEW_FOR_PORTUGAL}
 * of them safe, so that /new-casinos/ has five to show: new casinos that do not take Portugal, then established
 * ones, are launched anew (planned again as new) until they do. The draws come from a stream of their own,
 * so every other casino stays as the main stream made it.
 */
function launchNewForPortugal(
  ctx: SeedContext,
  ref: Reference,
  plans: CasinoPlan[],
  fresh: ReadonlySet<number>,
  eligible: (index: number) => boolean,
): void {
  const launches = ctx.rng.fork("new-launches");
  const forPortugal = (plan: CasinoPlan) => plan.isNew && plan.accepted.includes("PT");
  const order = launches.sample(plans.map((_, i) => i).filter(eligible), plans.length);
  const candidates = [
    ...order.filter((i) => fresh.has(i) && !forPortugal(plans[i]!)),
    ...order.filter((i) => !fresh.has(i)),
  ];
  for (const i of candidates) {
    const newForPortugal = plans.filter(forPortugal);
    const good = newForPortugal.filter((p) => p.safety.score >= GOOD_SAFETY).length;
    if (newForPortugal.length >= NEW_FOR_PORTUGAL && good >= GOOD_NEW_FOR_PORTUGAL) return;
    for (let attempt = 0; attempt < 200; attempt++) {
      const plan = planCasino(launches, ctx.anchor, ref, plans[i]!.name, true, false, false);
      if (forPortugal(plan) && (good >= GOOD_NEW_FOR_PORTUGAL || plan.safety.score >= GOOD_SAFETY)) {
        plans[i] = plan;
        break;
      }
    }
  }
}

function planCasino(
  rng: Rng,
  anchor: Date,
  ref: Reference,
  name: string,
  isNew: boolean,
  isPrivate: boolean,
  onBlacklist: boolean,
): CasinoPlan {
  // A blacklisted casino is a poor one: its facts are drawn from the bottom of the quality range.
  const quality = onBlacklist ? rng.next() * BLACKLIST_QUALITY : rng.next() ** 0.7;
  const launchDate = daysBefore(anchor, isNew ? rng.int(1, NEW_CASINO_DAYS - 1) : rng.int(ESTABLISHED_MIN_DAYS, 8_000));
  const ageYears = (anchor.getTime() - launchDate.getTime()) / 86_400_000 / 365.25;
  const tier = isNew
    ? rng.int(1, 2)
    : rng.weighted<number>([
        [1, 25],
        [2, 30],
        [3, 25],
        [4, 13],
        [5, 7],
      ]);
  const sizeTier = Math.min(tier, ageYears < 3 ? 3 : 5) as CasinoPlan["sizeTier"];
  const licences = chooseLicences(rng, ref.licences, quality);
  // The site's own rule (cards and checklist): the strongest regulator first, ties by name.
  const strongest = licences
    .map((l) => l.licence)
    .reduce((best, l) =>
      l.strength > best.strength || (l.strength === best.strength && l.name < best.name) ? l : best,
    );
  const typeSlug = rng.weighted(TYPE_WEIGHTS);
  const currencyCodes = chooseCurrencies(rng, ref, typeSlug === "crypto-casino" || rng.chance(0.25));
  const isCrypto = currencyCodes.some((code) => ref.currencies.find((c) => c.code === code)?.isCrypto);
  const { accepted, restricted } = chooseCountries(
    rng,
    ref.countryCodes,
    licences.map((l) => l.licence.slug),
    isNew,
  );
  const month = monthlyLimit(rng, quality);
  const hours = WITHDRAWAL_HOURS[typeSlug] ?? WITHDRAWAL_HOURS["online-casino"]!;
  const hoursMin = rng.pick(hours.min);
  const unfairTerms = quality >= 0.6 ? (rng.chance(0.1) ? 1 : 0) : quality >= 0.3 ? rng.int(0, 1) : rng.int(1, 4);
  const isBlacklisted = quality < BLACKLIST_QUALITY;
  const complaints = planComplaints(rng, { launchDate, sizeTier, quality }, anchor);
  const safety = computeSafetyIndex({
    asOf: anchor,
    launchDate,
    licences: licences.map((l) => l.licence),
    sizeTier,
    complaints,
    unfairTerms,
    withdrawalLimitMonth: month,
    isBlacklisted,
  });
  const providers = rng.sample(ref.providers, rng.int(6, 24));
  const slug = slugify(name);
  return {
    id: 0,
    slug,
    name,
    owner: rng.pick(OPERATORS),
    typeSlug,
    casinoTypeId: ref.casinoTypes.find((t) => t.slug === typeSlug)!.id,
    quality,
    isNew,
    launchDate,
    publishedAt: isNew
      ? new Date(Math.min(launchDate.getTime() + rng.int(0, 72) * HOUR_MS, anchor.getTime() + HOUR_MS))
      : pastMoment(rng, new Date(Math.max(launchDate.getTime(), daysBefore(anchor, 1_100).getTime())), anchor, 0.08),
    sizeTier,
    licences,
    strongest,
    paymentMethods: choosePaymentMethods(rng, ref, accepted, isCrypto),
    // A casino that takes a market's players takes its money (no draw: the rest of the plan stays the same).
    currencyCodes: [...new Set([...currencyCodes, ...marketCurrenciesOf(accepted)])],
    isCrypto,
    providers,
    gameCategories: chooseGames(rng, ref, typeSlug),
    accepted,
    restricted,
    minDeposit: rng.pick([5, 10, 10, 10, 20, 20, 25]),
    minWithdrawal: rng.pick([10, 20, 20, 30, 50, 100]),
    limits: {
      day: month && rng.chance(0.6) ? month / 10 : null,
      week: month && rng.chance(0.6) ? month / 4 : null,
      month,
    },
    hoursMin,
    hoursMax: Math.min(
      hoursMin + rng.pick(quality >= 0.5 ? hours.good : hours.poor),
      FAST_PAYOUT_TYPES.includes(typeSlug) ? FAST_PAYOUT_MAX_HOURS : MAX_WITHDRAWAL_HOURS,
    ),
    hasVipClub: rng.chance(0.5),
    hasLiveChat: rng.chance(0.5 + 0.4 * quality),
    hasBonuses: rng.chance(0.92),
    unfairTerms,
    isBlacklisted,
    complaints,
    safety,
    siteScore: expertScore(rng, safety.score, providers.length),
    isTop20: false,
    isPrivate,
    isRecommended: false,
    trendingScore: rng.int(0, 1_000) * (isNew ? 2 : 1),
    siteLanguages: ["en", ...rng.sample(SITE_LANGUAGES, rng.int(1, 6))],
    supportLanguages: ["en", ...rng.sample(SITE_LANGUAGES, rng.int(0, 3))],
  };
}

/** The site's own score (0–10): mostly safety, then the size of the game lobby, then taste. */
function expertScore(rng: Rng, safety: number, providerCount: number): number {
  const raw = 0.6 * safety + (providerCount / 24) * 2.5 + rng.float(0, 1.5);
  return Math.min(9.9, Math.max(1, Math.round(raw * 10) / 10));
}

/** Good casinos hold a strong licence (most often Malta's), middling ones a middle one, poor ones a weak one. */
function chooseLicences(rng: Rng, licences: readonly Licence[], quality: number): CasinoPlan["licences"] {
  const byStrength = (s: number) => licences.filter((l) => l.strength === s);
  const primary =
    quality >= 0.6
      ? rng.weighted(byStrength(3).map((l) => [l, l.slug === "mga" ? 6 : 1] as const))
      : rng.pick(byStrength(quality >= 0.25 ? 2 : 1));
  const candidates = licences.filter((l) => l !== primary && l.strength >= (quality >= 0.6 ? 2 : 1));
  const extras = rng.sample(
    candidates,
    rng.weighted([
      [0, 5],
      [1, 3],
      [2, 1],
    ]),
  );
  return [primary, ...extras].map((licence) => ({ licence, number: licence.number(rng) }));
}

/** EUR per month: none or generous for good casinos, tight for poor ones. */
function monthlyLimit(rng: Rng, quality: number): number | null {
  if (quality >= 0.6) return rng.chance(0.5) ? null : rng.pick([25_000, 50_000, 100_000]);
  if (quality >= 0.3) return rng.pick([7_500, 10_000, 15_000, 20_000, 30_000]);
  return rng.pick([3_000, 4_000, 5_000, 8_000]);
}

function chooseCurrencies(rng: Rng, ref: Reference, withCrypto: boolean): string[] {
  const fiat = ref.currencies.filter((c) => !c.isCrypto && c.code !== "EUR" && c.code !== "USD").map((c) => c.code);
  const crypto = ref.currencies.filter((c) => c.isCrypto).map((c) => c.code);
  return ["EUR", "USD", ...rng.sample(fiat, rng.int(2, 6)), ...(withCrypto ? rng.sample(crypto, rng.int(1, 4)) : [])];
}

function choosePaymentMethods(
  rng: Rng,
  ref: Reference,
  accepted: readonly string[],
  isCrypto: boolean,
): Reference["paymentMethods"] {
  const fiat = ref.paymentMethods.filter((p) => !p.isCrypto);
  const local = fiat.filter((p) => p.markets?.some((m) => accepted.includes(m)) && rng.chance(0.35));
  const global = rng.sample(
    fiat.filter((p) => !p.markets),
    rng.int(3, 8),
  );
  const crypto = isCrypto
    ? rng.sample(
        ref.paymentMethods.filter((p) => p.isCrypto),
        rng.int(2, 4),
      )
    : [];
  return [...global, ...local, ...crypto];
}

function chooseGames(rng: Rng, ref: Reference, typeSlug: string): Reference["gameCategories"] {
  const required = new Set(["slots"]);
  if (typeSlug === "live-casino") required.add("live-dealer");
  if (typeSlug === "casino-sportsbook") required.add("sports-betting");
  const optional = ref.gameCategories.filter((c) => !required.has(c.slug) && c.slug !== "sports-betting");
  return [...ref.gameCategories.filter((c) => required.has(c.slug)), ...rng.sample(optional, rng.int(4, 11))];
}

/**
 * Countries needing a local licence are accepted only with it (Portugal also often without: the demo's main
 * market, which new casinos target most); a few others are usually restricted.
 */
function chooseCountries(
  rng: Rng,
  codes: readonly string[],
  licenceSlugs: readonly string[],
  isNew: boolean,
): { accepted: string[]; restricted: string[] } {
  const accepted: string[] = [];
  const restricted: string[] = [];
  for (const code of codes) {
    const localLicence = LOCAL_LICENCE_COUNTRIES[code];
    if (localLicence)
      (licenceSlugs.includes(localLicence) || (code === "PT" && rng.chance(isNew ? 0.85 : 0.5))
        ? accepted
        : restricted
      ).push(code);
    else if (USUALLY_RESTRICTED.includes(code)) (rng.chance(0.85) ? restricted : accepted).push(code);
    else if (rng.chance(0.8)) accepted.push(code);
    else if (rng.chance(0.2)) restricted.push(code);
  }
  return { accepted, restricted };
}

export async function insertCasinos(ctx: SeedContext, plans: CasinoPlan[]): Promise<void> {
  const rng = ctx.rng.fork("casino-texts");
  const rows = plans.map((plan) => casinoRow(plan, casinoTexts(rng, plan, ctx.compact)));
  const { db, progress } = ctx;
  if (ctx.compact) await insertCasinoRows(ctx, plans, rows);
  else await importCasinos(ctx, plans, rows);
  const limitRows = plans.flatMap(localLimitRows);
  if (limitRows.length > 0) await insertRows(db, schema.casinoLimits, limitRows, progress.counter("casino limits"));
}

/**
 * The demo's casinos go in as an import does (docs/decisions/0036): each document checked by the console's
 * schema and rules and published through the content engine, with its first revision. What no editor types
 * (the planned safety index — complaints come later —, trending score, publication time) is then set as
 * planned. Scale mode (benchmarks, thousands of casinos) writes the rows in bulk instead.
 */
async function importCasinos(ctx: SeedContext, plans: CasinoPlan[], rows: CasinoRow[]): Promise<void> {
  const ids = await importSeed(
    ctx,
    casinoKind,
    plans.map((plan, i) => casinoDocument(plan, rows[i]!)),
    "casinos",
  );
  for (const plan of plans) plan.id = ids.get(plan.slug)!;
  await updateRows(
    ctx.db,
    schema.casinos,
    plans.map((plan) => plan.id),
    {
      safetyIndex: rows.map((row) => row.safetyIndex),
      trendingScore: rows.map((row) => row.trendingScore),
      publishedAt: rows.map((row) => row.publishedAt),
      createdAt: rows.map((row) => row.createdAt),
    },
  );
}

/** A planned casino as the console's document (contracts/casino-document.ts): references by slug. */
function casinoDocument(plan: CasinoPlan, row: CasinoRow): Record<string, unknown> {
  const money = (value: number | null) => (value === null ? null : Number(value.toFixed(2)));
  return {
    name: row.name,
    slug: row.slug,
    website: row.website,
    owner: row.owner,
    type: plan.typeSlug,
    launchDate: row.launchDate,
    hasBonuses: row.hasBonuses,
    hasVipClub: row.hasVipClub,
    hasLiveChat: row.hasLiveChat,
    vipClub: row.vipClub ?? null,
    minDeposit: money(plan.minDeposit),
    minWithdrawal: money(plan.minWithdrawal),
    withdrawalLimit: { day: money(plan.limits.day), week: money(plan.limits.week), month: money(plan.limits.month) },
    withdrawalHours: { min: plan.hoursMin, max: plan.hoursMax },
    siteLanguages: plan.siteLanguages,
    supportLanguages: plan.supportLanguages,
    siteScore: Number(row.siteScore),
    sizeTier: plan.sizeTier,
    unfairTerms: plan.unfairTerms,
    isBlacklisted: plan.isBlacklisted,
    isTop20: plan.isTop20,
    isCrypto: plan.isCrypto,
    isRecommended: plan.isRecommended,
    isPrivate: plan.isPrivate,
    summary: row.summary,
    description: row.description ?? null,
    licences: plan.licences.map((l) => ({ licence: l.licence.slug, number: l.number })),
    payments: paymentsOf(plan).map((p) => ({ method: p.slug, deposit: p.deposit, withdrawal: p.withdrawal })),
    currencies: plan.currencyCodes,
    providers: plan.providers.map((p) => p.slug),
    games: plan.gameCategories.map((g) => g.slug),
    countriesAccepted: plan.accepted,
    countriesRestricted: plan.restricted,
  };
}

// Paysafecard vouchers can only be bought, not cashed out.
const paymentsOf = (plan: CasinoPlan) =>
  plan.paymentMethods.map((m) => ({ id: m.id, slug: m.slug, deposit: true, withdrawal: m.slug !== "paysafecard" }));

type CasinoRow = typeof schema.casinos.$inferInsert;

/** Scale mode: the rows and their links in bulk. */
async function insertCasinoRows(ctx: SeedContext, plans: CasinoPlan[], rows: CasinoRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const ids = await ctx.db
      .insert(schema.casinos)
      .values(rows.slice(start, start + 500))
      .returning({ id: schema.casinos.id });
    ids.forEach(({ id }, i) => (plans[start + i]!.id = id));
    ctx.progress.add(ids.length, "casinos");
  }
  const { db, progress } = ctx;
  const licenceRows = plans.flatMap((p) =>
    p.licences.map((l) => ({ casinoId: p.id, licenceId: l.licence.id, number: l.number })),
  );
  await insertRows(db, schema.casinoLicences, licenceRows, progress.counter("casino licences"));
  const paymentRows = plans.flatMap((p) =>
    paymentsOf(p).map((m) => ({ casinoId: p.id, paymentMethodId: m.id, deposit: m.deposit, withdrawal: m.withdrawal })),
  );
  await insertRows(db, schema.casinoPaymentMethods, paymentRows, progress.counter("casino payment methods"));
  const currencyRows = plans.flatMap((p) => p.currencyCodes.map((currencyCode) => ({ casinoId: p.id, currencyCode })));
  await insertRows(db, schema.casinoCurrencies, currencyRows, progress.counter("casino currencies"));
  const providerRows = plans.flatMap((p) => p.providers.map((v) => ({ casinoId: p.id, providerId: v.id })));
  await insertRows(db, schema.casinoProviders, providerRows, progress.counter("casino providers"));
  const gameRows = plans.flatMap((p) => p.gameCategories.map((g) => ({ casinoId: p.id, gameCategoryId: g.id })));
  await insertRows(db, schema.casinoGames, gameRows, progress.counter("casino games"));
  const countryRows = plans.flatMap((p) => [
    ...p.accepted.map((countryCode) => ({ casinoId: p.id, countryCode, status: "accepted" as const })),
    ...p.restricted.map((countryCode) => ({ casinoId: p.id, countryCode, status: "restricted" as const })),
  ]);
  await insertRows(db, schema.casinoCountries, countryRows, progress.counter("casino countries"));
}

/** The casino's limits in each market currency it takes, from its own price list (seed/local-money.ts). */
function localLimitRows(plan: CasinoPlan): Array<typeof schema.casinoLimits.$inferInsert> {
  return LOCAL_CURRENCIES.filter((currency) => plan.currencyCodes.includes(currency)).map((currency) => {
    const price = (euros: number | null) => (euros === null ? null : localPrice(euros, currency).toFixed(2));
    return {
      casinoId: plan.id,
      currencyCode: currency,
      minDeposit: price(plan.minDeposit)!,
      minWithdrawal: price(plan.minWithdrawal)!,
      withdrawalLimitDay: price(plan.limits.day),
      withdrawalLimitWeek: price(plan.limits.week),
      withdrawalLimitMonth: price(plan.limits.month),
    };
  });
}

function casinoRow(plan: CasinoPlan, texts: ReturnType<typeof casinoTexts>): CasinoRow {
  const money = (value: number | null) => (value === null ? null : value.toFixed(2));
  return {
    slug: plan.slug,
    name: plan.name,
    website: `https://${plan.slug}.example`,
    owner: plan.owner,
    casinoTypeId: plan.casinoTypeId,
    launchDate: isoDay(plan.launchDate),
    hasBonuses: plan.hasBonuses,
    hasVipClub: plan.hasVipClub,
    hasLiveChat: plan.hasLiveChat,
    minDeposit: money(plan.minDeposit)!,
    minWithdrawal: money(plan.minWithdrawal)!,
    withdrawalLimitDay: money(plan.limits.day),
    withdrawalLimitWeek: money(plan.limits.week),
    withdrawalLimitMonth: money(plan.limits.month),
    withdrawalHoursMin: plan.hoursMin,
    withdrawalHoursMax: plan.hoursMax,
    siteLanguages: plan.siteLanguages,
    supportLanguages: plan.supportLanguages,
    siteScore: plan.siteScore.toFixed(1),
    safetyIndex: plan.safety.score.toFixed(1),
    sizeTier: plan.sizeTier,
    unfairTerms: plan.unfairTerms,
    isBlacklisted: plan.isBlacklisted,
    isTop20: plan.isTop20,
    isCrypto: plan.isCrypto,
    isPrivate: plan.isPrivate,
    isRecommended: plan.isRecommended,
    trendingScore: plan.trendingScore,
    publishedAt: plan.publishedAt,
    createdAt: plan.publishedAt,
    ...texts,
  };
}
