import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SessionState } from "./session";

/**
 * The route guards docs/product-spec.md §6 names. 'auth' is the browser's, here: the session lives only
 * in the browser (local storage tokens), so the server cannot tell a visitor from a player.
 * 'redirect-trailing-slash' is the server's (server/http/trailing-slash.ts), before any page renders.
 */

/** 'auth': where a visitor goes instead of a page that needs a signed-in player; null to stay. */
export function authGuard(status: SessionState["status"], here: string): string | null {
  return status === "anonymous" ? `/login?next=${encodeURIComponent(here)}` : null;
}

/**
 * The 'auth' guard before the first paint, in a guarded page's server HTML: a browser that holds no access
 * token is anonymous (./session.tsx decides so at once), so it is sent to login right away, as a page load,
 * to the address `authGuard` gives. Without it the page painted, hydrated, and was then replaced in place:
 * the page moved under the visitor (a layout shift of 0.19). With a token, `useAuthGuard` decides once the
 * session is known; where storage cannot be read, too.
 */
export const AUTH_GUARD_SCRIPT =
  'try{if(!localStorage.getItem("access"))location.replace("/login?next="+encodeURIComponent(location.pathname+location.search))}catch(e){}';

/**
 * The 'auth' guard on the current page (the cabinet, /lk/): once the session is known to be anonymous,
 * to login with `next` set to this page, replacing it in the history. Nothing happens while the session
 * is still unknown (the server render and the first moment after hydration).
 */
export function useAuthGuard(status: SessionState["status"]): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const target = authGuard(status, pathname + search);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}
