import { inTurn } from "#db/in-turn";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { casinoDocumentSchema, type CasinoDocument } from "#contracts/casino-document";
import type { FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import {
  casinoCountries,
  casinoCurrencies,
  casinoGames,
  casinoLicences,
  casinoPaymentMethods,
  casinoProviders,
  casinos,
  casinoTypes,
  countries,
  currencies,
  gameCategories,
  licences,
  paymentMethods,
  providers,
} from "#db/schema";
import { tableRows, type ContentKind, type Tx } from "#modules/content";
import { casinoMedia } from "./images";
import { earnsQualityMark } from "./quality-mark";
import { loadSafetyFacts } from "./safety-facts";
import { computeSafetyIndex } from "./safety-index";
import { loadVerdictFactsOf } from "./verdict-facts";

const money = (value: number | null) => (value === null ? null : value.toFixed(2));
const amount = (value: string | null) => (value === null ? null : Number(value));
const bySlug = <T extends { slug: string }>(rows: T[]) => rows.sort((a, b) => a.slug.localeCompare(b.slug));

/** The document the site shows now, from the casino's row and its link tables (lists in a fixed order). */
async function readCasino(db: Db, id: number): Promise<CasinoDocument | null> {
  const [row] = await db
    .select({ casino: casinos, type: casinoTypes.slug })
    .from(casinos)
    .innerJoin(casinoTypes, eq(casinoTypes.id, casinos.casinoTypeId))
    .where(eq(casinos.id, id));
  if (!row) return null;
  const { casino } = row;
  const [held, ways, moneys, makers, games, lands, images] = await inTurn(
    () =>
      db
        .select({ slug: licences.slug, number: casinoLicences.number })
        .from(casinoLicences)
        .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
        .where(eq(casinoLicences.casinoId, id)),
    () =>
      db
        .select({
          slug: paymentMethods.slug,
          deposit: casinoPaymentMethods.deposit,
          withdrawal: casinoPaymentMethods.withdrawal,
        })
        .from(casinoPaymentMethods)
        .innerJoin(paymentMethods, eq(paymentMethods.id, casinoPaymentMethods.paymentMethodId))
        .where(eq(casinoPaymentMethods.casinoId, id)),
    () =>
      db
        .select({ code: casinoCurrencies.currencyCode })
        .from(casinoCurrencies)
        .where(eq(casinoCurrencies.casinoId, id))
        .orderBy(asc(casinoCurrencies.currencyCode)),
    () =>
      db
        .select({ slug: providers.slug })
        .from(casinoProviders)
        .innerJoin(providers, eq(providers.id, casinoProviders.providerId))
        .where(eq(casinoProviders.casinoId, id)),
    () =>
      db
        .select({ slug: gameCategories.slug })
        .from(casinoGames)
        .innerJoin(gameCategories, eq(gameCategories.id, casinoGames.gameCategoryId))
        .where(eq(casinoGames.casinoId, id)),
    () =>
      db
        .select({ code: casinoCountries.countryCode, status: casinoCountries.status })
        .from(casinoCountries)
        .where(eq(casinoCountries.casinoId, id))
        .orderBy(asc(casinoCountries.countryCode)),
    () => casinoMedia.read(db, id),
  );
  return {
    name: casino.name,
    slug: casino.slug,
    website: casino.website,
    owner: casino.owner,
    type: row.type,
    launchDate: casino.launchDate,
    hasBonuses: casino.hasBonuses,
    hasVipClub: casino.hasVipClub,
    hasLiveChat: casino.hasLiveChat,
    vipClub: casino.vipClub,
    minDeposit: Number(casino.minDeposit),
    minWithdrawal: Number(casino.minWithdrawal),
    withdrawalLimit: {
      day: amount(casino.withdrawalLimitDay),
      week: amount(casino.withdrawalLimitWeek),
      month: amount(casino.withdrawalLimitMonth),
    },
    withdrawalHours: { min: casino.withdrawalHoursMin, max: casino.withdrawalHoursMax },
    siteLanguages: casino.siteLanguages,
    supportLanguages: casino.supportLanguages,
    siteScore: Number(casino.siteScore),
    sizeTier: casino.sizeTier,
    unfairTerms: casino.unfairTerms,
    isBlacklisted: casino.isBlacklisted,
    isTop20: casino.isTop20,
    isCrypto: casino.isCrypto,
    isRecommended: casino.isRecommended,
    isPrivate: casino.isPrivate,
    summary: casino.summary,
    description: casino.description,
    licences: bySlug(held).map((h) => ({ licence: h.slug, number: h.number })),
    payments: bySlug(ways).map((w) => ({ method: w.slug, deposit: w.deposit, withdrawal: w.withdrawal })),
    currencies: moneys.map((m) => m.code),
    providers: bySlug(makers).map((p) => p.slug),
    games: bySlug(games).map((g) => g.slug),
    countriesAccepted: lands.filter((l) => l.status === "accepted").map((l) => l.code),
    countriesRestricted: lands.filter((l) => l.status === "restricted").map((l) => l.code),
    ...images,
  };
}

/** The ids of the slugs (or codes) named, by slug, in one query per reference table. */
async function references(db: Db | Tx, casino: CasinoDocument) {
  const [types, held, ways, makers, games, moneys, lands] = await inTurn(
    () =>
      db
        .select({ id: casinoTypes.id, key: casinoTypes.slug })
        .from(casinoTypes)
        .where(eq(casinoTypes.slug, casino.type)),
    () =>
      pairs(
        db,
        licences,
        licences.slug,
        casino.licences.map((l) => l.licence),
      ),
    () =>
      pairs(
        db,
        paymentMethods,
        paymentMethods.slug,
        casino.payments.map((p) => p.method),
      ),
    () => pairs(db, providers, providers.slug, casino.providers),
    () => pairs(db, gameCategories, gameCategories.slug, casino.games),
    () =>
      casino.currencies.length
        ? db.select({ key: currencies.code }).from(currencies).where(inArray(currencies.code, casino.currencies))
        : [],
    () =>
      casino.countriesAccepted.length + casino.countriesRestricted.length
        ? db
            .select({ key: countries.code })
            .from(countries)
            .where(inArray(countries.code, [...casino.countriesAccepted, ...casino.countriesRestricted]))
        : [],
  );
  const ids = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));
  return {
    type: types[0]?.id ?? null,
    licences: ids(held),
    payments: ids(ways),
    providers: ids(makers),
    games: ids(games),
    currencies: new Set(moneys.map((m) => m.key)),
    countries: new Set(lands.map((l) => l.key)),
  };
}

