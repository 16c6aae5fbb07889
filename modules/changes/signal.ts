import type { MediaUseKind } from "#contracts/media";
import type { Db } from "#db/client";

/**
 * "Content changed", said once by the module that wrote it and heard by whoever keeps something derived
 * from content: the page cache and the catalogue filters' in-memory indexes, wired where the app is
 * assembled (server/subscriptions.ts). A write path never knows who listens.
 *
 * A change names what changed as a kind and ids, and where content is shown on another subject's page,
 * that subject (`on`). Both are tags in the same shape, `{ kind, ids }`: today every change drops the
 * whole page cache; a cache that remembers which tags a page showed can later drop only those pages.
 */
export interface Tag<K extends string = string> {
  kind: K;
  ids: readonly number[];
}

/** The pages a review or comment is shown on. */
export type Subject = "casino" | "slot" | "post";

export type Change =
  /**
   * A player rated a casino: `ids` is the casino, `slug` its slug (as the cards showing its score know it),
   * `usersScore` its new average (null without ratings).
   */
  | { kind: "rating"; ids: readonly [number]; slug: string; usersScore: number | null }
  /** Reviews written, edited, voted helpful or moderated, shown on their casino's page. */
  | { kind: "review"; ids: readonly number[]; on: Tag<"casino"> }
  /** Comments written or moderated, shown on the page of their casino, slot or post. */
  | { kind: "comment"; ids: readonly number[]; on: Tag<Subject> }
  /** Complaint cases filed or moved (modules/complaints), shown on their casino's page, the lists and the statistics. */
  | { kind: "complaint"; ids: readonly number[]; on: Tag<"casino"> }
  /** The stored safety index of these casinos changed (the daily refresh): lists, bands and sorts move. */
  | { kind: "safety"; ids: readonly number[] }
  /** Information pages (modules/pages) whose texts changed. */
  | { kind: "page"; ids: readonly number[] }
  /**
   * Casinos published (first time or with edits) or unpublished in the console (modules/content): every
   * list, filter, search, sitemap and page that shows casinos follows.
   */
  | { kind: "casino"; ids: readonly number[] }
  /**
   * Bonuses published, unpublished or expired in the console: the bonus lists, filter and search, the pages of
   * the casinos (`on`) that offered or now offer them.
   */
  | { kind: "bonus"; ids: readonly number[]; on: Tag<"casino"> }
  /** Blog posts published (at once or by the schedule) or unpublished: their pages and the blog's lists. */
  | { kind: "post"; ids: readonly number[] }
  /** Blog authors published or unpublished: their pages and the bylines of the lists and articles. */
  | { kind: "author"; ids: readonly number[] }
  /**
   * Library images whose alt texts changed: the pages of the items that show them (`on`, one tag per kind of
   * item) and the lists, whose cards show logos and thumbnails.
   */
  | { kind: "media"; ids: readonly number[]; on: readonly Tag<MediaUseKind>[] }
  /**
   * Slots written, published or unpublished in the console: their pages, the explorer and its counts, search,
   * sitemaps, and the pages of the casinos listing them (`on`: their top slots).
   */
  | { kind: "slot"; ids: readonly number[]; on: Tag<"casino"> }
  /**
   * Providers published or unpublished: the filters' choices (casinos, slots) and the pages naming them, of
   * the casinos (`on`) and slots (`slots`).
   */
  | { kind: "provider"; ids: readonly number[]; on: Tag<"casino">; slots: readonly number[] }
  /** Payment methods published or unpublished: the casino filter's choices, the pages of the casinos taking them. */
  | { kind: "payment_method"; ids: readonly number[]; on: Tag<"casino"> }
  /**
   * Licences published or unpublished: a new strength recomputed the safety index of the casinos holding it
   * (`on`), so their pages, bands and sorts move with the filter's choices.
   */
  | { kind: "licence"; ids: readonly number[]; on: Tag<"casino"> }
  /**
   * Categories (casino types, game categories, bonus categories, slot features and themes) edited: the filters'
   * choices and labels, the category pages (`lists`), the pages of the casinos (`on`) and slots naming them.
   */
  | { kind: "category"; ids: readonly number[]; on: Tag<"casino">; slots: readonly number[] };

export type ChangeKind = Change["kind"];

/** Where a change was made: in this process, or in another one (heard through server/change-bus.ts). */
export type ChangeSource = "local" | "remote";

/** Called at once, in the announcing call, with the change, the database it happened in and its source. */
export type ChangeListener = (change: Change, db: Db, source: ChangeSource) => void;

// Per database, as the facet indexes are: a test process opens many databases, and a write in one
// must reach only the listeners of that one. A database no longer used takes its listeners with it.
const listeners = new WeakMap<Db, Set<ChangeListener>>();

/**
 * Listens to the changes of one database; returns the function that stops listening. The same listener
 * added twice is kept once.
 */
export function onChange(db: Db, listener: ChangeListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * Tells the database's listeners that content changed. Call it after the write is committed (outside
 * the transaction, with the database rather than the transaction): a listener that dropped the cache
 * before the commit would let a reader cache the old content again. Every listener runs even if one
 * throws; the error is thrown after the last one (the content is written either way).
 */
export function announce(db: Db, change: Change, source: ChangeSource = "local"): void {
  const errors: unknown[] = [];
  for (const listener of [...(listeners.get(db) ?? [])]) {
    try {
      listener(change, db, source);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1)
    throw new AggregateError(errors, `${errors.length} listeners failed on a ${change.kind} change`);
}
