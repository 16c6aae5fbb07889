import type { z } from "zod";
import type { FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import type { Change } from "#modules/changes";

/** A transaction, in which a kind writes its tables. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What the content engine needs to know of a kind (docs/decisions/0029): its document's schema (the one the
 * console's form checks too), how to read the document the site shows now, to write one into its tables, to
 * show or hide a row, and which change to announce when the site must follow. Documents name what they
 * point at by slug or code, never by a table's id, so they survive an export and an import.
 */
export interface ContentKind<D> {
  /** "casino": the item kind in content_items, the audit log and the console's paths. */
  readonly kind: string;
  readonly schema: z.ZodType<D>;
  /** The item's name in the console's lists and history. */
  title(document: D): string;
  /**
   * What names the item in every database (its slug): an import updates the item with the same key instead
   * of adding another, and an export sorts by it (docs/decisions/0036).
   */
  key(document: D): string;
  /** Every row of the kind's table (drafts have none), with its key and whether the site shows it. */
  rows(db: Db): Promise<KindRow[]>;
  /** A new item's id in the kind's table (its sequence): the first publish inserts the row with it. */
  reserveId(db: Db): Promise<number>;
  /** The document as the site shows it now, read from the tables; null when there is no row. */
  read(db: Db, id: number): Promise<D | null>;
  /** Errors the schema cannot see (a reference that does not exist, a slug another item has), by field. */
  check(db: Db, id: number, document: D): Promise<FieldErrors>;
  /** Writes the document into the tables, inserting the row at the first publish, in the publishing transaction. */
  write(tx: Tx, id: number, document: D, insert: boolean): Promise<void>;
  /** Shows or hides the row on every public read. */
  setVisible(tx: Tx, id: number, visible: boolean): Promise<void>;
  /** What to announce once the items' publishing is committed (modules/changes). */
  changed(ids: number[]): Change;
  /**
   * The same steps for many new items at once, one statement per table instead of per item (an import's
   * rows, docs/decisions/0049); a kind without it is imported item by item.
   */
  readonly batch?: BatchSteps<D>;
}

/** A document and its row id (0 before one is reserved). */
export interface Identified<D> {
  id: number;
  document: D;
}

/**
 * A kind's steps over many items, giving what its one-item steps give for each (the one-item steps are these
 * with one item, so both say the same): `check`'s errors in the items' order, ids reserved in order, `write`
 * and `setVisible` in the items' order.
 */
export interface BatchSteps<D> {
  reserveIds(db: Db, count: number): Promise<number[]>;
  check(db: Db, items: ReadonlyArray<Identified<D>>): Promise<FieldErrors[]>;
  write(tx: Tx, items: ReadonlyArray<Identified<D>>, insert: boolean): Promise<void>;
  setVisible(tx: Tx, ids: readonly number[], visible: boolean): Promise<void>;
}

/** A row of a kind's table, as export and import see it. */
export interface KindRow {
  id: number;
  key: string;
  visible: boolean;
}

/** Who saves or publishes (no account: an import run without one, named by `username`). */
export interface Author {
  userId: number | null;
  username: string;
}

/** Why a content call was refused: no such item, a document that does not pass, or a stale or wrong state. */
export class ContentError extends Error {
  constructor(
    readonly reason: "not_found" | "invalid" | "conflict",
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}
