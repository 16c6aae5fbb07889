/**
 * Each demo article's hero image, stored in the media library the way the console stores an upload
 * (addMedia: checked, re-encoded, files named by hash) and recorded as the post's "hero" (attachMedia).
 */
import sharp from "sharp";
import { addMedia, attachMedia } from "#modules/media";
import type { SeedContext } from "./context";
import { heroArt } from "./illustrations";

export interface IllustratedPost {
  id: number;
  slug: string;
  kind: "news" | "article" | "review";
  tags: readonly string[];
}

/**
 * The files go to the context's `imageFolder`. Without one (an in-memory database, as in most tests) there
 * is nowhere to serve them from: no images at all, rather than rows whose files are missing — the cards
 * then show their drawn fallback.
 */
export async function seedHeroImages(ctx: SeedContext, posts: readonly IllustratedPost[]): Promise<void> {
  if (ctx.imageFolder === null) return;
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
    await attachMedia(ctx.db, { mediaId: added.item.id, kind: "post", itemId: post.id, role: "hero" });
    ctx.progress.add(1, "hero images");
  }
}
