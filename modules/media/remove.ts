import { eq } from "drizzle-orm";
import type { MediaUse } from "#contracts/media";
import type { Db } from "#db/client";
import { media, mediaVariants } from "#db/schema";
import { removeFiles } from "./files";
import { lockLibraryFiles } from "./lock";
import { mediaUsage as usageOf } from "./usage";

export type RemoveResult =
  { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "in_use"; usage: MediaUse[] };

/** Removes an unused item with its files; an item in use stays, and the answer says where it is used. */
export async function removeMedia(db: Db, folder: string, id: number): Promise<RemoveResult> {
  return db.transaction(async (tx) => {
    await lockLibraryFiles(tx);
    // The row locked first: an attachment being written meanwhile is waited for, and a later one waits for this.
    const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for("update");
    if (!row) return { ok: false, reason: "not_found" } as const;
    const usage = await usageOf(tx, id);
    if (usage.length > 0) return { ok: false, reason: "in_use", usage } as const;
    const files = await tx
      .select({ file: mediaVariants.file })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, id));
    await tx.delete(media).where(eq(media.id, id));
    // Inside the lock: an upload of the same picture waits until these files are gone.
    removeFiles(folder, files);
    return { ok: true } as const;
  });
}
