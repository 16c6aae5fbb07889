import type { Context } from "hono";
import type { AppEnv } from "./http/env";
import type { AppLoadContext as RequestContext } from "react-router";
import type { Db } from "#db/client";
import type { Config } from "./config";
import { pageTags } from "./http/cache-tags";
import { inlineScriptHashes, pageCsp } from "./http/csp";
import { marketDay } from "./http/market-day";
import {
  PUBLIC_CACHE_CONTROL,
  respondWith,
  type CacheRequest,
  type PageCache,
  type StoredPage,
} from "./http/page-cache";
import { pageQuery } from "./http/page-query";
import { publicSettings } from "./http/public-settings";
import { wroteRecently } from "./http/recent-write";
import { RenderQueue } from "./http/render-queue";
import { visitorContext, type VisitorContext } from "./http/request-context";
import type { Logger } from "./logger";

export type WebHandler = (request: Request, context: RequestContext) => Promise<Response>;

/**
 * Hands a page request to React Router with its context, through the page cache: anonymous GETs that
 * render 200 are kept whole and served from memory until the next content change drops them. After a
 * change drops a page, the first request renders it again and those arriving meanwhile get the page of
 * a moment ago (or, with none, wait for that render): one render serves the crowd. A busy page is not
 * left for a request to render: the change has it rendered again at once, in the background, the pages
 * it dropped one after another, its copy answering meanwhile, but never to the browser that made a change
 * (docs/decisions/0058, scripts/bench/mixed.ts).
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
  // Renders under way, by cache key: what they kept (null when the answer was not a page to keep).
  const rendering = new Map<string, Promise<StoredPage | null>>();
  const rerenders = new RenderQueue();

  /** Makes the coming render of a key the one those asking meanwhile wait for; how to hand them what it kept. */
  function lead(key: string): Settle {
    let settle: Settle = () => undefined;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    return settle;
  }

  /**
   * Renders a page, and keeps it when it may, with the means to render it again. `settle`: as the leader of
   * its key's render (`lead`), what it kept goes to those waiting for it.
   */
  async function render(page: PageToRender, request: Request, asked: CacheRequest, settle: Settle | null) {
    const since = cache.mark();
    try {
      const handle = await deps.handle();
      const cacheTags = new Set<string>();
      const response = await handle(request, {
        db,
        ...page.visitor,
        nonce: page.nonce,
        cacheTags,
        contactEmail: config.CONTACT_EMAIL,
        apiBase: config.API_BASE,
        authBase: config.AUTH_BASE,
        complaintsBase: config.COMPLAINTS_BASE,
        consoleBase: config.CONSOLE_BASE,
        ...publicSettings(config),
        // A client navigation's data (`….data`) carries its page's JSON-LD; a document renders it only.
        dataRequest: page.dataRequest,
        serverJsonLd: new Map(),
        partFragments: config.PART_FRAGMENTS,
      });
      const html = /^text\/html/i.test(response.headers.get("content-type") ?? "");
      // A page with a per-response nonce (Vite development) is never kept: its next visitor needs another.
      const keep =
        deps.scriptsByHash &&
        page.cacheable &&
        response.status === 200 &&
        !response.headers.has("set-cookie") &&
        !/no-store/i.test(response.headers.get("cache-control") ?? "");
      if (!keep && !(html && deps.scriptsByHash)) return privateUnlessSaid(response);
      // Bytes as rendered: the page's scripts are hashed and the page kept without decoding it to text.
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      if (html && deps.scriptsByHash) headers.set("Content-Security-Policy", pageCsp(csp, inlineScriptHashes(body)));
      if (!keep) return privateUnlessSaid(new Response(body, { status: response.status, headers }));
      headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
      headers.set("Vary", "Cookie, Accept-Language");
      const tags = pageTags(cacheTags);
      const kept = await cache.set(page.key, response.status, headers, body, tags, since, () => renderAgain(page));
      settle?.(kept);
      return respondWith(kept, asked, false);
    } finally {
      if (settle) {
        settle(null); // not a page to keep, or the render failed: those waiting render for themselves
        rendering.delete(page.key);
      }
    }
  }

  /**
   * A busy page a change dropped, rendered again in the background as its first visitor had it, in turn
   * with the other pages dropped (./http/render-queue.ts). Its own request: the first visitor's may be
   * gone, and its signal aborted, by then.
   */
  function renderAgain(page: PageToRender): void {
    if (rendering.has(page.key) || rerenders.full) return;
    const settle = lead(page.key);
    rerenders.add(() =>
      render(page, new Request(page.target, { headers: page.headers }), FOR_NOBODY, settle).then(
        (response) => void response.body?.cancel(),
        (error: unknown) => logger.error({ err: error, url: page.target }, "page render after a change failed"),
      ),
    );
  }

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
    // The market's day too: pages show what was added today and which bonuses are still valid.
    const key = `${marketDay(visitor.market)}|${visitor.locale}|${visitor.country}|${target}`;
    const asked = { acceptEncoding: c.req.header("accept-encoding"), ifNoneMatch: c.req.header("if-none-match") };
    // A browser that changed something a moment ago gets the page as it is now (./http/recent-write.ts): in
    // another process, the change may not have dropped the kept page yet.
    const wrote = wroteRecently(c);
    if (cacheable && !wrote) {
      const hit = cache.get(key, asked);
      if (hit) return hit;
      const pending = rendering.get(key);
      // A change dropped this page and its new version is being rendered: the page of a moment ago now,
      // rather than a wait (server/http/page-cache.ts, STALE_GRACE_MS).
      const previous = pending ? cache.staleCopy(key) : null;
      if (previous) {
        const response = respondWith(previous, asked, true);
        response.headers.set("X-Page-Cache", "stale");
        return response;
      }
      const page = pending ? await pending : null;
      if (page) return respondWith(page, asked, true);
    }
    const page: PageToRender = {
      key,
      target,
      visitor,
      cacheable,
      // Built pages carry no nonce: their scripts are allowed by their hashes (./http/csp.ts), so a page's
      // bytes are the same for every visitor. Vite's development pages load scripts by URL: a nonce there.
      nonce: deps.scriptsByHash ? "" : (c.get("secureHeadersNonce") ?? ""),
      dataRequest: url.pathname.endsWith(".data"),
      headers: renderHeaders(c.req.raw.headers),
    };
    const request = safe && target !== c.req.url ? new Request(target, c.req.raw) : c.req.raw;
    return render(page, request, asked, cacheable && !rendering.has(key) ? lead(key) : null);
  };
}

type Settle = (kept: StoredPage | null) => void;

/** A background render's answer goes to nobody: the kept bytes as they are, never decoded. */
const FOR_NOBODY: CacheRequest = { acceptEncoding: "gzip" };

/** What a page is rendered from, kept with it to render it again after a change. */
interface PageToRender {
  key: string;
  /** The page's own address: the market's origin, the path, the parameters pages read. */
  target: string;
  visitor: VisitorContext;
  cacheable: boolean;
  nonce: string;
  dataRequest: boolean;
  /** Of the first visitor's request, what a render reads besides the visitor's context (never their cookies). */
  headers: Headers;
}

/** The request headers a page's render reads: the entry's crawler check, React Router's `accept`. */
function renderHeaders(request: Headers): Headers {
  const headers = new Headers();
  for (const name of ["accept", "accept-language", "user-agent"]) {
    const value = request.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

function privateUnlessSaid(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}
