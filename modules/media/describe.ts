import { eq } from "drizzle-orm";
import type { Localized } from "#contracts/locales";
import type { Db } from "#db/client";
import { media } from "#db/schema";

/** Replaces the alt texts; false when there is no such item. */
export async function describeMedia(db: Db, id: number, alt: Localized): Promise<boolean> {
  const updated = await db.update(media).set({ alt }).where(eq(media.id, id)).returning({ id: media.id });
  return updated.length > 0;
}
