import type { Db } from "#db/client";
import {
  exportKind,
  importKind,
  type Author,
  type ContentKind,
  type ImportResult,
  type TransferFile,
  type TransferOptions,
} from "#modules/content";

/**
 * The fields of each kind's document that name media library images (by id in the database): in an export
 * file they name them by SHA-256, and an import finds them in the target's library (docs/decisions/0041).
 * A kind's new image field is one more name here.
 */
export const MEDIA_FIELDS: Readonly<Record<string, readonly string[]>> = {
  casino: ["logo", "screenshots"],
  post: ["hero"],
  slot: ["artwork"],
};

const mediaOf = (kind: ContentKind<unknown>) => MEDIA_FIELDS[kind.kind] ?? [];

/** A kind's file for content:export (modules/content's `exportKind`), its images named portably. */
export const exportContent = (
  db: Db,
  kind: ContentKind<unknown>,
  options: Omit<TransferOptions, "media"> & { drafts?: boolean } = {},
): Promise<TransferFile> => exportKind(db, kind, { ...options, media: mediaOf(kind) });

/** Imports a kind's file as content:import does (modules/content's `importKind`), its images found by SHA-256. */
export const importContent = <D>(
  db: Db,
  kind: ContentKind<D>,
  file: Pick<TransferFile, "status" | "items">,
  author: Author,
  options: Omit<TransferOptions, "media"> & { note?: string } = {},
): Promise<ImportResult> =>
  importKind(db, kind, file, author, { ...options, media: mediaOf(kind as ContentKind<unknown>) });
