import { inTurn } from "#db/in-turn";
import { and, count, eq, ne, sql } from "drizzle-orm";
import {
  casinoTypeDocumentSchema,
  categoryDocumentSchema,
  licenceDocumentSchema,
  paymentMethodDocumentSchema,
  type CasinoTypeDocument,
  type CategoryDocument,
  type LicenceDocument,
  type PaymentMethodDocument,
} from "#contracts/catalog-documents";
import { fieldError, type FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import {
  casinoGames,
  casinoLicences,
  casinoPaymentMethods,
  casinos,
  casinoTypes,
  gameCategories,
  licences,
  paymentMethods,
} from "#db/schema";
import {
  categoryKind,
  ContentError,
  namedListing,
  reserveRowId,
  setPublished,
  tableRows,
  type ContentKind,
  type Tx,
} from "#modules/content";
import { earnsQualityMark } from "./quality-mark";
import { loadSafetyFactsOf } from "./safety-facts";
import { computeSafetyIndex } from "./safety-index";
import { loadVerdictFactsOf } from "./verdict-facts";

/**
 * Payment methods and licences as kinds of the content engine (docs/decisions/0037). Casinos name them; one
 * named by a casino on the site cannot be unpublished (409 `content_conflict`, as authors, 0031): its page
 * would lose a fact. One no casino on the site names leaves the casino filter's choices when unpublished.
 * A licence's strength feeds the safety index and the quality mark: publishing a new strength recomputes
 * both for every casino holding it, in the publishing transaction, and the change names those casinos.
 */

const taken = (what: string) => ({ slug: [fieldError("taken", `Another ${what} has this slug`)] });

/**
 * The casinos whose pages show an item being published (or whose safety index it moved), per kind and item,
 * kept from the write until the engine asks what changed (`changed`, after the commit).
 */
function holdersMemory() {
  const held = new Map<number, Set<number>>();
  return {
    add(id: number, casinoIds: number[]) {
      const set = held.get(id) ?? new Set();
      for (const casinoId of casinoIds) set.add(casinoId);
      held.set(id, set);
    },
    take(ids: number[]): number[] {
      const all = new Set<number>();
      for (const id of ids) {
        for (const casinoId of held.get(id) ?? []) all.add(casinoId);
        held.delete(id);
      }
      return [...all];
    },
  };
}

const methodHolders = holdersMemory();
const licenceHolders = holdersMemory();

async function casinosTaking(tx: Tx, methodId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: casinoPaymentMethods.casinoId })
    .from(casinoPaymentMethods)
    .where(eq(casinoPaymentMethods.paymentMethodId, methodId));
  return rows.map((r) => r.id);
}

/** How many casinos on the site hold the reference, through their link table. */
async function casinosOnSite(
  tx: Tx,
  link: typeof casinoLicences | typeof casinoPaymentMethods,
  where: ReturnType<typeof eq>,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(link)
    .innerJoin(casinos, and(eq(casinos.id, link.casinoId), eq(casinos.isPublished, true)))
    .where(where);
  return row!.n;
}

export const paymentMethodKind: ContentKind<PaymentMethodDocument> = {
  kind: "payment_method",
  schema: paymentMethodDocumentSchema,
  title: (method) => method.name,
  reserveId: (db) => reserveRowId(db, paymentMethods),
  key: (method) => method.slug,
  rows: (db) => tableRows(db, paymentMethods.id, paymentMethods.slug, paymentMethods.isPublished),

  async read(db, id) {
    const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
    return row ? { slug: row.slug, name: row.name, isCrypto: row.isCrypto } : null;
  },

  async check(db, id, method): Promise<FieldErrors> {
    const rows = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.slug, method.slug), ne(paymentMethods.id, id)));
    return rows.length > 0 ? taken("payment method") : {};
  },

  async write(tx, id, method, insert) {
    if (insert) await tx.insert(paymentMethods).values({ id, ...method });
    else {
      await tx.update(paymentMethods).set(method).where(eq(paymentMethods.id, id));
      methodHolders.add(id, await casinosTaking(tx, id));
    }
  },

  async setVisible(tx, id, visible) {
    if (!visible) {
      const n = await casinosOnSite(tx, casinoPaymentMethods, eq(casinoPaymentMethods.paymentMethodId, id));
      if (n > 0)
        throw new ContentError("conflict", `${n} casinos on the site take this payment method: change them first`);
    }
    await setPublished(tx, paymentMethods, [id], visible);
  },

  changed: (ids) => ({ kind: "payment_method", ids, on: { kind: "casino", ids: methodHolders.take(ids) } }),
};

