/**
 * The content engine's shapes as the console API gives them (modules/content, docs/decisions/0029), without
 * zod: the console's pages read them. Each kind's document schema is its own file (contracts/casino-document.ts).
 */

/** Draft: never published. Published: on the site (maybe with newer revisions pending). Unpublished: taken off. */
export const CONTENT_STATUSES = ["draft", "published", "unpublished"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A note on a revision ("Fixed the licence number"), optional. */
export const REVISION_NOTE_MAX = 500;

/** Where an item stands, with its newest document: GET {console}/{kind}/{id}/ */
export interface ContentState<D> {
  id: number;
  status: ContentStatus;
  latest_revision: number;
  published_revision: number | null;
  /** Whether the newest revision differs from the one on the site (always false for a draft never published). */
  pending: boolean;
  updated_at: string;
  published_at: string | null;
  document: D;
}

/** One line of an item's history. */
export interface RevisionSummary {
  number: number;
  note: string;
  author: string;
  created_at: string;
  restored_from: number | null;
  /** This revision is the one on the site. */
  published: boolean;
}

/** A stretch of a field's text: kept, added or removed. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/**
 * One field that differs between two revisions: its path (`summary.pt`, `licences`), both values as text
 * (null where absent) and the words or lines that changed.
 */
export interface FieldDiff {
  field: string;
  before: string | null;
  after: string | null;
  parts: DiffPart[];
}

/** Answers of the publishing calls. */
export interface PublishResult {
  id: number;
  status: ContentStatus;
  published_revision: number | null;
}
