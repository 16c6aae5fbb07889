import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { fieldError, type FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import type { Change } from "#modules/changes";
import { ContentError, type ContentKind, type Identified, type Tx } from "./kind";
import { namedListing } from "./listing";
import { reserveRowId, reserveRowIds } from "./reserve";
import { slugsTaken, tableRows } from "./rows";

/** A category table: an id, a slug, and the document's other fields as columns of the same names. */
type CategoryTable = PgTable & { id: PgColumn; slug: PgColumn };

/** Who shows a category: the casinos and slots whose pages name it. */
export type CategoryHolders = (tx: Tx, id: number) => Promise<{ casinos: number[]; slots: number[] }>;

/**
 * A category of the site (casino types, game categories, bonus categories, slot features and themes) as a
 * kind of the content engine (docs/decisions/0037): its document is its row, by column name. Categories are
 * the site's structure — each has its page or facet value, named by casinos, bonuses and slots — so, as
 * information pages (0031), they are edited and published, never taken off the site (409). A publish names
 * the casinos and slots whose pages show the category.
 */
export function categoryKind<D extends { slug: string; name: { en: string } }>(options: {
  kind: string;
  what: string;
  table: CategoryTable;
  schema: z.ZodType<D>;
  fields: readonly (keyof D & string)[];
  holders: CategoryHolders;
}): ContentKind<D> & { listing: ReturnType<typeof namedListing> } {
  const { table, what } = options;
  const held = new Map<number, { casinos: Set<number>; slots: Set<number> }>();
  const values = (document: D) =>
    Object.fromEntries(options.fields.map((field) => [field, (document as Record<string, unknown>)[field] ?? null]));

  async function checkMany(db: Db, items: ReadonlyArray<Identified<D>>): Promise<FieldErrors[]> {
    return (await slugsTaken(db, table.id, table.slug, items)).map((taken): FieldErrors =>
      taken ? { slug: [fieldError("taken", `Another ${what} has this slug`)] } : {},
    );
  }

  async function writeMany(tx: Tx, items: ReadonlyArray<Identified<D>>, insert: boolean): Promise<void> {
    if (items.length === 0) return;
    if (insert) {
      await tx.insert(table).values(items.map(({ id, document }) => ({ id, ...values(document) })));
      return;
    }
    for (const { id, document } of items) {
      await tx.update(table).set(values(document)).where(eq(table.id, id));
      const found = await options.holders(tx, id);
      const set = held.get(id) ?? { casinos: new Set(), slots: new Set() };
      found.casinos.forEach((casinoId) => set.casinos.add(casinoId));
      found.slots.forEach((slotId) => set.slots.add(slotId));
      held.set(id, set);
    }
  }

  async function setVisibleMany(_tx: Tx, _ids: readonly number[], visible: boolean): Promise<void> {
    if (!visible)
      throw new ContentError("conflict", `A ${what} is part of the site's structure: edit it, never take it off`);
  }
  return {
    kind: options.kind,
    schema: options.schema,
    title: (document) => document.name.en,
    reserveId: (db) => reserveRowId(db, table),
    key: (document) => document.slug,
    rows: (db) => tableRows(db, table.id, table.slug),

    async read(db, id) {
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))) as Record<string, unknown>[];
      if (!row) return null;
      return Object.fromEntries(options.fields.map((field) => [field, row[field] ?? null])) as D;
    },

    check: async (db, id, document) => (await checkMany(db, [{ id, document }]))[0]!,
    write: (tx, id, document, insert) => writeMany(tx, [{ id, document }], insert),

    setVisible: (tx, id, visible) => setVisibleMany(tx, [id], visible),

    changed(ids): Change {
      const casinoIds = new Set<number>();
      const slotIds = new Set<number>();
      for (const id of ids) {
        held.get(id)?.casinos.forEach((casinoId) => casinoIds.add(casinoId));
        held.get(id)?.slots.forEach((slotId) => slotIds.add(slotId));
        held.delete(id);
      }
      return { kind: "category", ids, on: { kind: "casino", ids: [...casinoIds] }, slots: [...slotIds] };
    },

    batch: {
      reserveIds: (db, count) => reserveRowIds(db, table, count),
      check: checkMany,
      write: writeMany,
      setVisible: setVisibleMany,
    },

    listing: namedListing(options.kind, {
      from: sql`(select id, slug, name ->> 'en' as name from ${table}) t` as SQL,
      id: sql`t.id`,
      visible: sql`true`,
      detail: sql`null::text`,
      draftDetail: sql`null::text`,
      draftName: sql`d -> 'name' ->> 'en'`,
    }),
  };
}
