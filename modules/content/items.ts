import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ContentState, ContentStatus, FieldDiff, PublishResult, RevisionSummary } from "#contracts/content";
import type { FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import { contentItems, contentRevisions } from "#db/schema";
import { announce } from "#modules/changes";
import { diffDocuments } from "./diff";
import { ContentError, type Author, type ContentKind, type Tx } from "./kind";

/**
 * The content engine (docs/decisions/0029), the same for every kind: an item is a draft until published;
 * every save keeps a numbered revision with the whole document; the site shows the published revision, written
 * into the kind's tables by its adapter (./kind.ts) at publish time, so an edit of a published item waits, as
 * a newer revision, until it is published in turn; a restore copies an old revision as the newest one.
 */

type Item = typeof contentItems.$inferSelect;

/** The author of a first revision adopted from the site (a row seeded or imported before the console). */
export const SITE_AUTHOR = "the site";
export const ADOPTED_NOTE = "As on the site before the console";

const itemOf = async (db: Db | Tx, kind: string, id: number, lock = false): Promise<Item | null> => {
  const query = db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.targetId, id)));
  const [item] = await (lock ? query.for("update") : query);
  return item ?? null;
};

/**
 * The item of a row, adopting a row the console has not seen yet: its first revision is the document the
 * site shows, published. Null when there is neither an item nor a row.
 */
async function adopt<D>(db: Db, kind: ContentKind<D>, id: number): Promise<Item | null> {
  const known = await itemOf(db, kind.kind, id);
  if (known) return known;
  const document = await kind.read(db, id);
  if (document === null) return null;
  await db.transaction(async (tx) => {
    const [item] = await tx
      .insert(contentItems)
      .values({
        kind: kind.kind,
        targetId: id,
        status: "published",
        latestRevision: 1,
        publishedRevision: 1,
        title: kind.title(document),
        publishedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: contentItems.id });
    // Adopted meanwhile by another call: its revision 1 stands.
    if (!item) return;
    await tx.insert(contentRevisions).values({
      itemId: item.id,
      number: 1,
      document: document as Record<string, unknown>,
      note: ADOPTED_NOTE,
      authorName: SITE_AUTHOR,
    });
  });
  return itemOf(db, kind.kind, id);
}

async function found<D>(db: Db, kind: ContentKind<D>, id: number): Promise<Item> {
  const item = await adopt(db, kind, id);
  if (!item) throw new ContentError("not_found", `No ${kind.kind} ${id}`);
  return item;
}

async function documentAt(db: Db | Tx, item: Item, number: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ document: contentRevisions.document })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, item.id), eq(contentRevisions.number, number)));
  if (!row) throw new ContentError("not_found", `No revision ${number}`);
  return row.document;
}

/** The schema's and the kind's own checks; throws `invalid` with the errors by field. */
async function validated<D>(db: Db, kind: ContentKind<D>, id: number, input: unknown): Promise<D> {
  const parsed = kind.schema.safeParse(input);
  if (!parsed.success) throw new ContentError("invalid", "The document does not pass", issuesOf(parsed.error));
  const errors = await kind.check(db, id, parsed.data);
  if (Object.keys(errors).length > 0) throw new ContentError("invalid", "The document does not pass", errors);
  return parsed.data;
}

/** The schema's issues as errors by field (also ./create-many.ts's). */
export function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    (errors[issue.path.map(String).join(".") || "non_field_errors"] ??= []).push({
      code: "invalid_value",
      message: issue.message,
    });
  }
  return errors;
}

/** The item's state with the document (also ./create-many.ts's). */
export function stateOf<D>(item: Item, document: D): ContentState<D> {
  return {
    id: item.targetId,
    status: item.status,
    latest_revision: item.latestRevision,
    published_revision: item.publishedRevision,
    pending: item.status !== "draft" && item.latestRevision !== item.publishedRevision,
    updated_at: item.updatedAt.toISOString(),
    published_at: item.publishedAt?.toISOString() ?? null,
    document,
  };
}

/**
 * The document in the schema's own field order (a stored jsonb has its keys reordered) and with the defaults
 * of fields added since it was saved (a casino's screenshots); as is when it no longer passes.
 */
export function normalised<D>(kind: ContentKind<D>, document: unknown): D {
  const parsed = kind.schema.safeParse(document);
  return parsed.success ? parsed.data : (document as D);
}

/** An item with its newest document (a row never seen by the console is adopted first), normalised. */
export async function contentState<D>(db: Db, kind: ContentKind<D>, id: number): Promise<ContentState<D>> {
  const item = await found(db, kind, id);
  return stateOf(item, normalised(kind, await documentAt(db, item, item.latestRevision)));
}

