/**
 * Fast bulk inserts: one `insert … select * from unnest($1::type[], $2::type[], …)` statement per chunk, so a
 * chunk of thousands of rows takes one bind parameter per column (far below PostgreSQL's 65,535 limit) and
 * PostgreSQL parses a single short statement. Works on PGlite and node-postgres alike.
 */
import { getTableColumns, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";

export const CHUNK_ROWS = 5_000;

export interface InsertOptions {
  /** Called after each chunk with the number of rows it inserted. */
  onRows?: (rows: number) => void;
}

/** Inserts `rows` (all with the same keys) and returns nothing. */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  options: InsertOptions = {},
): Promise<void> {
  await insertChunks(db, table, rows, undefined, options);
}

/** Inserts `rows` and returns their generated `id`s, in the order of `rows`. */
export async function insertRowsReturningIds<T extends PgTable>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  options: InsertOptions = {},
): Promise<number[]> {
  return insertChunks(db, table, rows, sql` returning id`, options);
}

async function insertChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  returning: SQL | undefined,
  options: InsertOptions,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const result = (await db.execute(unnestInsert(table, chunk, returning))) as unknown as {
      rows: Array<{ id: number }>;
    };
    if (returning) for (const row of result.rows) ids.push(Number(row.id));
    options.onRows?.(chunk.length);
  }
  return ids;
}

function unnestInsert<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>,
  returning: SQL | undefined,
): SQL {
  const first = rows[0];
  if (!first) throw new Error("unnestInsert needs at least one row");
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names: SQLWrapper[] = [];
  const arrays: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    const type = column.getSQLType();
    if (type.endsWith("]")) throw new Error(`array column ${column.name} cannot be bulk inserted`);
    const values = rows.map((row) => toText((row as Record<string, unknown>)[key]));
    names.push(sql.identifier(column.name));
    // Sent as text[] (which both drivers serialise the same way) and cast, so enums and jsonb work too.
    arrays.push(sql`${sql.param(values)}::text[]::${sql.raw(type)}[]`);
  }
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})${returning ?? sql``}`;
}

/**
 * Sets columns of rows by id in one statement (`update … from unnest(…)`): `values` holds, per property of the
 * table, one value for each of `ids`. For what the seed sets after an import (dates, counts no editor types).
 */
export async function updateRows<T extends PgTable>(
  db: Db,
  table: T,
  ids: readonly number[],
  values: Partial<Record<keyof T["$inferInsert"] & string, readonly unknown[]>>,
): Promise<void> {
  if (ids.length === 0) return;
  const columns = getTableColumns(table);
  const idColumn = columns["id"];
  if (!idColumn) throw new Error("updateRows needs an id column");
  const sets: SQL[] = [];
  const arrays: SQL[] = [sql`${sql.param(ids.map(String))}::text[]::int[]`];
  const names: SQL[] = [sql.raw("id")];
  Object.entries(values).forEach(([key, list], i) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    const alias = sql.raw(`v${i}`);
    sets.push(sql`${sql.identifier(column.name)} = planned.${alias}`);
    arrays.push(sql`${sql.param((list as unknown[]).map(toText))}::text[]::${sql.raw(column.getSQLType())}[]`);
    names.push(alias);
  });
  await db.execute(
    sql`update ${table} set ${sql.join(sets, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as planned(${sql.join(names, sql`, `)}) where ${idColumn} = planned.id`,
  );
}

function toText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