type SlugTable = typeof licences | typeof paymentMethods | typeof providers | typeof gameCategories;

/**
 * The ids of the slugs that exist; of licences, payment methods and providers only those on the site (a casino
 * cannot name one unpublished in the console, docs/decisions/0037).
 */
function pairs(db: Db | Tx, table: SlugTable, column: SlugTable["slug"], slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  const shown = "isPublished" in table ? eq(table.isPublished, true) : undefined;
  return db
    .select({ id: table.id, key: column })
    .from(table)
    .where(and(inArray(column, slugs), shown));
}

/** Unknown references, images not in the library and a slug another casino has, by field. */
async function checkCasino(db: Db, id: number, casino: CasinoDocument): Promise<FieldErrors> {
  const [known, [taken], imageErrors] = await inTurn(
    () => references(db, casino),
    () =>
      db
        .select({ id: casinos.id })
        .from(casinos)
        .where(and(eq(casinos.slug, casino.slug), ne(casinos.id, id))),
    () => casinoMedia.check(db, casino),
  );
  const errors: FieldErrors = { ...imageErrors };
  const unknown = (field: string, what: string) =>
    (errors[field] ??= []).push({ code: "unknown_value", message: `Unknown ${what}` });
  if (taken) (errors.slug ??= []).push({ code: "taken", message: "Another casino has this address" });
  if (known.type === null) unknown("type", "casino type");
  casino.licences.forEach((l, i) => known.licences.has(l.licence) || unknown(`licences.${i}.licence`, "licence"));
  casino.payments.forEach((p, i) => known.payments.has(p.method) || unknown(`payments.${i}.method`, "payment method"));
  casino.providers.forEach((p, i) => known.providers.has(p) || unknown(`providers.${i}`, "provider"));
  casino.games.forEach((g, i) => known.games.has(g) || unknown(`games.${i}`, "game category"));
  casino.currencies.forEach((c, i) => known.currencies.has(c) || unknown(`currencies.${i}`, "currency"));
  for (const field of ["countriesAccepted", "countriesRestricted"] as const)
    casino[field].forEach((c, i) => known.countries.has(c) || unknown(`${field}.${i}`, "country"));
  return errors;
}