export interface SaveOptions {
  note?: string;
  /** The revision the editor started from: when a newer one was saved meanwhile, the save is refused (conflict). */
  basedOn?: number;
}

/** A new item, a draft with its first revision; returns its id (reserved in the kind's table). */
export async function createDraft<D>(
  db: Db,
  kind: ContentKind<D>,
  input: D,
  author: Author,
  options: SaveOptions = {},
): Promise<ContentState<D>> {
  // Checked before an id is taken: no row has the id 0, so another item's slug is still found.
  const document = await validated(db, kind, 0, input);
  const id = await kind.reserveId(db);
  const item = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contentItems)
      .values({ kind: kind.kind, targetId: id, status: "draft", latestRevision: 1, title: kind.title(document) })
      .returning();
    await tx.insert(contentRevisions).values(revisionValues(created!, 1, document, author, options.note));
    return created!;
  });
  return stateOf(item, document);
}

/** A revision's row by `author` (also ./create-many.ts's). */
export const revisionValues = (item: Item, number: number, document: unknown, author: Author, note = "") => ({
  itemId: item.id,
  number,
  document: document as Record<string, unknown>,
  note: note.trim(),
  authorId: author.userId,
  authorName: author.username,
});

/** Adds a revision to the item, locked meanwhile; returns the item as it then is. */
async function addRevision<D>(
  db: Db,
  kind: ContentKind<D>,
  id: number,
  document: D,
  author: Author,
  options: SaveOptions & { restoredFrom?: number },
): Promise<Item> {
  await found(db, kind, id);
  return db.transaction(async (tx) => {
    const item = (await itemOf(tx, kind.kind, id, true))!;
    if (options.basedOn !== undefined && options.basedOn !== item.latestRevision)
      throw new ContentError(
        "conflict",
        `Revision ${item.latestRevision} was saved after revision ${options.basedOn}: reload to see it`,
      );
    const number = item.latestRevision + 1;
    await tx.insert(contentRevisions).values({
      ...revisionValues(item, number, document, author, options.note),
      restoredFrom: options.restoredFrom ?? null,
    });
    const [updated] = await tx
      .update(contentItems)
      .set({ latestRevision: number, title: kind.title(document), updatedAt: new Date() })
      .where(eq(contentItems.id, item.id))
      .returning();
    return updated!;
  });
}

/**
 * Saves the document as the item's newest revision. A published item keeps showing its published revision
 * until this one is published.
 */
export async function saveDraft<D>(
  db: Db,
  kind: ContentKind<D>,
  id: number,
  input: D,
  author: Author,
  options: SaveOptions = {},
): Promise<ContentState<D>> {
  const document = await validated(db, kind, id, input);
  return stateOf(await addRevision(db, kind, id, document, author, options), document);
}

/** Makes an old revision the newest one again, as a draft revision to publish as usual. */
export async function restoreRevision<D>(
  db: Db,
  kind: ContentKind<D>,
  id: number,
  number: number,
  author: Author,
): Promise<ContentState<D>> {
  const document = (await documentAt(db, await found(db, kind, id), number)) as D;
  const item = await addRevision(db, kind, id, document, author, {
    note: `Restored from revision ${number}`,
    restoredFrom: number,
  });
  return stateOf(item, document);
}

/** An item's state after a publish or unpublish. */
export type PublishOutcome = PublishResult;

/**
 * Puts the items' newest revisions on the site, each in its own transaction (the kind writes its tables,
 * shows the row), then announces the published ones together. With `revision`, only that newest revision
 * is published (a newer one saved meanwhile is a conflict). Returns each item's outcome or error.
 */
export async function publishItems<D>(
  db: Db,
  kind: ContentKind<D>,
  ids: number[],
  options: { revision?: number } = {},
): Promise<Array<PublishOutcome | ContentError>> {
  const outcomes: Array<PublishOutcome | ContentError> = [];
  for (const id of ids) outcomes.push(await publishOne(db, kind, id, options.revision).catch(refusal));
  announceDone(db, kind, outcomes);
  return outcomes;
}

/** Takes the items off the site (their rows stay, hidden from every public read); announces them together. */
export async function unpublishItems<D>(
  db: Db,
  kind: ContentKind<D>,
  ids: number[],
): Promise<Array<PublishOutcome | ContentError>> {
  const outcomes: Array<PublishOutcome | ContentError> = [];
  for (const id of ids) outcomes.push(await unpublishOne(db, kind, id).catch(refusal));
  announceDone(db, kind, outcomes);
  return outcomes;
}

const refusal = (error: unknown): ContentError => {
  if (error instanceof ContentError) return error;
  throw error;
};

