/**
 * Each demo article's hero image, stored in the media library the way the console stores an upload
 * (addMedia: checked, re-encoded, files named by hash); the post's document names it by its SHA-256, as an
 * import file does, and its publication records the use (./posts.ts).
 */
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { media } from "#db/schema";
import { addMedia } from "#modules/media";
import type { SeedContext } from "./context";
import { heroArt } from "./illustrations";

export interface IllustratedPost {
  slug: string;
  kind: "news" | "article" | "review";
  tags: readonly string[];
}

/**
 * The files go to the context's `imageFolder`. Without one (an in-memory database, as in most tests) there
 * is nowhere to serve them from: no images at all, rather than rows whose files are missing — the cards
 * then show their drawn fallback. Returns each image's SHA-256 by the post's slug.
 */
export async function seedHeroImages(
  ctx: SeedContext,
  posts: readonly IllustratedPost[],
): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  if (ctx.imageFolder === null) return hashes;
  for (const post of posts) {
    const art = heroArt(post);
    const bytes = await sharp(Buffer.from(art.svg)).png().toBuffer();
    const added = await addMedia(ctx.db, ctx.imageFolder, {
      bytes,
      fileName: `${post.slug}.png`,
      alt: art.alt,
      uploaderId: null,
    });
    if (!added.ok) throw new Error(`hero image of ${post.slug} refused: ${added.reason}`);
    const [stored] = await ctx.db.select({ sha256: media.sha256 }).from(media).where(eq(media.id, added.item.id));
    hashes.set(post.slug, stored!.sha256);
    ctx.progress.add(1, "hero images");
  }
  return hashes;
}
