import { inTurn } from "#db/in-turn";
import { and, asc, eq, inArray } from "drizzle-orm";
import { bonusDocumentSchema, type BonusDocument } from "#contracts/bonus-document";
import { bonusCategoryDocumentSchema, type BonusCategoryDocument } from "#contracts/catalog-documents";
import { fieldError, type FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import {
  bonusCategories,
  bonusCategoryLinks,
  bonusCountries,
  bonuses,
  casinos,
  countries,
  currencies,
  slots,
} from "#db/schema";
import {
  categoryKind,
  replaceLinks,
  reserveRowId,
  reserveRowIds,
  setPublished,
  tableRows,
  type ContentKind,
  type Identified,
  type Tx,
} from "#modules/content";

/**
 * Bonuses as a kind of the content engine (docs/decisions/0029): the document is the `bonuses` row with its
 * casino, free-spins slot, categories and countries by slug or code; unpublishing clears `is_published`,
 * which every public bonus read filters on (./visibility.ts).
 */

const amount = (value: string | null) => (value === null ? null : Number(value));
const numeric = (value: number | null) => (value === null ? null : String(value));

async function read(db: Db, id: number): Promise<BonusDocument | null> {
  const [row] = await db
    .select({ bonus: bonuses, casino: casinos.slug, slot: slots.slug })
    .from(bonuses)
    .innerJoin(casinos, eq(casinos.id, bonuses.casinoId))
    .leftJoin(slots, eq(slots.id, bonuses.freeSpinsSlotId))
    .where(eq(bonuses.id, id));
  if (!row) return null;
  const [categoryRows, countryRows] = await inTurn(
    () =>
      db
        .select({ slug: bonusCategories.slug })
        .from(bonusCategoryLinks)
        .innerJoin(bonusCategories, eq(bonusCategories.id, bonusCategoryLinks.categoryId))
        .where(eq(bonusCategoryLinks.bonusId, id))
        .orderBy(asc(bonusCategories.position), asc(bonusCategories.id)),
    () =>
      db
        .select({ code: bonusCountries.countryCode })
        .from(bonusCountries)
        .where(eq(bonusCountries.bonusId, id))
        .orderBy(asc(bonusCountries.countryCode)),
  );
  const { bonus } = row;
  return {
    slug: bonus.slug,
    casino: row.casino,
    type: bonus.type,
    title: bonus.title,
    terms: bonus.terms,
    promoCode: bonus.promoCode,
    validFrom: bonus.validFrom,
    validUntil: bonus.validUntil,
    currency: bonus.currency,
    percentage: bonus.percentage,
    amount: amount(bonus.amount),
    wagering: amount(bonus.wagering),
    wageringBase: bonus.wageringBase,
    minDeposit: amount(bonus.minDeposit),
    maxBet: amount(bonus.maxBet),
    maxCashout: amount(bonus.maxCashout),
    freeSpins: bonus.freeSpins,
    freeSpinValue: amount(bonus.freeSpinValue),
    freeSpinsSlot: row.slot,
    isExclusive: bonus.isExclusive,
    isRecommended: bonus.isRecommended,
    categories: categoryRows.map((r) => r.slug),
    countries: countryRows.map((r) => r.code),
  };
}

/** The ids of the slugs (or codes) that exist, by slug, for all the bonuses at once. */
async function idsBySlug(db: Db | Tx, list: readonly BonusDocument[]) {
  const named = (pick: (bonus: BonusDocument) => readonly string[]) => [...new Set(list.flatMap(pick))];
  const casinoSlugs = named((bonus) => [bonus.casino]);
  const slotSlugs = named((bonus) => (bonus.freeSpinsSlot ? [bonus.freeSpinsSlot] : []));
  const categorySlugs = named((bonus) => bonus.categories);
  const [casinoRows, slotRows, categoryRows] = await inTurn(
    () =>
      casinoSlugs.length > 0
        ? db.select({ id: casinos.id, slug: casinos.slug }).from(casinos).where(inArray(casinos.slug, casinoSlugs))
        : [],
    () =>
      // Only a slot on the site (docs/decisions/0037): an unpublished one has no page to link to.
      slotSlugs.length > 0
        ? db
            .select({ id: slots.id, slug: slots.slug })
            .from(slots)
            .where(and(inArray(slots.slug, slotSlugs), eq(slots.isPublished, true)))
        : [],
    () =>
      categorySlugs.length > 0
        ? db
            .select({ id: bonusCategories.id, slug: bonusCategories.slug })
            .from(bonusCategories)
            .where(inArray(bonusCategories.slug, categorySlugs))
        : [],
  );
  const bySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]));
  return { casinos: bySlug(casinoRows), slots: bySlug(slotRows), categories: bySlug(categoryRows) };
}

