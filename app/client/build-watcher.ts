/**
 * docs/product-spec.md §7, §9: the browser fetches its build's manifest (GET /builds/meta/{id}.json; errors are only
 * logged) and asks which build is live (GET /builds/latest.json) now, every 5 minutes while the tab is
 * visible and whenever it becomes visible again. Once another build is live, the next link the player
 * follows is a full page load instead of a client-side navigation: nobody runs stale code against the
 * new build's chunks. Loaded 1 s after hydration (./build-watch.ts), so no page's first load carries it.
 * The build id is React Router's manifest version (docs/decisions/0015).
 */
export const POLL_MS = 5 * 60_000;

export interface WatcherEnv {
  /** The build this page runs: React Router's manifest version. */
  buildId: string;
  fetch: typeof fetch;
  win: Pick<Window, "addEventListener" | "removeEventListener" | "location">;
  doc: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
  every: (run: () => void, ms: number) => () => void;
  log: (message: string, error: unknown) => void;
}

function browserEnv(): WatcherEnv | null {
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest;
  if (typeof manifest?.version !== "string") return null;
  return {
    buildId: manifest.version,
    fetch: window.fetch.bind(window),
    win: window,
    doc: document,
    every: (run, ms) => {
      const timer = window.setInterval(run, ms);
      return () => window.clearInterval(timer);
    },
    log: (message, error) => console.warn(message, error),
  };
}

export interface BuildWatcher {
  /** Asks which build is live; resolves once known (or the question failed). */
  check(): Promise<void>;
  /** Whether another build than this page's is live. */
  stale(): boolean;
  stop(): void;
}

export function watchBuilds(env: WatcherEnv | null = browserEnv()): BuildWatcher | null {
  if (!env) return null;
  const { win, doc } = env;
  let stale = false;

  env
    .fetch(`/builds/meta/${encodeURIComponent(env.buildId)}.json`)
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json();
    })
    .catch((error: unknown) => env.log("The build's manifest could not be fetched", error));

  const check = async () => {
    if (stale) return;
    try {
      const res = await env.fetch("/builds/latest.json", { cache: "no-store" });
      if (!res.ok) return;
      const latest = (await res.json()) as { id?: unknown };
      if (typeof latest.id === "string" && latest.id !== env.buildId) {
        stale = true;
        stopPolling();
      }
    } catch {
      // Offline or between deploys: asked again later.
    }
  };

  /** A plain left click on a link to a page of this site, once stale: a full page load. */
  const onClick = (event: MouseEvent) => {
    if (!stale || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const here = win.location;
    const url = new URL(link.href, here.href);
    if (url.origin !== here.origin) return;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    here.assign(url.href);
  };

  const onVisible = () => {
    if (doc.visibilityState === "visible") void check();
  };

  // Capture on the window runs before React's listener on the root, which then sees defaultPrevented.
  win.addEventListener("click", onClick, true);
  doc.addEventListener("visibilitychange", onVisible);
  const stopPolling = env.every(onVisible, POLL_MS);
  void check();

  return {
    check,
    stale: () => stale,
    stop() {
      stopPolling();
      win.removeEventListener("click", onClick, true);
      doc.removeEventListener("visibilitychange", onVisible);
    },
  };
}
