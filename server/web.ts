import type { Context } from "hono";
import type { AppEnv } from "./http/env";
import type { AppLoadContext as RequestContext } from "react-router";
import type { Db } from "#db/client";
import type { Config } from "./config";
import { pageTags } from "./http/cache-tags";
import { inlineScriptHashes, pageCsp } from "./http/csp";
import { respondWith, type PageCache } from "./http/page-cache";
import { pageQuery } from "./http/page-query";
import { publicSettings } from "./http/public-settings";
import { visitorContext } from "./http/request-context";
import type { Logger } from "./logger";

export type WebHandler = (request: Request, context: RequestContext) => Promise<Response>;

const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/**
 * Hands a page request to React Router with its context, through the page cache: anonymous GETs that
 * render 200 are kept whole and served from memory until the next content change drops them.
 */
export function webRequestHandler(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  cache: PageCache;
  handle: () => Promise<WebHandler>;
  /** The production build's pages: scripts allowed by hash, pages kept compressed (docs/decisions/0004). */
  scriptsByHash: boolean;
}) {
  const { config, db, logger, cache } = deps;
  const csp = { production: config.NODE_ENV === "production", tagManager: Boolean(config.TAG_MANAGER_ID) };
  return async (c: Context<AppEnv>) => {
    const visitor = visitorContext(c, config, logger);
    // The page is rendered from, and kept under, exactly what it depends on: the market's own origin
    // (never the request line's host or port), the page's parameters, the language and the country.
    // An unknown host renders as the main site and is not kept.
    const url = new URL(c.req.url);
    const query = pageQuery(url.pathname, url.searchParams);
    const target = `${visitor.origin}${url.pathname}${query ? `?${query}` : ""}`;
    const safe = c.req.method === "GET" || c.req.method === "HEAD";
    const cacheable = c.req.method === "GET" && !c.req.header("authorization") && visitor.market !== null;
    const key = `${visitor.locale}|${visitor.country}|${target}`;
    const asked = { acceptEncoding: c.req.header("accept-encoding"), ifNoneMatch: c.req.header("if-none-match") };
    if (cacheable) {
      const hit = cache.get(key, asked);
      if (hit) return hit;
    }
    const request = safe && target !== c.req.url ? new Request(target, c.req.raw) : c.req.raw;
    const handle = await deps.handle();
    // Built pages carry no nonce: their scripts are allowed by their hashes (./http/csp.ts), so a page's
    // bytes are the same for every visitor. Vite's development pages load scripts by URL: a nonce there.
    const nonce = deps.scriptsByHash ? "" : (c.get("secureHeadersNonce") ?? "");
    const cacheTags = new Set<string>();
    const response = await handle(request, {
      db,
      ...visitor,
      nonce,
      cacheTags,
      contactEmail: config.CONTACT_EMAIL,
      apiBase: config.API_BASE,
      authBase: config.AUTH_BASE,
      complaintsBase: config.COMPLAINTS_BASE,
      ...publicSettings(config),
    });
    const html = /^text\/html/i.test(response.headers.get("content-type") ?? "");
    // A page with a per-response nonce (Vite development) is never kept: its next visitor needs another.
    const keep = deps.scriptsByHash && cacheable && response.status === 200 && !response.headers.has("set-cookie");
    if (!keep && !(html && deps.scriptsByHash)) return privateUnlessSaid(response);
    const body = await response.text();
    const headers = new Headers(response.headers);
    if (html && deps.scriptsByHash) headers.set("Content-Security-Policy", pageCsp(csp, inlineScriptHashes(body)));
    if (!keep) return privateUnlessSaid(new Response(body, { status: response.status, headers }));
    headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
    headers.set("Vary", "Cookie, Accept-Language");
    return respondWith(cache.set(key, response.status, headers, body, pageTags(cacheTags)), asked, false);
  };
}

function privateUnlessSaid(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}