const unknown = (what: string) => [fieldError("unknown_value", `No such ${what}`)];

async function checkMany(db: Db, items: ReadonlyArray<Identified<BonusDocument>>): Promise<FieldErrors[]> {
  const list = items.map((item) => item.document);
  const slugs = [...new Set(list.map((bonus) => bonus.slug))];
  const codes = [...new Set(list.flatMap((bonus) => bonus.countries))];
  const moneys = [...new Set(list.map((bonus) => bonus.currency))];
  const [found, holders, countryRows, currencyRows] = await inTurn(
    () => idsBySlug(db, list),
    () =>
      slugs.length > 0
        ? db.select({ id: bonuses.id, slug: bonuses.slug }).from(bonuses).where(inArray(bonuses.slug, slugs))
        : [],
    () =>
      codes.length > 0 ? db.select({ code: countries.code }).from(countries).where(inArray(countries.code, codes)) : [],
    () =>
      moneys.length > 0
        ? db.select({ code: currencies.code }).from(currencies).where(inArray(currencies.code, moneys))
        : [],
  );
  const knownCountries = new Set(countryRows.map((r) => r.code));
  const knownCurrencies = new Set(currencyRows.map((r) => r.code));
  return items.map(({ id, document: bonus }) => {
    const errors: FieldErrors = {};
    if (holders.some((row) => row.slug === bonus.slug && row.id !== id))
      errors.slug = [fieldError("taken", "Another bonus has this slug")];
    if (!found.casinos.has(bonus.casino)) errors.casino = unknown("casino");
    if (bonus.freeSpinsSlot && !found.slots.has(bonus.freeSpinsSlot)) errors.freeSpinsSlot = unknown("slot");
    if (!knownCurrencies.has(bonus.currency)) errors.currency = unknown("currency");
    bonus.categories.forEach((slug, index) => {
      if (!found.categories.has(slug)) errors[`categories.${index}`] = unknown("category");
    });
    bonus.countries.forEach((code, index) => {
      if (!knownCountries.has(code)) errors[`countries.${index}`] = unknown("country");
    });
    return errors;
  });
}

/**
 * The casinos whose pages showed or now show a bonus being published or unpublished, kept from the write
 * until the engine asks what changed (`changed`, after the commit): the change names their pages.
 */
const casinosOf = new Map<number, Set<number>>();
const remember = (bonusId: number, casinoId: number | undefined) => {
  if (casinoId === undefined) return;
  const set = casinosOf.get(bonusId) ?? new Set();
  casinosOf.set(bonusId, set.add(casinoId));
};