/** Recomputes the stored safety index and quality mark of the casinos holding the licence. */
async function recomputeHolders(tx: Tx, licenceId: number): Promise<number[]> {
  const holders = await tx
    .select({ id: casinoLicences.casinoId })
    .from(casinoLicences)
    .where(eq(casinoLicences.licenceId, licenceId));
  const ids = holders.map((h) => h.id);
  if (ids.length === 0) return [];
  const [facts, verdicts] = await inTurn(
    () => loadSafetyFactsOf(tx as unknown as Db, ids),
    () => loadVerdictFactsOf(tx as unknown as Db, ids),
  );
  for (const id of ids) {
    const casinoFacts = facts.get(id);
    const verdict = verdicts.get(id);
    if (!casinoFacts || !verdict) continue;
    const score = computeSafetyIndex(casinoFacts).score;
    await tx
      .update(casinos)
      .set({ safetyIndex: score.toFixed(1), isCertified: earnsQualityMark(verdict, score) })
      .where(eq(casinos.id, id));
  }
  return ids;
}

export const licenceKind: ContentKind<LicenceDocument> = {
  kind: "licence",
  schema: licenceDocumentSchema,
  title: (licence) => licence.name,
  reserveId: (db) => reserveRowId(db, licences),
  key: (licence) => licence.slug,
  rows: (db) => tableRows(db, licences.id, licences.slug, licences.isPublished),

  async read(db, id) {
    const [row] = await db.select().from(licences).where(eq(licences.id, id));
    return row ? { slug: row.slug, name: row.name, jurisdiction: row.jurisdiction, strength: row.strength } : null;
  },

  async check(db, id, licence): Promise<FieldErrors> {
    const rows = await db
      .select({ id: licences.id })
      .from(licences)
      .where(and(eq(licences.slug, licence.slug), ne(licences.id, id)));
    return rows.length > 0 ? taken("licence") : {};
  },

  async write(tx, id, licence, insert) {
    if (insert) {
      await tx.insert(licences).values({ id, ...licence });
      return;
    }
    await tx.update(licences).set(licence).where(eq(licences.id, id));
    licenceHolders.add(id, await recomputeHolders(tx, id));
  },

  async setVisible(tx, id, visible) {
    if (!visible) {
      const n = await casinosOnSite(tx, casinoLicences, eq(casinoLicences.licenceId, id));
      if (n > 0) throw new ContentError("conflict", `${n} casinos on the site hold this licence: change them first`);
    }
    await setPublished(tx, licences, [id], visible);
  },

  changed: (ids) => ({ kind: "licence", ids, on: { kind: "casino", ids: licenceHolders.take(ids) } }),
};

/** The console's payment method list: slug and name (docs/decisions/0037). */
export const consolePaymentMethods = namedListing("payment_method", {
  from: sql`${paymentMethods} t`,
  id: sql`t.id`,
  visible: sql`t.is_published`,
  detail: sql`case when t.is_crypto then 'crypto' end`,
  draftDetail: sql`case when (d ->> 'isCrypto')::boolean then 'crypto' end`,
});

/** The console's licence list: slug, name and jurisdiction. */
export const consoleLicences = namedListing("licence", {
  from: sql`${licences} t`,
  id: sql`t.id`,
  visible: sql`t.is_published`,
  detail: sql`t.jurisdiction`,
  draftDetail: sql`d ->> 'jurisdiction'`,
});

/** Casino types (docs/decisions/0037): named by the casinos of the type. */
export const casinoTypeKind = categoryKind<CasinoTypeDocument>({
  kind: "casino_type",
  what: "casino type",
  table: casinoTypes,
  schema: casinoTypeDocumentSchema,
  fields: ["slug", "name", "description"],
  holders: async (tx, id) => ({
    casinos: (await tx.select({ id: casinos.id }).from(casinos).where(eq(casinos.casinoTypeId, id))).map((r) => r.id),
    slots: [],
  }),
});

/** Game categories: named by the casinos offering them. */
export const gameCategoryKind = categoryKind<CategoryDocument>({
  kind: "game_category",
  what: "game category",
  table: gameCategories,
  schema: categoryDocumentSchema,
  fields: ["slug", "name"],
  holders: async (tx, id) => ({
    casinos: (
      await tx.select({ id: casinoGames.casinoId }).from(casinoGames).where(eq(casinoGames.gameCategoryId, id))
    ).map((r) => r.id),
    slots: [],
  }),
});