/** The row's columns from the document (the safety index and quality mark are computed after the links). */
function columnsOf(casino: CasinoDocument, typeId: number) {
  return {
    slug: casino.slug,
    name: casino.name,
    website: casino.website,
    owner: casino.owner,
    casinoTypeId: typeId,
    launchDate: casino.launchDate,
    hasBonuses: casino.hasBonuses,
    hasVipClub: casino.hasVipClub,
    hasLiveChat: casino.hasLiveChat,
    vipClub: casino.vipClub,
    minDeposit: money(casino.minDeposit)!,
    minWithdrawal: money(casino.minWithdrawal)!,
    withdrawalLimitDay: money(casino.withdrawalLimit.day),
    withdrawalLimitWeek: money(casino.withdrawalLimit.week),
    withdrawalLimitMonth: money(casino.withdrawalLimit.month),
    withdrawalHoursMin: casino.withdrawalHours.min,
    withdrawalHoursMax: casino.withdrawalHours.max,
    siteLanguages: casino.siteLanguages,
    supportLanguages: casino.supportLanguages,
    siteScore: casino.siteScore.toFixed(1),
    sizeTier: casino.sizeTier,
    unfairTerms: casino.unfairTerms,
    isBlacklisted: casino.isBlacklisted,
    isTop20: casino.isTop20,
    isCrypto: casino.isCrypto,
    isRecommended: casino.isRecommended,
    isPrivate: casino.isPrivate,
    summary: casino.summary,
    description: casino.description,
  };
}

/**
 * Writes the document into `casinos`, its link tables and its images' uses (replaced whole), then the safety index
 * and the quality mark from the facts now stored (complaints included), in the publishing transaction.
 */
async function writeCasino(tx: Tx, id: number, casino: CasinoDocument, insert: boolean): Promise<void> {
  const known = await references(tx, casino);
  const columns = columnsOf(casino, known.type!);
  if (insert) await tx.insert(casinos).values({ id, ...columns, safetyIndex: "5.0", isPublished: false });
  else await tx.update(casinos).set(columns).where(eq(casinos.id, id));
  const links = [casinoLicences, casinoPaymentMethods, casinoCurrencies, casinoProviders, casinoGames, casinoCountries];
  for (const table of links) await tx.delete(table).where(eq(table.casinoId, id));
  const rows = <T>(values: T[], insertRows: (values: T[]) => Promise<unknown>) =>
    values.length ? insertRows(values) : Promise.resolve();
  await rows(
    casino.licences.map((l) => ({ casinoId: id, licenceId: known.licences.get(l.licence)!, number: l.number })),
    (values) => tx.insert(casinoLicences).values(values),
  );
  await rows(
    casino.payments.map((p) => ({
      casinoId: id,
      paymentMethodId: known.payments.get(p.method)!,
      deposit: p.deposit,
      withdrawal: p.withdrawal,
    })),
    (values) => tx.insert(casinoPaymentMethods).values(values),
  );
  await rows(
    casino.currencies.map((code) => ({ casinoId: id, currencyCode: code })),
    (values) => tx.insert(casinoCurrencies).values(values),
  );
  await rows(
    casino.providers.map((p) => ({ casinoId: id, providerId: known.providers.get(p)! })),
    (values) => tx.insert(casinoProviders).values(values),
  );
  await rows(
    casino.games.map((g) => ({ casinoId: id, gameCategoryId: known.games.get(g)! })),
    (values) => tx.insert(casinoGames).values(values),
  );
  await rows(
    [
      ...casino.countriesAccepted.map((code) => ({ casinoId: id, countryCode: code, status: "accepted" as const })),
      ...casino.countriesRestricted.map((code) => ({ casinoId: id, countryCode: code, status: "restricted" as const })),
    ],
    (values) => tx.insert(casinoCountries).values(values),
  );
  // The logo's and screenshots' uses follow the published document (docs/decisions/0030).
  await casinoMedia.write(tx, id, casino);
  const safety = computeSafetyIndex((await loadSafetyFacts(tx, id))!);
  const verdict = (await loadVerdictFactsOf(tx, [id])).get(id)!;
  await tx
    .update(casinos)
    .set({ safetyIndex: safety.score.toFixed(1), isCertified: earnsQualityMark(verdict, safety.score) })
    .where(eq(casinos.id, id));
}

/** Casinos as a content kind (modules/content, docs/decisions/0029). */
export const casinoKind: ContentKind<CasinoDocument> = {
  kind: "casino",
  schema: casinoDocumentSchema,
  title: (casino) => casino.name,
  key: (casino) => casino.slug,
  rows: (db) => tableRows(db, casinos.id, casinos.slug, casinos.isPublished),
  reserveId: async (db) => {
    const result = (await db.execute(
      sql`select nextval(pg_get_serial_sequence('casinos', 'id'))::int as id`,
    )) as unknown as { rows: { id: number }[] };
    return Number(result.rows[0]!.id);
  },
  read: readCasino,
  check: checkCasino,
  write: writeCasino,
  setVisible: async (tx, id, visible) => {
    await tx.update(casinos).set({ isPublished: visible }).where(eq(casinos.id, id));
  },
  changed: (ids) => ({ kind: "casino", ids }),
};
