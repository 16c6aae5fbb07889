import type { MiddlewareHandler } from "hono";
import { isStorableText } from "#contracts/text";
import type { AppEnv } from "./env";
import { jsonError } from "./errors";

/** Where a URL decodes to text no handler may see: the path, a query parameter by name, or null when it is fine. */
export function unstorablePart(url: string): { path: true } | { parameter: string } | null {
  const { pathname, searchParams } = new URL(url);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as typed, as the router keeps it: no NUL can come of it.
  }
  if (!isStorableText(path)) return { path: true };
  for (const [key, value] of searchParams) {
    if (!isStorableText(key)) return { parameter: "non_field_errors" };
    if (!isStorableText(value)) return { parameter: key };
  }
  return null;
}

/**
 * No request whose path or query decodes to a NUL or a lone surrogate reaches a handler (and so the
 * database, which refuses NUL in text): under the services' bases a JSON 404 or 400, elsewhere a plain
 * not-found page.
 */
export function refuseUnstorableUrls(jsonBases: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const part = unstorablePart(c.req.url);
    if (!part) return next();
    c.header("Cache-Control", "no-store");
    if (jsonBases.some((base) => c.req.path === base || c.req.path.startsWith(`${base}/`))) {
      if ("path" in part) return jsonError(c, "not_found", "Not found");
      return jsonError(c, "invalid_query", "Invalid query parameters", {
        [part.parameter]: [{ code: "invalid_value", message: "Text must not contain NUL or broken characters." }],
      });
    }
    return c.html("<!doctype html><title>Page not found</title><h1>Page not found</h1>", 404);
  };
}
