import { eq } from "drizzle-orm";
import type { Localized } from "#contracts/locales";
import type { MediaUseKind } from "#contracts/media";
import type { Db } from "#db/client";
import { media } from "#db/schema";
import { announce, type Tag } from "#modules/changes";
import { mediaUsage } from "./usage";

/**
 * Replaces the alt texts; false when there is no such item. The pages that show the image follow at once:
 * the items that use it are announced (modules/changes), so their kept pages and the lists are dropped.
 */
export async function describeMedia(db: Db, id: number, alt: Localized): Promise<boolean> {
  const updated = await db.update(media).set({ alt }).where(eq(media.id, id)).returning({ id: media.id });
  if (updated.length === 0) return false;
  const uses = await mediaUsage(db, id);
  if (uses.length > 0) announce(db, { kind: "media", ids: [id], on: usesByKind(uses) });
  return true;
}

function usesByKind(uses: { kind: MediaUseKind; item_id: number }[]): Tag<MediaUseKind>[] {
  const byKind = new Map<MediaUseKind, Set<number>>();
  for (const use of uses) byKind.set(use.kind, (byKind.get(use.kind) ?? new Set()).add(use.item_id));
  return [...byKind].map(([kind, ids]) => ({ kind, ids: [...ids] }));
}
