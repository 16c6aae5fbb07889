import { and, asc, eq, type SQL } from "drizzle-orm";
import type { MediaUse, MediaUseKind } from "#contracts/media";
import type { Db } from "#db/client";
import { media, mediaUsage as uses } from "#db/schema";

/**
 * Where library images are used (docs/decisions/0030). The content editors record it when they save an
 * item: `attachMedia` for each image the item shows, `detachMedia` for those it no longer shows (and for
 * all of them when the item is deleted). An image with a use cannot be removed.
 */
export interface MediaLink {
  mediaId: number;
  kind: MediaUseKind;
  itemId: number;
  /** The image's part in the item: "logo", "screenshot", "hero"… */
  role: string;
  /** Its place among the item's images in that role (0 when the role has one image). */
  position?: number;
}

/** Records a use (again: nothing changes); false when there is no such image. */
export async function attachMedia(db: Pick<Db, "insert" | "select">, link: MediaLink): Promise<boolean> {
  const [image] = await db.select({ id: media.id }).from(media).where(eq(media.id, link.mediaId));
  if (!image) return false;
  await db.insert(uses).values(link).onConflictDoNothing();
  return true;
}

/** Forgets the item's uses that match: one image in one role, every image in a role, or all of the item's. */
export async function detachMedia(
  db: Pick<Db, "delete">,
  link: { kind: MediaUseKind; itemId: number; role?: string; mediaId?: number },
): Promise<void> {
  const where: SQL[] = [eq(uses.kind, link.kind), eq(uses.itemId, link.itemId)];
  if (link.role !== undefined) where.push(eq(uses.role, link.role));
  if (link.mediaId !== undefined) where.push(eq(uses.mediaId, link.mediaId));
  await db.delete(uses).where(and(...where));
}

/** Where an image is used, in the order the uses were recorded. */
export async function mediaUsage(db: Pick<Db, "select">, mediaId: number): Promise<MediaUse[]> {
  return db
    .select({ kind: uses.kind, item_id: uses.itemId, role: uses.role })
    .from(uses)
    .where(eq(uses.mediaId, mediaId))
    .orderBy(asc(uses.createdAt), asc(uses.kind), asc(uses.itemId));
}
