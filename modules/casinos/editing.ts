import { inTurn } from "#db/in-turn";
import { and, asc, eq, inArray } from "drizzle-orm";
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
import { replaceLinks, reserveRowId, reserveRowIds, setPublished, tableRows } from "#modules/content";
import type { ContentKind, Identified, Tx } from "#modules/content";
import { casinoMedia } from "./images";
import { earnsQualityMark } from "./quality-mark";
import { loadSafetyFactsOf } from "./safety-facts";
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

/** The ids of the slugs (or codes) the casinos name, by slug, in one query per reference table for them all. */
async function references(db: Db | Tx, list: readonly CasinoDocument[]) {
  const all = (pick: (casino: CasinoDocument) => readonly string[]) => [...new Set(list.flatMap(pick))];
  const typeSlugs = all((casino) => [casino.type]);
  const codes = all((casino) => casino.currencies);
  const lands = all((casino) => [...casino.countriesAccepted, ...casino.countriesRestricted]);
  const [types, held, ways, makers, games, moneyRows, landRows] = await inTurn(
    () =>
      typeSlugs.length
        ? db
            .select({ id: casinoTypes.id, key: casinoTypes.slug })
            .from(casinoTypes)
            .where(inArray(casinoTypes.slug, typeSlugs))
        : [],
    () =>
      pairs(
        db,
        licences,
        licences.slug,
        all((casino) => casino.licences.map((l) => l.licence)),
      ),
    () =>
      pairs(
        db,
        paymentMethods,
        paymentMethods.slug,
        all((casino) => casino.payments.map((p) => p.method)),
      ),
    () =>
      pairs(
        db,
        providers,
        providers.slug,
        all((casino) => casino.providers),
      ),
    () =>
      pairs(
        db,
        gameCategories,
        gameCategories.slug,
        all((casino) => casino.games),
      ),
    () =>
      codes.length ? db.select({ key: currencies.code }).from(currencies).where(inArray(currencies.code, codes)) : [],
    () =>
      lands.length ? db.select({ key: countries.code }).from(countries).where(inArray(countries.code, lands)) : [],
  );
  const ids = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));
  return {
    types: ids(types),
    licences: ids(held),
    payments: ids(ways),
    providers: ids(makers),
    games: ids(games),
    currencies: new Set(moneyRows.map((m) => m.key)),
    countries: new Set(landRows.map((l) => l.key)),
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

/** Unknown references, images not in the library and a slug another casino has, by field, per casino. */
async function checkCasinos(db: Db, items: ReadonlyArray<Identified<CasinoDocument>>): Promise<FieldErrors[]> {
  const list = items.map((item) => item.document);
  const slugs = [...new Set(list.map((casino) => casino.slug))];
  const [known, holders, imageErrors] = await inTurn(
    () => references(db, list),
    () => db.select({ id: casinos.id, slug: casinos.slug }).from(casinos).where(inArray(casinos.slug, slugs)),
    () => casinoMedia.checkMany(db, list),
  );
  return items.map(({ id, document: casino }, index) => {
    const errors: FieldErrors = { ...imageErrors[index] };
    const unknown = (field: string, what: string) =>
      (errors[field] ??= []).push({ code: "unknown_value", message: `Unknown ${what}` });
    if (holders.some((row) => row.slug === casino.slug && row.id !== id))
      (errors.slug ??= []).push({ code: "taken", message: "Another casino has this address" });
    if (!known.types.has(casino.type)) unknown("type", "casino type");
    casino.licences.forEach((l, i) => known.licences.has(l.licence) || unknown(`licences.${i}.licence`, "licence"));
    casino.payments.forEach(
      (p, i) => known.payments.has(p.method) || unknown(`payments.${i}.method`, "payment method"),
    );
    casino.providers.forEach((p, i) => known.providers.has(p) || unknown(`providers.${i}`, "provider"));
    casino.games.forEach((g, i) => known.games.has(g) || unknown(`games.${i}`, "game category"));
    casino.currencies.forEach((c, i) => known.currencies.has(c) || unknown(`currencies.${i}`, "currency"));
    for (const field of ["countriesAccepted", "countriesRestricted"] as const)
      casino[field].forEach((c, i) => known.countries.has(c) || unknown(`${field}.${i}`, "country"));
    return errors;
  });
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
 * Writes the documents into `casinos`, their link tables and their images' uses (replaced whole), then the safety
 * indexes and the quality marks from the facts now stored (complaints included), in the publishing transaction.
 */
async function writeCasinos(tx: Tx, items: ReadonlyArray<Identified<CasinoDocument>>, insert: boolean): Promise<void> {
  if (items.length === 0) return;
  const known = await references(
    tx,
    items.map((item) => item.document),
  );
  const ids = items.map((item) => item.id);
  if (insert)
    await tx.insert(casinos).values(
      items.map(({ id, document }) => ({
        id,
        ...columnsOf(document, known.types.get(document.type)!),
        safetyIndex: "5.0",
        isPublished: false,
      })),
    );
  else
    for (const { id, document } of items)
      await tx
        .update(casinos)
        .set(columnsOf(document, known.types.get(document.type)!))
        .where(eq(casinos.id, id));
  // Each link table's rows replaced for all the casinos at once: one delete, one insert (docs/decisions/0049).
  const licenceRows = items.flatMap(({ id, document }) =>
    document.licences.map((l) => ({ casinoId: id, licenceId: known.licences.get(l.licence)!, number: l.number })),
  );
  await replaceLinks(tx, casinoLicences, "casinoId", ids, licenceRows);
  const paymentRows = items.flatMap(({ id, document }) =>
    document.payments.map((p) => ({
      casinoId: id,
      paymentMethodId: known.payments.get(p.method)!,
      deposit: p.deposit,
      withdrawal: p.withdrawal,
    })),
  );
  await replaceLinks(tx, casinoPaymentMethods, "casinoId", ids, paymentRows);
  const currencyRows = items.flatMap(({ id, document }) =>
    document.currencies.map((code) => ({ casinoId: id, currencyCode: code })),
  );
  await replaceLinks(tx, casinoCurrencies, "casinoId", ids, currencyRows);
  const providerRows = items.flatMap(({ id, document }) =>
    document.providers.map((p) => ({ casinoId: id, providerId: known.providers.get(p)! })),
  );
  await replaceLinks(tx, casinoProviders, "casinoId", ids, providerRows);
  const gameRows = items.flatMap(({ id, document }) =>
    document.games.map((g) => ({ casinoId: id, gameCategoryId: known.games.get(g)! })),
  );
  await replaceLinks(tx, casinoGames, "casinoId", ids, gameRows);
  const countryRows = items.flatMap(({ id, document }) => [
    ...document.countriesAccepted.map((code) => ({ casinoId: id, countryCode: code, status: "accepted" as const })),
    ...document.countriesRestricted.map((code) => ({ casinoId: id, countryCode: code, status: "restricted" as const })),
  ]);
  await replaceLinks(tx, casinoCountries, "casinoId", ids, countryRows);
  // The logos' and screenshots' uses follow the published documents (docs/decisions/0030).
  await casinoMedia.writeMany(
    tx,
    items.map(({ id, document }) => ({ itemId: id, document })),
  );
  const [safetyFacts, verdictFacts] = await inTurn(
    () => loadSafetyFactsOf(tx, ids),
    () => loadVerdictFactsOf(tx, ids),
  );
  for (const id of ids) {
    const safety = computeSafetyIndex(safetyFacts.get(id)!);
    await tx
      .update(casinos)
      .set({ safetyIndex: safety.score.toFixed(1), isCertified: earnsQualityMark(verdictFacts.get(id)!, safety.score) })
      .where(eq(casinos.id, id));
  }
}

/** Casinos as a content kind (modules/content, docs/decisions/0029). */
export const casinoKind: ContentKind<CasinoDocument> = {
  kind: "casino",
  schema: casinoDocumentSchema,
  title: (casino) => casino.name,
  key: (casino) => casino.slug,
  rows: (db) => tableRows(db, casinos.id, casinos.slug, casinos.isPublished),
  reserveId: (db) => reserveRowId(db, casinos),
  read: readCasino,
  check: async (db, id, casino) => (await checkCasinos(db, [{ id, document: casino }]))[0]!,
  write: (tx, id, casino, insert) => writeCasinos(tx, [{ id, document: casino }], insert),
  setVisible: (tx, id, visible) => setPublished(tx, casinos, [id], visible),
  changed: (ids) => ({ kind: "casino", ids }),
  batch: {
    reserveIds: (db, count) => reserveRowIds(db, casinos, count),
    check: checkCasinos,
    write: writeCasinos,
    setVisible: (tx, ids, visible) => setPublished(tx, casinos, ids, visible),
  },
};
