import { Hono, type Context } from "hono";
import { DEFAULT_MARKET } from "#contracts/markets";
import type { Db } from "#db/client";
import { onChange, type Change } from "#modules/changes";
import { findMarketByHost } from "#modules/markets";
import { robotsTxt, sitemapFile, sitemapIndex, sitemapsChanged, type SitemapSite } from "#modules/seo";
import type { Config } from "../config";
import type { AppEnv } from "./env";
import { marketOrigin } from "./request-context";

const CACHE_CONTROL = "public, max-age=3600";
const FILE_NAME = /^[a-z]+-[1-9][0-9]{0,5}\.xml$/;

/**
 * The sitemaps list pages and their dates: a new review or comment dates its page anew, a safety refresh
 * may follow new facts, an information page is edited, a casino, bonus or post is published or unpublished; a
 * rating changes no page's text (its score only) nor does an image's alt text, so they leave them be; complaint cases and author pages are
 * in no sitemap yet.
 */
function dropSitemaps(change: Change, db: Db): void {
  switch (change.kind) {
    case "review":
    case "comment":
    case "safety":
    case "page":
    case "casino":
    case "bonus":
    case "post":
    case "slot":
    case "provider":
    case "licence":
    case "category":
      sitemapsChanged(db);
      return;
    case "rating":
    case "complaint":
    case "author":
    case "media":
    case "payment_method":
      return;
    default:
      change satisfies never;
  }
}

/**
 * Per market domain (docs/decisions/0016): /robots.txt, the sitemap index /sitemap.xml and its files
 * /sitemaps/{section}-{n}.xml, with the market's configured origin in every URL (never the request's
 * Host or port; an unknown host gets the main site's). Made from the modules' data, kept in memory and
 * forgotten on a content change.
 */
export function seoRoutes({ config, db }: { config: Config; db: Db }): Hono<AppEnv> {
  onChange(db, dropSitemaps);
  const siteOf = (c: Context): SitemapSite => {
    const market = findMarketByHost(c.req.header("host") ?? "", config.MARKET_DOMAINS)?.code ?? null;
    return { origin: marketOrigin(config, market), market: market ?? DEFAULT_MARKET };
  };
  const disallow = [
    "/lk/",
    `${config.API_BASE}/`,
    `${config.AUTH_BASE}/`,
    "/registration/",
    "/login",
    "/password-reset",
    "/moderation",
    "/search",
  ];
  const xml = (c: Context, body: string) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", CACHE_CONTROL);
    return c.body(body);
  };

  const routes = new Hono<AppEnv>();
  routes.get("/robots.txt", (c) => {
    c.header("Cache-Control", CACHE_CONTROL);
    return c.text(robotsTxt(siteOf(c).origin, disallow));
  });
  routes.get("/sitemap.xml", async (c) => xml(c, await sitemapIndex(db, siteOf(c))));
  routes.get("/sitemaps/:file", async (c) => {
    const name = c.req.param("file");
    const body = FILE_NAME.test(name) ? await sitemapFile(db, siteOf(c), name) : null;
    return body === null ? c.notFound() : xml(c, body);
  });
  return routes;
}
