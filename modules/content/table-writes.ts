import { getTableColumns, inArray } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Tx } from "./kind";

/**
 * The two writes every kind's tables share (docs/decisions/0049: one statement per table for all the items
 * of a batch, the same with one item): replacing the items' link rows, and showing or hiding rows.
 */

/**
 * The owners' rows of a link table replaced by `rows`: those of `ownerIds` (in `owner`, the table's column
 * naming the owner: "casinoId") deleted in one statement, `rows` inserted in one (none when empty).
 */
export async function replaceLinks<T extends PgTable>(
  tx: Tx,
  table: T,
  owner: keyof T["_"]["columns"] & string,
  ownerIds: readonly number[],
  rows: PgInsertValue<T>[],
): Promise<void> {
  if (ownerIds.length > 0) await tx.delete(table).where(inArray(getTableColumns(table)[owner]!, [...ownerIds]));
  if (rows.length > 0) await tx.insert(table).values(rows);
}

/** A table whose rows the site shows or hides by `is_published`. */
type PublishedTable = PgTable & { id: PgColumn; isPublished: PgColumn };

/**
 * Sets `is_published` of the rows `ids` in one statement (none when there are none); with `returning`, gives
 * those fields of the rows updated.
 */
export async function setPublished<T extends PublishedTable>(
  tx: Tx,
  table: T,
  ids: readonly number[],
  published: boolean,
): Promise<void>;
export async function setPublished<T extends PublishedTable, R extends SelectedFieldsFlat>(
  tx: Tx,
  table: T,
  ids: readonly number[],
  published: boolean,
  returning: R,
): Promise<SelectResultFields<R>[]>;
export async function setPublished(
  tx: Tx,
  table: PublishedTable,
  ids: readonly number[],
  published: boolean,
  returning?: SelectedFieldsFlat,
): Promise<unknown[] | void> {
  if (ids.length === 0) return returning ? [] : undefined;
  const update = tx
    .update(table)
    .set({ isPublished: published } as PgUpdateSetSource<PublishedTable>)
    .where(inArray(table.id, [...ids]));
  if (returning) return update.returning(returning);
  await update;
}
