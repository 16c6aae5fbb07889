import { randomBytes } from "node:crypto";
import { mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "#db/client";
import { profiles } from "#db/schema";
import { oneImageAtATime } from "#modules/media";

/**
 * Avatars: at most 2 MB, accepted by content (the decoder must recognise a JPEG, PNG, WebP or GIF, not the
 * declared type), then re-encoded to a 256 × 256 WebP without metadata. Files get random names, so they
 * can be cached forever; the old one is deleted.
 *
 * Memory: an image of at most 12 megapixels (a phone photo) is decoded, one at a time per process with the
 * media library's uploads (modules/media), so parallel uploads of crafted images wait their turn.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
export const AVATAR_MAX_PIXELS = 12_000_000;

export const AVATAR_URL_PREFIX = "/media/avatars/";

export type AvatarResult = { ok: true; url: string } | { ok: false; reason: "too_large" | "not_an_image" };

export async function saveAvatar(db: Db, folder: string, userId: number, bytes: Buffer): Promise<AvatarResult> {
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, reason: "too_large" };
  const encoded = await oneImageAtATime(async () => {
    try {
      const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, animated: false });
      const meta = await image.metadata();
      if (!meta.format || !FORMATS.has(meta.format)) return null;
      return await image.rotate().resize(256, 256, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
    } catch {
      return null;
    }
  });
  if (!encoded) return { ok: false, reason: "not_an_image" };
  mkdirSync(folder, { recursive: true });
  const file = `${userId}-${randomBytes(8).toString("hex")}.webp`;
  writeFileSync(join(folder, file), encoded);
  const [previous] = await db.select({ avatar: profiles.avatar }).from(profiles).where(eq(profiles.userId, userId));
  const url = AVATAR_URL_PREFIX + file;
  await db
    .insert(profiles)
    .values({ userId, avatar: url })
    .onConflictDoUpdate({ target: profiles.userId, set: { avatar: url } });
  if (previous?.avatar?.startsWith(AVATAR_URL_PREFIX)) {
    try {
      unlinkSync(join(folder, basename(previous.avatar)));
    } catch {
      // already gone
    }
  }
  return { ok: true, url };
}
