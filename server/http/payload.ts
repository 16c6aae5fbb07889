import type { MiddlewareHandler } from "hono";
import type { RedirectStatusCode } from "hono/utils/http-status";
import {
  isRouteErrorResponse,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as REDIRECT,
} from "react-router";
import type { AppEnv } from "./env";
import { jsonError } from "./errors";
import { SLASH_PAGES } from "./trailing-slash";

/**
 * `GET {page}/_payload.json` (docs/product-spec.md §7): the page's data, what its loaders return for that host and
 * language, as plain JSON keyed by route id (`{ "root": …, "routes/default-layout": …, "routes/casino": … }`).
 *
 * The request is answered by the app itself: the path is rewritten to React Router's single-fetch URL
 * (`/casinos.data`, `/lk/_.data` for the pages written with a slash) and sent through the whole app again,
 * so the page's market, language, parameters and page cache apply exactly as to the page; the
 * turbo-stream answer is then decoded into JSON. docs/decisions/0015.
 */
export const PAYLOAD_FILE = "_payload.json";

/** The page a payload path belongs to: `/casinos/_payload.json` → `/casinos`, `/_payload.json` → `/`. */
export function pageOfPayload(path: string): string | null {
  const suffix = `/${PAYLOAD_FILE}`;
  if (!path.endsWith(suffix)) return null;
  const page = path.slice(0, -suffix.length) || "/";
  return page !== "/" && SLASH_PAGES.has(page) ? `${page}/` : page;
}

/** React Router's single-fetch URL path of a page (future.v8_trailingSlashAwareDataRequests). */
export function dataPathOf(page: string): string {
  return page.endsWith("/") ? `${page}_.data` : `${page}.data`;
}

/** The payload URL of a page a loader redirected to; other sites' URLs stay as they are. */
function payloadOfLocation(location: string): string {
  if (!location.startsWith("/") || location.startsWith("//")) return location;
  const url = new URL(location, "http://x");
  const page = url.pathname.replace(/\/+$/, "");
  return `${page}/${PAYLOAD_FILE}${url.search}`;
}

type RouteResult = { data: unknown } | { error: unknown };

/**
 * `fetchApp` sends a request through the whole app (the same middleware, the page cache, the pages), with
 * the bindings of the request it stands for (the Node server's: the connection and its address).
 */
export function pagePayload(
  fetchApp: (request: Request, env: unknown) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const page = pageOfPayload(url.pathname);
    if (page === null || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    url.pathname = dataPathOf(page);
    url.searchParams.delete("_routes");
    const headers = new Headers(c.req.raw.headers);
    // The inner answer is read here, not sent: it must come uncompressed.
    headers.delete("accept-encoding");
    const inner = await fetchApp(new Request(url, { method: "GET", headers }), c.env);
    const cacheControl = inner.headers.get("cache-control") ?? "private, no-store";
    const vary = inner.headers.get("vary");
    c.header("Cache-Control", cacheControl);
    if (vary) c.header("Vary", vary);

    if (!inner.headers.has("x-remix-response") || !inner.body) {
      // Refused before React Router (a hostile URL, a server error): the status, as JSON.
      await inner.body?.cancel();
      c.header("Cache-Control", "private, no-store");
      if (inner.status === 404) return jsonError(c, "not_found", `Page not found: ${page}`);
      if (inner.status === 400) return jsonError(c, "invalid_query", "Invalid query parameters");
      return jsonError(c, "internal_error", "An error occurred. Please try again.");
    }
    const decoded = await decodeViaTurboStream(inner.body, globalThis);
    await decoded.done;
    const value = decoded.value as Record<string | symbol, unknown>;
    const redirect = value[REDIRECT] as { redirect: string; status: number } | undefined;
    if (redirect) {
      c.header("Cache-Control", "private, no-store");
      const status = redirect.status >= 300 && redirect.status <= 308 ? redirect.status : 302;
      return c.redirect(payloadOfLocation(redirect.redirect), status as RedirectStatusCode);
    }
    const results = Object.entries(value as Record<string, RouteResult>);
    const failed = results.find(([, result]) => "error" in result);
    if (failed || inner.status !== 200) {
      c.header("Cache-Control", "private, no-store");
      const error = failed ? (failed[1] as { error: unknown }).error : null;
      const status = isRouteErrorResponse(error) ? error.status : inner.status;
      if (status === 404) {
        const message = isRouteErrorResponse(error) && error.data === "invalid" ? "Page Not Found" : "Page not found";
        return jsonError(c, "not_found", `${message}: ${page}`);
      }
      return jsonError(c, "internal_error", "An error occurred. Please try again.");
    }
    return c.json(Object.fromEntries(results.map(([id, result]) => [id, (result as { data: unknown }).data])));
  };
}
