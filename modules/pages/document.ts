import { and, eq, ne, sql } from "drizzle-orm";
import { fieldError, type FieldErrors } from "#contracts/errors";
import { pageDocumentSchema, type ConsolePageRow, type PageDocument } from "#contracts/page-document";
import type { Db } from "#db/client";
import { pages } from "#db/schema";
import {
  ContentError,
  consoleListing,
  pageAfter,
  reserveRowId,
  tableRows,
  statusMatch,
  textMatch,
  type ListOrder,
  type ListPosition,
  type ListStatus,
  type ContentKind,
  type Tx,
} from "#modules/content";

/**
 * Information pages as a kind of the content engine (docs/decisions/0029): the document is the `pages` row.
 * Each page has its own route and the footer links it, so a page is edited and published but never taken off
 * the site; a publish drops its rendered languages (the `page` change, ./pages.ts).
 */
export const pageKind: ContentKind<PageDocument> = {
  kind: "page",
  schema: pageDocumentSchema,
  title: (page) => page.title.en,
  key: (page) => page.slug,
  rows: (db) => tableRows(db, pages.id, pages.slug),
  reserveId: (db) => reserveRowId(db, pages),
  async read(db, id) {
    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    if (!row) return null;
    return {
      slug: row.slug as PageDocument["slug"],
      title: row.title,
      description: row.description,
      body: row.body,
    };
  },
  async check(db, id, page) {
    const errors: FieldErrors = {};
    const taken = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.slug, page.slug), ne(pages.id, id)));
    if (taken.length > 0) errors.slug = [fieldError("taken", "This page exists already: edit it")];
    return errors;
  },
  async write(tx: Tx, id, page, insert) {
    const values = { ...page, updatedAt: new Date() };
    if (insert) await tx.insert(pages).values({ id, ...values });
    else await tx.update(pages).set(values).where(eq(pages.id, id));
  },
  async setVisible(_tx, _id, visible) {
    if (!visible) throw new ContentError("conflict", "An information page stays on the site: edit it instead");
  },
  changed: (ids) => ({ kind: "page", ids }),
};

const listing = consoleListing({
  kind: pageKind.kind,
  rows: {
    from: sql`${pages} p`,
    id: sql`p.id`,
    visible: sql`true`,
    created: sql`p.updated_at`,
    columns: sql`p.slug, p.title ->> 'en' as title, array(select jsonb_object_keys(p.body)) as languages`,
  },
  drafts: sql`d ->> 'slug', d -> 'title' ->> 'en', array(select jsonb_object_keys(d -> 'body'))`,
});

/** Pages by title. */
export const CONSOLE_PAGE_ORDER: ListOrder = { key: sql`lower(title)`, type: "text", direction: "asc" };

type Row = Omit<ConsolePageRow, "updated_at"> & { updated_at: string | Date };

/** The console's page list: searched in slugs and English titles, by status, by title. */
export async function consolePages(
  db: Db,
  query: { q?: string; status?: ListStatus; after: ListPosition | null; limit: number },
): Promise<{ items: ConsolePageRow[]; next: ListPosition | null }> {
  const where = and(textMatch(query.q, sql`slug, title`), statusMatch(query.status));
  const { rows, next } = await pageAfter<Row>(db, listing, where, CONSOLE_PAGE_ORDER, query.after, query.limit);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      languages: row.languages,
      status: row.status,
      pending: Boolean(row.pending),
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    next,
  };
}
