import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * docs/product-spec.md §8, §9: a chunk that fails to load (a deploy removed it, the network dropped)
 * reloads the page, at most once per path within 10 s; a second failure inside that window is let through
 * to the error page, so that a chunk that is really gone cannot make the page reload forever.
 * docs/decisions/0015.
 */
export const RELOAD_GUARD_MS = 10_000;

/** What the guard touches, replaceable in tests. */
export interface ReloadEnv {
  path: string;
  now: number;
  storage: Pick<Storage, "getItem" | "setItem">;
  reload: () => void;
}

const browserEnv = (): ReloadEnv => ({
  path: location.pathname,
  now: Date.now(),
  // Read inside reloadOnce's try: merely naming sessionStorage throws where storage is blocked.
  storage: {
    getItem: (key) => sessionStorage.getItem(key),
    setItem: (key, value) => sessionStorage.setItem(key, value),
  },
  reload: () => location.reload(),
});

/**
 * The errors of a module that could not be fetched: Chromium, Firefox and Safari word them differently,
 * Vite's preload helper has its own for CSS.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /dynamically imported module|module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/**
 * Reloads the page unless this path was already reloaded for a failed chunk in the last 10 s (a stamp
 * per path in session storage). Answers whether it reloads. Without session storage there is no guard,
 * and so no reload either.
 */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  const key = `chunk-reload:${env.path}`;
  try {
    const last = Number(env.storage.getItem(key));
    if (env.now >= last && env.now - last < RELOAD_GUARD_MS) return false;
    env.storage.setItem(key, String(env.now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * Whether the visitor is leaving the page: the browser then cancels the page's downloads, and an import
 * that fails for that reason must not reload the page (a reload would cancel the navigation away). A
 * leave the visitor called off (a beforeunload prompt) ends after a few seconds.
 */
let leaving = false;
if (typeof window !== "undefined") {
  window.addEventListener("beforeunload", () => {
    leaving = true;
    setTimeout(() => (leaving = false), 3000);
  });
  window.addEventListener("pagehide", () => (leaving = true));
  window.addEventListener("pageshow", () => (leaving = false));
}

/**
 * Every dynamic import of the app goes through this: a chunk load error reloads the page (once, see
 * reloadOnce) and the promise then never settles (as it does while the visitor leaves the page); any other error, or a failure the guard lets through,
 * rejects as before (to the nearest error boundary).
 */
export function importWithReload<T>(load: () => Promise<T>, env?: () => ReloadEnv): Promise<T> {
  return load().catch((error: unknown) => {
    if (isChunkLoadError(error) && (leaving || reloadOnce(env?.()))) return new Promise<T>(() => undefined);
    throw error;
  });
}

/** React.lazy through importWithReload. */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithReload(load));
}
