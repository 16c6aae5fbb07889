import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";

/**
 * A new row id from a table's own serial sequence (`id`), for an adapter's `reserveId`: the draft keeps it,
 * and the first publish inserts the row with it (docs/decisions/0029).
 */
export async function reserveRowId(db: Db, table: PgTable): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(result.rows[0]!.id);
}
