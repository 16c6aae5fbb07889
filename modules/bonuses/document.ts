import { inTurn } from "#db/in-turn";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
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
import { categoryKind, reserveRowId, tableRows, type ContentKind, type Tx } from "#modules/content";

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

/** The ids of the slugs (or codes) that exist, by slug. */
async function idsBySlug(db: Db | Tx, bonus: BonusDocument) {
  const [casino, slot, categoryRows] = await inTurn(
    () => db.select({ id: casinos.id }).from(casinos).where(eq(casinos.slug, bonus.casino)),
    () =>
      // Only a slot on the site (docs/decisions/0037): an unpublished one has no page to link to.
      bonus.freeSpinsSlot
        ? db
            .select({ id: slots.id })
            .from(slots)
            .where(and(eq(slots.slug, bonus.freeSpinsSlot), eq(slots.isPublished, true)))
        : [],
    () =>
      bonus.categories.length > 0
        ? db
            .select({ id: bonusCategories.id, slug: bonusCategories.slug })
            .from(bonusCategories)
            .where(inArray(bonusCategories.slug, bonus.categories))
        : [],
  );
  return {
    casino: casino[0]?.id ?? null,
    slot: slot[0]?.id ?? null,
    categories: new Map(categoryRows.map((r) => [r.slug, r.id])),
  };
}

const unknown = (what: string) => [fieldError("unknown_value", `No such ${what}`)];

async function check(db: Db, id: number, bonus: BonusDocument): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [found, taken, countryRows, currency] = await inTurn(
    () => idsBySlug(db, bonus),
    () =>
      db
        .select({ id: bonuses.id })
        .from(bonuses)
        .where(and(eq(bonuses.slug, bonus.slug), ne(bonuses.id, id))),
    () =>
      bonus.countries.length > 0
        ? db.select({ code: countries.code }).from(countries).where(inArray(countries.code, bonus.countries))
        : [],
    () => db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, bonus.currency)),
  );
  if (taken.length > 0) errors.slug = [fieldError("taken", "Another bonus has this slug")];
  if (found.casino === null) errors.casino = unknown("casino");
  if (bonus.freeSpinsSlot && found.slot === null) errors.freeSpinsSlot = unknown("slot");
  if (currency.length === 0) errors.currency = unknown("currency");
  bonus.categories.forEach((slug, index) => {
    if (!found.categories.has(slug)) errors[`categories.${index}`] = unknown("category");
  });
  const known = new Set(countryRows.map((r) => r.code));
  bonus.countries.forEach((code, index) => {
    if (!known.has(code)) errors[`countries.${index}`] = unknown("country");
  });
  return errors;
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

async function write(tx: Tx, id: number, bonus: BonusDocument, insert: boolean): Promise<void> {
  const found = await idsBySlug(tx, bonus);
  const values = {
    slug: bonus.slug,
    casinoId: found.casino!,
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
    freeSpinsSlotId: found.slot,
    isExclusive: bonus.isExclusive,
    isRecommended: bonus.isRecommended,
  };
  if (insert) await tx.insert(bonuses).values({ id, ...values });
  else {
    const [before] = await tx.select({ casinoId: bonuses.casinoId }).from(bonuses).where(eq(bonuses.id, id));
    remember(id, before?.casinoId);
    await tx.update(bonuses).set(values).where(eq(bonuses.id, id));
  }
  remember(id, values.casinoId);
  await tx.delete(bonusCategoryLinks).where(eq(bonusCategoryLinks.bonusId, id));
  const categoryIds = bonus.categories.map((slug) => found.categories.get(slug)!);
  if (categoryIds.length > 0)
    await tx.insert(bonusCategoryLinks).values(categoryIds.map((categoryId) => ({ bonusId: id, categoryId })));
  await tx.delete(bonusCountries).where(eq(bonusCountries.bonusId, id));
  if (bonus.countries.length > 0)
    await tx.insert(bonusCountries).values(bonus.countries.map((countryCode) => ({ bonusId: id, countryCode })));
}

async function setVisible(tx: Tx, id: number, visible: boolean): Promise<void> {
  const [row] = await tx
    .update(bonuses)
    .set({ isPublished: visible })
    .where(eq(bonuses.id, id))
    .returning({ casinoId: bonuses.casinoId });
  remember(id, row?.casinoId);
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
  check,
  write,
  setVisible,
  changed,
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