async function writeMany(tx: Tx, items: ReadonlyArray<Identified<BonusDocument>>, insert: boolean): Promise<void> {
  if (items.length === 0) return;
  const found = await idsBySlug(
    tx,
    items.map((item) => item.document),
  );
  const rows = items.map(({ id, document: bonus }) => ({
    id,
    slug: bonus.slug,
    casinoId: found.casinos.get(bonus.casino)!,
    type: bonus.type,
    title: bonus.title,
    terms: bonus.terms,
    promoCode: bonus.promoCode,
    validFrom: bonus.validFrom,
    validUntil: bonus.validUntil,
    currency: bonus.currency,
    percentage: bonus.percentage,
    amount: numeric(bonus.amount),
    wagering: numeric(bonus.wagering),
    wageringBase: bonus.wageringBase,
    minDeposit: numeric(bonus.minDeposit),
    maxBet: numeric(bonus.maxBet),
    maxCashout: numeric(bonus.maxCashout),
    freeSpins: bonus.freeSpins,
    freeSpinValue: numeric(bonus.freeSpinValue),
    freeSpinsSlotId: bonus.freeSpinsSlot ? (found.slots.get(bonus.freeSpinsSlot) ?? null) : null,
    isExclusive: bonus.isExclusive,
    isRecommended: bonus.isRecommended,
  }));
  const ids = rows.map((row) => row.id);
  if (insert) await tx.insert(bonuses).values(rows);
  else
    for (const { id, ...values } of rows) {
      const [before] = await tx.select({ casinoId: bonuses.casinoId }).from(bonuses).where(eq(bonuses.id, id));
      remember(id, before?.casinoId);
      await tx.update(bonuses).set(values).where(eq(bonuses.id, id));
    }
  for (const row of rows) remember(row.id, row.casinoId);
  const categoryLinks = items.flatMap(({ id, document }) =>
    document.categories.map((slug) => ({ bonusId: id, categoryId: found.categories.get(slug)! })),
  );
  await replaceLinks(tx, bonusCategoryLinks, "bonusId", ids, categoryLinks);
  const countryLinks = items.flatMap(({ id, document }) =>
    document.countries.map((countryCode) => ({ bonusId: id, countryCode })),
  );
  await replaceLinks(tx, bonusCountries, "bonusId", ids, countryLinks);
}

async function setVisibleMany(tx: Tx, ids: readonly number[], visible: boolean): Promise<void> {
  const rows = await setPublished(tx, bonuses, ids, visible, { id: bonuses.id, casinoId: bonuses.casinoId });
  for (const row of rows) remember(row.id, row.casinoId);
}

function changed(ids: number[]) {
  const casinoIds = new Set<number>();
  for (const id of ids) {
    for (const casinoId of casinosOf.get(id) ?? []) casinoIds.add(casinoId);
    casinosOf.delete(id);
  }
  return { kind: "bonus" as const, ids, on: { kind: "casino" as const, ids: [...casinoIds] } };
}

export const bonusKind: ContentKind<BonusDocument> = {
  kind: "bonus",
  schema: bonusDocumentSchema,
  title: (bonus) => bonus.title.en,
  key: (bonus) => bonus.slug,
  rows: (db) => tableRows(db, bonuses.id, bonuses.slug, bonuses.isPublished),
  reserveId: (db) => reserveRowId(db, bonuses),
  read,
  check: async (db, id, bonus) => (await checkMany(db, [{ id, document: bonus }]))[0]!,
  write: (tx, id, bonus, insert) => writeMany(tx, [{ id, document: bonus }], insert),
  setVisible: (tx, id, visible) => setVisibleMany(tx, [id], visible),
  changed,
  batch: {
    reserveIds: (db, count) => reserveRowIds(db, bonuses, count),
    check: checkMany,
    write: writeMany,
    setVisible: setVisibleMany,
  },
};

/** Bonus categories (docs/decisions/0037): their pages and the bonus lists carry `lists`; no casino page names them. */
export const bonusCategoryKind = categoryKind<BonusCategoryDocument>({
  kind: "bonus_category",
  what: "bonus category",
  table: bonusCategories,
  schema: bonusCategoryDocumentSchema,
  fields: ["slug", "name", "intro", "position"],
  holders: async () => ({ casinos: [], slots: [] }),
});
