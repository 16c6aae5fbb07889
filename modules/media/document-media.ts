import { and, asc, eq, inArray, like } from "drizzle-orm";
import { fieldError, type FieldErrors } from "#contracts/errors";
import type { MediaUseKind } from "#contracts/media";
import type { Db } from "#db/client";
import { media, mediaUsage } from "#db/schema";

/**
 * The library images a content kind's document names, by field (docs/decisions/0030, 0038): a field holds
 * one image id or none (a post's `hero`, a casino's `logo`), or an ordered list of them (a casino's
 * `screenshots`). One description per kind gives its three steps: read the ids back from the item's uses,
 * check that each id is an image of the library (a field error, never a failure), and record the uses
 * when the document is published, in its order (`media_usage.position`), replacing the previous ones.
 */
export type MediaFields = Record<string, { role: string; many?: true }>;

/** The fields' values in a document: a list for a `many` field, else one id or null. */
export type MediaValues<F extends MediaFields> = {
  [K in keyof F]: F[K]["many"] extends true ? number[] : number | null;
};

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "select" | "insert" | "delete">;

const idsOf = (value: number | null | number[]): number[] =>
  value === null ? [] : Array.isArray(value) ? value : [value];

export function documentMedia<F extends MediaFields>(kind: MediaUseKind, fields: F) {
  const entries = Object.entries(fields) as [keyof F & string, F[keyof F]][];
  const roles = entries.map(([, field]) => field.role);

  /** The item's images by field, each role's in its order. */
  async function read(db: Reader, itemId: number): Promise<MediaValues<F>> {
    const rows = await db
      .select({ id: mediaUsage.mediaId, role: mediaUsage.role })
      .from(mediaUsage)
      .where(and(eq(mediaUsage.kind, kind), eq(mediaUsage.itemId, itemId), inArray(mediaUsage.role, roles)))
      .orderBy(asc(mediaUsage.position), asc(mediaUsage.createdAt), asc(mediaUsage.mediaId));
    const values: Record<string, number | null | number[]> = {};
    for (const [name, field] of entries) {
      const ids = rows.filter((row) => row.role === field.role).map((row) => row.id);
      values[name] = field.many ? ids : (ids[0] ?? null);
    }
    return values as MediaValues<F>;
  }

  /** An id that is no image of the library, by field (`screenshots.2` for the third of a list), per document. */
  async function checkMany(db: Reader, documents: readonly MediaValues<F>[]): Promise<FieldErrors[]> {
    const named = [...new Set(documents.flatMap((document) => entries.flatMap(([name]) => idsOf(document[name]))))];
    const found =
      named.length === 0
        ? []
        : await db
            .select({ id: media.id })
            .from(media)
            .where(and(inArray(media.id, named), like(media.mime, "image/%")));
    const known = new Set(found.map((row) => row.id));
    const missing = () => [fieldError("unknown_value", "No such image in the media library")];
    return documents.map((document) => {
      const errors: FieldErrors = {};
      for (const [name, field] of entries) {
        idsOf(document[name]).forEach((id, i) => {
          if (!known.has(id)) errors[field.many ? `${name}.${i}` : name] = missing();
        });
      }
      return errors;
    });
  }

  /**
   * Records the documents' images as their items' uses, in their order, replacing those of the roles; an id
   * with no image is left out.
   */
  async function writeMany(
    tx: Writer,
    items: ReadonlyArray<{ itemId: number; document: MediaValues<F> }>,
  ): Promise<void> {
    if (items.length === 0) return;
    await tx.delete(mediaUsage).where(
      and(
        eq(mediaUsage.kind, kind),
        inArray(
          mediaUsage.itemId,
          items.map((item) => item.itemId),
        ),
        inArray(mediaUsage.role, roles),
      ),
    );
    const links = items.flatMap(({ itemId, document }) =>
      entries.flatMap(([name, field]) =>
        idsOf(document[name]).map((mediaId, position) => ({ mediaId, kind, itemId, role: field.role, position })),
      ),
    );
    if (links.length === 0) return;
    const found = await tx
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.id, [...new Set(links.map((link) => link.mediaId))]));
    const known = new Set(found.map((row) => row.id));
    const rows = links.filter((link) => known.has(link.mediaId));
    // The first place of an image named twice in a role stands, as when attached one by one.
    if (rows.length > 0) await tx.insert(mediaUsage).values(rows).onConflictDoNothing();
  }

  const check = async (db: Reader, document: MediaValues<F>): Promise<FieldErrors> =>
    (await checkMany(db, [document]))[0]!;
  const write = (tx: Writer, itemId: number, document: MediaValues<F>): Promise<void> =>
    writeMany(tx, [{ itemId, document }]);

  return { read, check, write, checkMany, writeMany };
}
