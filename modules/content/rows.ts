import { asc, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";
import type { KindRow } from "./kind";

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
