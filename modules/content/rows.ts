import { asc, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";
import type { Identified, KindRow } from "./kind";

/**
 * An adapter's `rows`: every row of its table with its slug and visibility column (none: always shown), by id.
 */
export async function tableRows(db: Db, id: PgColumn, key: PgColumn, visible?: PgColumn): Promise<KindRow[]> {
  const rows = await db
    .select({ id: sql<number>`${id}`, key: sql<string>`${key}`, visible: sql<boolean>`${visible ?? sql`true`}` })
    .from(id.table)
    .orderBy(asc(id));
  return rows.map((row) => ({ id: Number(row.id), key: String(row.key), visible: Boolean(row.visible) }));
}

/** For each item, whether another row of the table has its slug: a kind's "taken" check, for many items at once. */
export async function slugsTaken(
  db: Db,
  id: PgColumn,
  slug: PgColumn,
  items: ReadonlyArray<Identified<{ slug: string }>>,
): Promise<boolean[]> {
  if (items.length === 0) return [];
  const holders = await db
    .select({ id: sql<number>`${id}`, slug: sql<string>`${slug}` })
    .from(id.table)
    .where(inArray(slug, [...new Set(items.map((item) => item.document.slug))]));
  return items.map((item) => holders.some((row) => row.slug === item.document.slug && Number(row.id) !== item.id));
}
