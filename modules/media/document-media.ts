import { and, asc, eq, inArray, like } from "drizzle-orm";
import { fieldError, type FieldErrors } from "#contracts/errors";
import type { MediaUseKind } from "#contracts/media";
import type { Db } from "#db/client";
import { media, mediaUsage } from "#db/schema";
import { attachMedia, detachMedia } from "./usage";

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

  /** An id that is no image of the library, by field (`screenshots.2` for the third of a list). */
  async function check(db: Reader, document: MediaValues<F>): Promise<FieldErrors> {
    const named = entries.flatMap(([name]) => idsOf(document[name]));
    const found =
      named.length === 0
        ? []
        : await db
            .select({ id: media.id })
            .from(media)
            .where(and(inArray(media.id, named), like(media.mime, "image/%")));
    const known = new Set(found.map((row) => row.id));
    const errors: FieldErrors = {};
    const missing = () => [fieldError("unknown_value", "No such image in the media library")];
    for (const [name, field] of entries) {
      idsOf(document[name]).forEach((id, i) => {
        if (!known.has(id)) errors[field.many ? `${name}.${i}` : name] = missing();
      });
    }
    return errors;
  }

  /** Records the document's images as the item's uses, in their order, replacing those of the roles. */
  async function write(tx: Writer, itemId: number, document: MediaValues<F>): Promise<void> {
    for (const [name, field] of entries) {
      await detachMedia(tx, { kind, itemId, role: field.role });
      const ids = idsOf(document[name]);
      for (const [position, mediaId] of ids.entries())
        await attachMedia(tx, { mediaId, kind, itemId, role: field.role, position });
    }
  }

  return { read, check, write };
}
