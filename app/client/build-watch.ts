import { importWithReload } from "./reload-guard";

/** docs/product-spec.md §9: "Manifest prefetch happens after 1 s". */
export const BUILD_WATCH_DELAY_MS = 1000;

/**
 * Starts the build watcher (./build-watcher.ts) 1 s after the app has started in the browser; its code
 * is fetched only then, outside the page's first load. Not in development, where Vite's hot reload keeps
 * the page current (and the dev server's manifest versions differ on each side). Answers a cancel.
 */
export function watchBuildsSoon(): () => void {
  if (import.meta.env.DEV) return () => undefined;
  const timer = setTimeout(() => {
    importWithReload(() => import("./build-watcher"))
      .then(({ watchBuilds }) => watchBuilds())
      .catch((error: unknown) => console.warn("The build watcher could not be loaded", error));
  }, BUILD_WATCH_DELAY_MS);
  return () => clearTimeout(timer);
}
