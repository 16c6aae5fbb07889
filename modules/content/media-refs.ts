import { inArray } from "drizzle-orm";
import type { Db } from "#db/client";
import { media } from "#db/schema";

/**
 * Media references in export and import files (docs/decisions/0041). A document names a library image by its
 * id, which differs from one database to the next; a file names it by the SHA-256 of its upload (`media.sha256`,
 * the same bytes in every library: the library refuses the same picture twice), so an export is portable. A
 * media field holds one image (an id or null) or a list of them; `fields` are the document's top-level ones.
 */

const SHA256 = /^[0-9a-f]{64}$/;

/** Why a row's media reference was refused: the field (dotted path) and the message, as the import report shows it. */
export interface MediaRefusal {
  field: string;
  message: string;
}

type Document = Record<string, unknown>;

const isDocument = (value: unknown): value is Document =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Each reference of the fields, with its path: `hero`, `screenshots.2`. */
function* references(document: Document, fields: readonly string[]): Generator<[path: string, value: unknown]> {
  for (const field of fields) {
    const value = document[field];
    if (Array.isArray(value)) for (const [index, item] of value.entries()) yield [`${field}.${index}`, item];
    else if (value !== null && value !== undefined) yield [field, value];
  }
}

/** The document with each reference of the fields replaced by `map` (null: left out of a list, null alone). */
function mapped(document: Document, fields: readonly string[], map: (value: unknown) => unknown): Document {
  const copy = { ...document };
  for (const field of fields) {
    const value = copy[field];
    if (Array.isArray(value)) copy[field] = value.map(map).filter((item) => item !== null);
    else if (value !== null && value !== undefined) copy[field] = map(value);
  }
  return copy;
}

/** The documents with their images named by SHA-256; an id with no image (none can have one in use) stays as is. */
export async function portableMedia<D>(db: Db, documents: D[], fields: readonly string[]): Promise<D[]> {
  if (fields.length === 0) return documents;
  const ids = new Set<number>();
  for (const document of documents)
    for (const [, value] of references(document as Document, fields)) if (typeof value === "number") ids.add(value);
  if (ids.size === 0) return documents;
  const rows = await db
    .select({ id: media.id, sha256: media.sha256 })
    .from(media)
    .where(inArray(media.id, [...ids]));
  const hashes = new Map(rows.map((row) => [row.id, row.sha256]));
  return documents.map(
    (document) => mapped(document as Document, fields, (value) => hashes.get(value as number) ?? value) as D,
  );
}

/**
 * The rows with their images' SHA-256 replaced by the ids of this database's library, and per row the
 * references refused: not a SHA-256 (an id is not portable), or no such image here. A refused reference is
 * left out (null), so the row's other fields are still checked and reported.
 */
export async function resolveMedia(
  db: Db,
  items: readonly unknown[],
  fields: readonly string[],
): Promise<{ items: unknown[]; refused: Map<number, MediaRefusal[]> }> {
  const refused = new Map<number, MediaRefusal[]>();
  if (fields.length === 0) return { items: [...items], refused };
  const wanted = new Set<string>();
  for (const item of items)
    if (isDocument(item))
      for (const [, value] of references(item, fields)) if (typeof value === "string") wanted.add(value);
  const rows =
    wanted.size === 0
      ? []
      : await db
          .select({ id: media.id, sha256: media.sha256 })
          .from(media)
          .where(inArray(media.sha256, [...wanted]))
          .orderBy(media.id);
  const ids = new Map<string, number>();
  for (const row of rows) if (!ids.has(row.sha256)) ids.set(row.sha256, row.id);
  const resolved = items.map((item, row) => {
    if (!isDocument(item)) return item;
    const problems: MediaRefusal[] = [];
    for (const [field, value] of references(item, fields)) {
      if (typeof value !== "string" || !SHA256.test(value))
        problems.push({ field, message: "An image is named by the SHA-256 of its file, as content:export writes it" });
      else if (!ids.has(value))
        problems.push({ field, message: `No image with SHA-256 ${value} in this media library: upload it first` });
    }
    if (problems.length > 0) refused.set(row, problems);
    return mapped(item, fields, (value) => (typeof value === "string" ? (ids.get(value) ?? null) : null));
  });
  return { items: resolved, refused };
}
