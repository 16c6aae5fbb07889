import { inArray } from "drizzle-orm";
import type { Localized } from "#contracts/locales";
import type { MediaItem } from "#contracts/media";
import type { Db } from "#db/client";
import { media, mediaVariants } from "#db/schema";
import { encodeUpload, type UploadRefusal } from "./encode";
import { variantFileName, writeFiles } from "./files";
import { lockLibraryFiles } from "./lock";
import { mediaItems } from "./read";

export interface NewMedia {
  bytes: Buffer;
  fileName: string;
  alt: Localized;
  /** None for images the demo seed adds. */
  uploaderId: number | null;
}

export type AddResult =
  | { ok: true; item: MediaItem }
  | { ok: false; reason: UploadRefusal }
  | { ok: false; reason: "duplicate"; existing: number };

/**
 * Checks and re-encodes an upload (./encode), writes its files and its rows. The same picture again is
 * refused, naming the item that has it: one row per file, so a removal never takes another item's file.
 * `folder` null: rows only, no files (an in-memory data folder, as in tests, serves none).
 */
export async function addMedia(db: Db, folder: string | null, upload: NewMedia): Promise<AddResult> {
  const encoded = await encodeUpload(upload.bytes);
  if (!encoded.ok) return encoded;
  const { variants, ...source } = encoded.upload;
  const files = variants.map((variant) => ({ ...variant, file: variantFileName(variant.format, variant.data) }));
  const added = await db.transaction(async (tx) => {
    await lockLibraryFiles(tx);
    const names = files.map((f) => f.file);
    const [same] = await tx
      .select({ id: mediaVariants.mediaId })
      .from(mediaVariants)
      .where(inArray(mediaVariants.file, names))
      .limit(1);
    if (same) return { ok: false, reason: "duplicate", existing: same.id } as const;
    const [row] = await tx
      .insert(media)
      .values({ ...source, fileName: upload.fileName, alt: upload.alt, uploaderId: upload.uploaderId })
      .returning({ id: media.id });
    await tx
      .insert(mediaVariants)
      .values(files.map(({ data, ...variant }) => ({ ...variant, mediaId: row!.id, bytes: data.length })));
    if (folder !== null) writeFiles(folder, files);
    return { ok: true, id: row!.id } as const;
  });
  if (!added.ok) return added;
  return { ok: true, item: (await mediaItems(db, { ids: [added.id], limit: 1 }))[0]! };
}
