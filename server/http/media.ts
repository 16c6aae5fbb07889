import { Hono } from "hono";
import type { Db } from "#db/client";
import { ARTWORK_KINDS, artworkOf, type ArtworkKind } from "#modules/media";

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Nothing in a generated picture may load or run anything: no scripts, styles, fonts or images from anywhere. */
export const ARTWORK_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/**
 * A day fresh, then a week served while revalidated: the picture follows editable data (a casino renamed, a
 * slot's themes, a logo uploaded) at an address that link previews and structured data keep, so it cannot be
 * `immutable`; the ETag makes the revalidation a 304 (docs/decisions/0034).
 */
export const ARTWORK_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  return `"${Buffer.from(digest).subarray(0, 12).toString("base64url")}"`;
}

/**
 * GET /media/logos/{kind}/{slug}.svg: a casino's or studio's mark, a slot's thumbnail (modules/media's
 * generated artwork), or a redirect to the item's own library image when it has one.
 */
export function mediaRoutes({ db }: { db: Db }): Hono {
  const media = new Hono();
  media.get("/logos/:kind/:file", async (c) => {
    const kind = c.req.param("kind");
    const file = c.req.param("file");
    const slug = file.endsWith(".svg") ? file.slice(0, -4) : "";
    if (!(ARTWORK_KINDS as readonly string[]).includes(kind) || !SLUG.test(slug)) return c.notFound();
    const artwork = await artworkOf(db, kind as ArtworkKind, slug);
    if (!artwork) return c.notFound();
    if ("image" in artwork) {
      c.header("Cache-Control", "public, max-age=3600");
      return c.redirect(artwork.image, 302);
    }
    const etag = await etagOf(artwork.svg);
    c.header("Cache-Control", ARTWORK_CACHE);
    c.header("ETag", etag);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", ARTWORK_CSP);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(artwork.svg);
  });
  return media;
}
