import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ContentState } from "#contracts/content";
import type { FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import { contentItems, contentRevisions } from "#db/schema";
import { announce } from "#modules/changes";
import { createMany } from "./create-many";
import { contentState, createDraft, normalised, publishOne, saveDraft } from "./items";
import { ContentError, type Author, type ContentKind, type Tx } from "./kind";
import { portableMedia, resolveMedia } from "./media-refs";

/**
 * Export and import of a kind's documents as one JSON file (docs/decisions/0036): the same documents the
 * console edits, checked by the same schema and the kind's own checks, references by slug or code. An import
 * runs a file in one transaction: each item is saved as a revision by the importing author and published
 * (or left a draft), matched to an existing item by its key (slug); one rejected row and nothing is written.
 * The kind's media fields (`media`, listed in modules/content-kinds) name images by SHA-256 in a file
 * (./media-refs.ts, docs/decisions/0041).
 */

/** A file of one kind: `status` says whether its items are published or kept as drafts. */
export const transferFileSchema = z.strictObject({
  format: z.literal(1, "format 1").optional(),
  kind: z.string().min(1),
  status: z.enum(["published", "draft"]).default("published"),
  items: z.array(z.unknown()),
});

export type TransferFile = z.output<typeof transferFileSchema>;

/** The author of imported revisions when the run names no account. */
export const IMPORT_AUTHOR = "import";

/** Called after each row (or item exported): `done` of `total`. */
export type TransferProgress = (done: number, total: number) => void;

export interface TransferOptions {
  onProgress?: TransferProgress;
  /** The document's fields naming media library images (ids in the database, SHA-256 in the file). */
  media?: readonly string[];
}

/** Stable JSON: object keys sorted, so two documents compare whatever order their keys were stored in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/**
 * The kind's documents as a file, sorted by key: the published ones (what the site shows), or with `drafts`
 * every item's newest revision (drafts and unpublished items too). Rows the console has not seen yet are
 * read from the tables, as the engine would adopt them.
 */
export async function exportKind<D>(
  db: Db,
  kind: ContentKind<D>,
  options: TransferOptions & { drafts?: boolean } = {},
): Promise<TransferFile> {
  const drafts = options.drafts ?? false;
  const items = await db
    .select({ id: contentItems.targetId, status: contentItems.status, document: contentRevisions.document })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(
        eq(contentRevisions.itemId, contentItems.id),
        eq(contentRevisions.number, drafts ? contentItems.latestRevision : sql`${contentItems.publishedRevision}`),
      ),
    )
    .where(eq(contentItems.kind, kind.kind));
  const known = new Set(items.map((item) => item.id));
  const unseen = (await kind.rows(db)).filter((row) => !known.has(row.id) && (drafts || row.visible));
  const total = (drafts ? items.length : items.filter((i) => i.status === "published").length) + unseen.length;
  const documents: D[] = [];
  for (const item of items) {
    if (!drafts && item.status !== "published") continue;
    documents.push(normalised(kind, item.document));
    options.onProgress?.(documents.length, total);
  }
  for (const row of unseen) {
    const document = await kind.read(db, row.id);
    if (document !== null) documents.push(normalised(kind, document));
    options.onProgress?.(documents.length, total);
  }
  const portable = await portableMedia(db, documents, options.media ?? []);
  const keyed = portable.map((document) => ({ key: kind.key(document), document }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { format: 1, kind: kind.kind, status: drafts ? "draft" : "published", items: keyed.map((k) => k.document) };
}

/** Why a row was refused: its index in `items`, its key when it has one, the field (dotted path, "" for the row). */
export interface Rejection {
  row: number;
  key: string | null;
  field: string;
  message: string;
}

export type ImportResult =
  | { ok: true; created: number; updated: number; unchanged: number; published: number }
  | { ok: false; rejected: Rejection[] };

class Rollback extends Error {}

/** New rows imported together at most (a kind with batch steps): statements stay well under 65,535 parameters. */
const BATCH_ROWS = 100;

/** The key a row names, for the report, even when the row does not pass. */
function rawKey<D>(kind: ContentKind<D>, input: unknown): string | null {
  try {
    const key = kind.key(input as D);
    return typeof key === "string" ? key : null;
  } catch {
    return null;
  }
}

/** The top-level field holding the document's key (its slug), for a report about the key. */
function keyField(document: unknown, key: string): string {
  return Object.entries(document as Record<string, unknown>).find(([, value]) => value === key)?.[0] ?? "";
}

/** The items by key: the kind's rows (as the site names them), then drafts by their newest revision. */
async function itemsByKey<D>(db: Db, kind: ContentKind<D>): Promise<Map<string, number>> {
  const byKey = new Map<string, number>();
  for (const row of await kind.rows(db)) byKey.set(row.key, row.id);
  const drafts = await db
    .select({ id: contentItems.targetId, document: contentRevisions.document })
    .from(contentItems)
    .innerJoin(
      contentRevisions,
      and(eq(contentRevisions.itemId, contentItems.id), eq(contentRevisions.number, contentItems.latestRevision)),
    )
    .where(and(eq(contentItems.kind, kind.kind), eq(contentItems.status, "draft")));
  for (const draft of drafts) {
    const key = rawKey(kind, draft.document);
    if (key !== null && !byKey.has(key)) byKey.set(key, draft.id);
  }
  return byKey;
}

const asDb = (tx: Tx) => tx as unknown as Db;

/**
 * Imports a file's rows into the kind, all or nothing, in one transaction: every row is checked (schema, the
 * kind's checks, a key given twice) and, when one is refused, the report names every refused row and nothing
 * is written. An item with the row's key gets a new revision (none when the document and its status are the
 * same already), others are created; each is published unless the file keeps them as drafts. New rows in a
 * row are created together when the kind has batch steps (`createMany`, docs/decisions/0049): the same
 * checks and report, one statement per table. The site is told once the transaction is committed.
 */
export async function importKind<D>(
  db: Db,
  kind: ContentKind<D>,
  file: Pick<TransferFile, "status" | "items">,
  author: Author,
  options: TransferOptions & { note?: string } = {},
): Promise<ImportResult> {
  const rejected: Rejection[] = [];
  const refuse = (row: number, key: string | null, errors: FieldErrors) => {
    for (const [field, list] of Object.entries(errors))
      for (const error of list)
        rejected.push({ row, key, field: field === "non_field_errors" ? "" : field, message: error.message });
  };
  const refuseError = ({ row, key }: { row: number; key: string }, error: ContentError) =>
    refuse(row, key, error.errors ?? { non_field_errors: [{ code: "invalid_value", message: error.message }] });
  const rows: Array<{ row: number; key: string; document: D }> = [];
  const firstRow = new Map<string, number>();
  const { items, refused } = await resolveMedia(db, file.items, options.media ?? []);
  items.forEach((input, row) => {
    for (const { field, message } of refused.get(row) ?? [])
      rejected.push({ row, key: rawKey(kind, input), field, message });
    const parsed = kind.schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        rejected.push({
          row,
          key: rawKey(kind, input),
          field: issue.path.map(String).join("."),
          message: issue.message,
        });
      return;
    }
    const key = kind.key(parsed.data);
    const first = firstRow.get(key);
    if (first !== undefined) {
      const message = `Row ${first} has the same key "${key}"`;
      rejected.push({ row, key, field: keyField(parsed.data, key), message });
      return;
    }
    firstRow.set(key, row);
    // A row whose image is refused is still checked (without it), so the report names all its problems.
    rows.push({ row, key, document: parsed.data });
  });

  const counts = { created: 0, updated: 0, unchanged: 0, published: 0 };
  const published: number[] = [];
  const note = options.note ?? "Imported";
  const publish = file.status === "published";
  try {
    await db.transaction(async (tx) => {
      const inTx = asDb(tx);
      const byKey = await itemsByKey(inTx, kind);
      let done = file.items.length - rows.length;
      const batch = kind.batch;
      for (let next = 0; next < rows.length;) {
        // New items in a row go in together (docs/decisions/0049), as they would one by one.
        const run: typeof rows = [];
        while (batch && next < rows.length && !byKey.has(rows[next]!.key) && run.length < BATCH_ROWS)
          run.push(rows[next++]!);
        if (batch && run.length > 0) {
          const made = await createMany(
            inTx,
            kind,
            batch,
            run.map((r) => r.document),
            author,
            { note, publish },
          ).catch((error: unknown) => {
            // A kind's write refusing (none does for a new row) refuses the run's rows, written in its savepoint.
            if (!(error instanceof ContentError)) throw error;
            return new Map(run.map((_, index) => [index, error]));
          });
          if (made instanceof Map) for (const [index, error] of made) refuseError(run[index]!, error);
          else
            for (const state of made) {
              counts.created += 1;
              if (publish) {
                published.push(state.id);
                counts.published += 1;
              }
            }
          for (let i = 0; i < run.length; i++) options.onProgress?.((done += 1), file.items.length);
          continue;
        }
        const { row, key, document } = rows[next++]!;
        try {
          let id = byKey.get(key);
          let saved: ContentState<D> | undefined;
          if (id === undefined) {
            saved = await createDraft(inTx, kind, document, author, { note });
            id = saved.id;
            counts.created += 1;
          } else {
            const state = await contentState(inTx, kind, id);
            const same = canonical(state.document) === canonical(document);
            const settled = !publish || (state.status === "published" && !state.pending);
            if (same && settled) {
              counts.unchanged += 1;
              options.onProgress?.((done += 1), file.items.length);
              continue;
            }
            if (!same) saved = await saveDraft(inTx, kind, id, document, author, { note });
            counts.updated += 1;
          }
          if (publish) {
            await publishOne(inTx, kind, id, undefined, saved);
            published.push(id);
            counts.published += 1;
          }
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          refuseError({ row, key }, error);
        }
        options.onProgress?.((done += 1), file.items.length);
      }
      if (rejected.length > 0) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (rejected.length > 0) {
    rejected.sort((a, b) => a.row - b.row);
    return { ok: false, rejected };
  }
  if (published.length > 0) announce(db, kind.changed(published));
  return { ok: true, ...counts };
}
