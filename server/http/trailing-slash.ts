import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

/**
 * The pages docs/product-spec.md §2 writes with a trailing slash: the cabinet and the new-casino landing page. Every
 * other page lives without one.
 */
export const SLASH_PAGES: ReadonlySet<string> = new Set(["/lk", "/new-casinos"]);

/**
 * Where the 'redirect-trailing-slash' guard (§6) sends a page path, or null when it is already there:
 * `/casinos/` → `/casinos`, `/lk` → `/lk/`, `/` stays. Repeated slashes at the end count as one; the
 * answer never starts with `//` (which a browser would read as another host).
 */
export function trailingSlashTarget(path: string): string | null {
  const trimmed = path.replace(/\/+$/, "");
  const bare = trimmed === "" ? "/" : trimmed;
  const wanted = SLASH_PAGES.has(bare) ? `${bare}/` : bare;
  if (wanted === path) return null;
  return wanted.replace(/^\/{2,}/, "/");
}

/**
 * The 'redirect-trailing-slash' guard: a 301 to the page's one form, the query kept. GET and HEAD only,
 * and never under `untouched` (the auth service and the API have their own conventions; assets, media
 * and build files are files). docs/decisions/0015.
 */
export function redirectTrailingSlash(untouched: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    if (untouched.some((base) => url.pathname === base || url.pathname.startsWith(`${base}/`))) return next();
    const target = trailingSlashTarget(url.pathname);
    if (target === null) return next();
    c.header("Cache-Control", "public, max-age=3600");
    return c.redirect(`${target}${url.search}`, 301);
  };
}
