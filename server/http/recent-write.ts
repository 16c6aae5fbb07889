import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { STALE_GRACE_MS } from "./page-cache";

/**
 * Read your own writes. While a page a change dropped renders again, its copy of a moment ago answers
 * (./page-cache.ts, docs/decisions/0058); the browser that made the change must not get that copy: a player
 * who rates a casino and reloads its page sees their rating. Every write answered with success (any method
 * but GET, HEAD and OPTIONS, status below 400: the API, the auth and complaint services, the console) marks
 * the browser for a little longer than a stale copy lives, and a marked browser's pages are rendered as they
 * are now (server/web.ts). The mark says nothing of who wrote: a technical cookie, like the CSRF ones.
 */
export const RECENT_WRITE_COOKIE = "recent_write";
const MARK_SECONDS = Math.ceil(STALE_GRACE_MS / 1000) + 1;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function markRecentWrites(secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (SAFE_METHODS.has(c.req.method) || c.res.status >= 400) return;
    setCookie(c, RECENT_WRITE_COOKIE, "1", {
      path: "/",
      httpOnly: true,
      secure,
      sameSite: "Lax",
      maxAge: MARK_SECONDS,
    });
  };
}

/** Whether this browser wrote a moment ago (its pages are then never answered from before its write). */
export const wroteRecently = (c: Context): boolean => getCookie(c, RECENT_WRITE_COOKIE) !== undefined;
