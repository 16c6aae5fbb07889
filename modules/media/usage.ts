import { asc, eq } from "drizzle-orm";
import type { MediaUse } from "#contracts/media";
import type { Db } from "#db/client";
import { mediaUsage as uses } from "#db/schema";

/**
 * Where an image is used, in the order the uses were recorded (docs/decisions/0030): each content kind
 * records its items' uses when it publishes them (./document-media.ts). An image with a use cannot be removed.
 */
export async function mediaUsage(db: Pick<Db, "select">, mediaId: number): Promise<MediaUse[]> {
  return db
    .select({ kind: uses.kind, item_id: uses.itemId, role: uses.role })
    .from(uses)
    .where(eq(uses.mediaId, mediaId))
    .orderBy(asc(uses.createdAt), asc(uses.kind), asc(uses.itemId));
}