function announceDone<D>(db: Db, kind: ContentKind<D>, outcomes: Array<PublishOutcome | ContentError>): void {
  const done = outcomes.flatMap((o) => (o instanceof ContentError ? [] : [o.id]));
  if (done.length > 0) announce(db, kind.changed(done));
}

/** The item's newest revision, checked again: a reference or a slug may have gone since it was saved. */
async function checkedNewest<D>(db: Db, kind: ContentKind<D>, id: number): Promise<{ latest: number; document: D }> {
  const known = await found(db, kind, id);
  const document = await validated(db, kind, id, await documentAt(db, known, known.latestRevision));
  return { latest: known.latestRevision, document };
}

/**
 * Publishes one item in its own transaction (a savepoint when `db` is a transaction: an import's file).
 * `saved`: the newest revision as just saved and checked in this same transaction (an import's row), which
 * nothing can have changed since, so it is not read and checked again.
 */
export async function publishOne<D>(
  db: Db,
  kind: ContentKind<D>,
  id: number,
  revision?: number,
  saved?: ContentState<D>,
): Promise<PublishOutcome> {
  const { latest, document } = saved
    ? { latest: saved.latest_revision, document: saved.document }
    : await checkedNewest(db, kind, id);
  return db.transaction(async (tx) => {
    const item = (await itemOf(tx, kind.kind, id, true))!;
    if (item.latestRevision !== latest || (revision !== undefined && revision !== item.latestRevision))
      throw new ContentError("conflict", `Revision ${item.latestRevision} is the newest: reload to publish it`);
    await kind.write(tx, id, document, item.status === "draft");
    await kind.setVisible(tx, id, true);
    const [updated] = await tx
      .update(contentItems)
      .set({ status: "published", publishedRevision: item.latestRevision, publishedAt: new Date() })
      .where(eq(contentItems.id, item.id))
      .returning();
    return outcomeOf(updated!);
  });
}

async function unpublishOne<D>(db: Db, kind: ContentKind<D>, id: number): Promise<PublishOutcome> {
  await found(db, kind, id);
  return db.transaction(async (tx) => {
    const item = (await itemOf(tx, kind.kind, id, true))!;
    if (item.status === "draft") throw new ContentError("conflict", "A draft is not on the site");
    await kind.setVisible(tx, id, false);
    const [updated] = await tx
      .update(contentItems)
      .set({ status: "unpublished" })
      .where(eq(contentItems.id, item.id))
      .returning();
    return outcomeOf(updated!);
  });
}

const outcomeOf = (item: Item): PublishOutcome => ({
  id: item.targetId,
  status: item.status,
  published_revision: item.publishedRevision,
});

/** The item's revisions, newest first. */
export async function revisionsOf<D>(db: Db, kind: ContentKind<D>, id: number): Promise<RevisionSummary[]> {
  const item = await found(db, kind, id);
  const rows = await db
    .select({
      number: contentRevisions.number,
      note: contentRevisions.note,
      author: contentRevisions.authorName,
      createdAt: contentRevisions.createdAt,
      restoredFrom: contentRevisions.restoredFrom,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, item.id))
    .orderBy(desc(contentRevisions.number));
  return rows.map((row) => ({
    number: row.number,
    note: row.note,
    author: row.author,
    created_at: row.createdAt.toISOString(),
    restored_from: row.restoredFrom,
    published: item.status === "published" && row.number === item.publishedRevision,
  }));
}

/** One revision's whole document. */
export async function revisionDocument<D>(db: Db, kind: ContentKind<D>, id: number, number: number): Promise<D> {
  return (await documentAt(db, await found(db, kind, id), number)) as D;
}

/** What changed from revision `from` to revision `to` (the newest when not given), field by field. */
export async function diffRevisions<D>(
  db: Db,
  kind: ContentKind<D>,
  id: number,
  from: number,
  to?: number,
): Promise<FieldDiff[]> {
  const item = await found(db, kind, id);
  const [before, after] = await Promise.all([
    documentAt(db, item, from),
    documentAt(db, item, to ?? item.latestRevision),
  ]);
  return diffDocuments(before, after);
}

/** The console's view of many items at once: their state by id (items the console has not seen are absent). */
export async function itemStates(
  db: Db,
  kind: string,
  ids: number[],
): Promise<Map<number, { status: ContentStatus; pending: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: contentItems.targetId,
      status: contentItems.status,
      pending: sql<boolean>`${contentItems.status} <> 'draft' and ${contentItems.latestRevision} is distinct from ${contentItems.publishedRevision}`,
    })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), inArray(contentItems.targetId, ids)));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}
