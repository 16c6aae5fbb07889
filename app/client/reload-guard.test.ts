import { describe, expect, it, vi } from "vitest";
import { importWithReload, isChunkLoadError, RELOAD_GUARD_MS, reloadOnce, type ReloadEnv } from "./reload-guard";

/** docs/product-spec.md §8, §9: one reload per path within 10 s, then the error page. */
function browser() {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  let now = 1_000_000;
  let path = "/casinos";
  const env = (): ReloadEnv => ({
    path,
    now,
    reload,
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
  });
  return {
    env,
    reload,
    stored,
    later: (ms: number) => void (now += ms),
    goTo: (p: string) => void (path = p),
  };
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: http://x/assets/demo-game-1.js");

describe("isChunkLoadError", () => {
  it("knows the browsers' and Vite's words for a module that could not be fetched", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("reloadOnce", () => {
  it("reloads the first time, not again on the same path within 10 s, again after", () => {
    const b = browser();
    expect(reloadOnce(b.env())).toBe(true);
    b.later(RELOAD_GUARD_MS - 1);
    expect(reloadOnce(b.env())).toBe(false);
    b.later(1);
    expect(reloadOnce(b.env())).toBe(true);
    expect(b.reload).toHaveBeenCalledTimes(2);
  });

  it("guards each path on its own", () => {
    const b = browser();
    expect(reloadOnce(b.env())).toBe(true);
    b.goTo("/slots");
    expect(reloadOnce(b.env())).toBe(true);
    b.goTo("/casinos");
    expect(reloadOnce(b.env())).toBe(false);
  });

  it("survives a stored value that is no time", () => {
    const b = browser();
    b.stored.set("chunk-reload:/casinos", "{not a number");
    expect(reloadOnce(b.env())).toBe(true);
    expect(b.stored.get("chunk-reload:/casinos")).toBe("1000000");
  });

  it("does not reload when it cannot remember having done so", () => {
    const reload = vi.fn();
    const env: ReloadEnv = {
      path: "/",
      now: 1,
      reload,
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error("SecurityError");
        },
      },
    };
    expect(reloadOnce(env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("importWithReload", () => {
  it("answers the module when it loads", async () => {
    const b = browser();
    await expect(importWithReload(async () => ({ ok: 1 }), b.env)).resolves.toEqual({ ok: 1 });
    expect(b.reload).not.toHaveBeenCalled();
  });

  it("reloads on a chunk error and never settles; the second failure rejects to the error boundary", async () => {
    const b = browser();
    let settled = false;
    void importWithReload(() => Promise.reject(chunkError()), b.env).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(b.reload).toHaveBeenCalledTimes(1);

    b.later(2000);
    await expect(importWithReload(() => Promise.reject(chunkError()), b.env)).rejects.toThrow(/dynamically imported/);
    expect(b.reload).toHaveBeenCalledTimes(1);
  });

  it("passes other errors through without reloading", async () => {
    const b = browser();
    await expect(importWithReload(() => Promise.reject(new Error("boom")), b.env)).rejects.toThrow("boom");
    expect(b.reload).not.toHaveBeenCalled();
  });
});
