import { Hono } from "hono";
import { LOGO_KINDS, logoSvg, type LogoKind } from "#modules/media";

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** GET /media/logos/{kind}/{slug}.svg: generated logos and thumbnails, cached for a year. */
export function mediaRoutes(): Hono {
  const media = new Hono();
  media.get("/logos/:kind/:file", (c) => {
    const kind = c.req.param("kind");
    const file = c.req.param("file");
    const slug = file.endsWith(".svg") ? file.slice(0, -4) : "";
    if (!(LOGO_KINDS as readonly string[]).includes(kind) || !SLUG.test(slug)) return c.notFound();
    c.header("Content-Type", "image/svg+xml");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(logoSvg(kind as LogoKind, slug));
  });
  return media;
}
