import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";

/**
 * A new row id from a table's own serial sequence (`id`), for an adapter's `reserveId`: the draft keeps it,
 * and the first publish inserts the row with it (docs/decisions/0029).
 */
export async function reserveRowId(db: Db, table: PgTable): Promise<number> {
  return (await reserveRowIds(db, table, 1))[0]!;
}

/** `count` new row ids at once, in the sequence's order. */
export async function reserveRowIds(db: Db, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${count}::int) as n order by n`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}
