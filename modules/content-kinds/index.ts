import { bonusCategoryKind, bonusKind } from "#modules/bonuses";
import { casinoKind, casinoTypeKind, gameCategoryKind, licenceKind, paymentMethodKind } from "#modules/casinos";
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
import { pageKind } from "#modules/pages";
import { authorKind, postKind } from "#modules/posts";
import { providerKind, slotFeatureKind, slotKind, slotThemeKind } from "#modules/slots";

/**
 * Every kind of the content engine (docs/decisions/0029, 0036), in the order an import takes them: a kind
 * after the kinds its documents name (casinos name licences, payment methods, providers, types and game
 * categories; slots name providers, features and themes; bonuses name casinos, slots and bonus categories;
 * posts name authors and casinos). A new kind is
 * added here as well as mounted in the console (server/console), so export and import carry it.
 */
export const CONTENT_KINDS: readonly ContentKind<unknown>[] = [
  licenceKind,
  paymentMethodKind,
  providerKind,
  casinoTypeKind,
  gameCategoryKind,
  bonusCategoryKind,
  slotFeatureKind,
  slotThemeKind,
  casinoKind,
  slotKind,
  bonusKind,
  authorKind,
  postKind,
  pageKind,
] as readonly ContentKind<unknown>[];

/** The kind of this name ("casino"), if there is one. */
export const contentKindNamed = (name: string): ContentKind<unknown> | undefined =>
  CONTENT_KINDS.find((kind) => kind.kind === name);

/**
 * The fields of each kind's document that name media library images (by id in the database): in an export
 * file they name them by SHA-256, and an import finds them in the target's library (docs/decisions/0041).
 * A kind's new image field is one more name here.
 */
export const MEDIA_FIELDS: Readonly<Record<string, readonly string[]>> = {
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
