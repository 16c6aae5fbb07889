import { and, eq, type SQL } from "drizzle-orm";
import type { MediaUseKind } from "#contracts/media";
import type { Db } from "#db/client";
import { mediaUsage as uses } from "#db/schema";

/**
 * Uses of library images written straight into `media_usage`, for tests that need an image in use without
 * publishing an item through its kind (which records its uses itself: modules/media/document-media.ts).
 */
export async function recordUse(
  db: Pick<Db, "insert">,
  use: { mediaId: number; kind: MediaUseKind; itemId: number; role: string },
): Promise<void> {
  await db.insert(uses).values(use).onConflictDoNothing();
}

/** Forgets the item's uses that match: one image in one role, every image in a role, or all of the item's. */
export async function forgetUses(
  db: Pick<Db, "delete">,
  use: { kind: MediaUseKind; itemId: number; role?: string; mediaId?: number },
): Promise<void> {
  const where: SQL[] = [eq(uses.kind, use.kind), eq(uses.itemId, use.itemId)];
  if (use.role !== undefined) where.push(eq(uses.role, use.role));
  if (use.mediaId !== undefined) where.push(eq(uses.mediaId, use.mediaId));
  await db.delete(uses).where(and(...where));
}
