// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://casino-guide.example/casinos", "settings": {"navigation": {"disableMainFrameNavigation": true, "disableChildPageNavigation": true, "disableChildFrameNavigation": true}}}
import { afterEach, describe, expect, it, vi } from "vitest";
import { POLL_MS, watchBuilds, type BuildWatcher, type WatcherEnv } from "./build-watcher";

/** docs/product-spec.md §7, §9: the manifest prefetch, the polling of latest.json, the full page load once stale. */
let watcher: BuildWatcher | null = null;
afterEach(() => {
  watcher?.stop();
  watcher = null;
  document.body.innerHTML = "";
});

function setup(latest: () => unknown = () => ({ id: "b1" }), meta: () => Promise<Response> | Response = ok) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    if (String(url).startsWith("/builds/meta/")) return meta();
    return Response.json(latest());
  }) as unknown as typeof globalThis.fetch;
  const assign = vi.fn();
  const location = {
    href: "https://casino-guide.example/casinos",
    origin: "https://casino-guide.example",
    pathname: "/casinos",
    search: "",
    assign,
  } as unknown as Location;
  let visibility: DocumentVisibilityState = "visible";
  let tick: () => void = () => undefined;
  const log = vi.fn();
  const env: WatcherEnv = {
    buildId: "b1",
    fetch,
    win: {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      location,
    },
    doc: {
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
      get visibilityState() {
        return visibility;
      },
    },
    every: (run, ms) => {
      expect(ms).toBe(POLL_MS);
      tick = run;
      return () => (tick = () => undefined);
    },
    log,
  };
  watcher = watchBuilds(env);
  return {
    watcher: watcher!,
    calls,
    assign,
    log,
    tick: () => tick(),
    setVisibility(state: DocumentVisibilityState) {
      visibility = state;
      document.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

function ok() {
  return Response.json({ id: "b1" });
}

/** Clicks a link; answers whether something before the page's own handlers prevented the default. */
function click(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}): boolean {
  const link = document.createElement("a");
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.append(document.createElement("span"));
  document.body.append(link);
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", record);
  link.firstElementChild!.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  document.removeEventListener("click", record);
  return prevented;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("watchBuilds", () => {
  it("fetches its build's manifest and asks which build is live", async () => {
    const t = setup();
    await flush();
    expect(t.calls).toEqual(["/builds/meta/b1.json", "/builds/latest.json"]);
    expect(t.log).not.toHaveBeenCalled();
  });

  it("only logs a manifest that could not be fetched", async () => {
    const t = setup(undefined, () => new Response("{}", { status: 404 }));
    await flush();
    expect(t.log).toHaveBeenCalledWith("The build's manifest could not be fetched", expect.any(Error));
    const t2 = setup(undefined, () => Promise.reject(new TypeError("Failed to fetch")));
    await flush();
    expect(t2.log).toHaveBeenCalled();
  });

  it("leaves navigation to the router while the page's build is the live one", async () => {
    const t = setup();
    await t.watcher.check();
    expect(t.watcher.stale()).toBe(false);
    expect(click("/slots")).toBe(false);
    expect(t.assign).not.toHaveBeenCalled();
  });

  it("once another build is live, makes the next link a full page load", async () => {
    const t = setup(() => ({ id: "b2", time: "2026-11-24T10:00:00.000Z" }));
    await t.watcher.check();
    expect(t.watcher.stale()).toBe(true);
    expect(click("/slots?sort=new")).toBe(true);
    expect(t.assign).toHaveBeenCalledWith("https://casino-guide.example/slots?sort=new");
  });

  it("leaves alone what is not a plain click on a link to a page of this site", async () => {
    const t = setup(() => ({ id: "b2" }));
    await t.watcher.check();
    expect(click("/slots", { ctrlKey: true })).toBe(false);
    expect(click("/slots", { button: 1 })).toBe(false);
    expect(click("https://elsewhere.example/")).toBe(false);
    expect(click("/slots", {}, { target: "_blank" })).toBe(false);
    expect(click("/casinos#faq")).toBe(false);
    expect(t.assign).not.toHaveBeenCalled();
  });

  it("asks again every 5 minutes while visible and when the tab becomes visible", async () => {
    const t = setup();
    await flush();
    const asked = () => t.calls.filter((url) => url === "/builds/latest.json").length;
    expect(asked()).toBe(1);
    t.tick();
    await flush();
    expect(asked()).toBe(2);
    t.setVisibility("hidden");
    t.tick();
    await flush();
    expect(asked()).toBe(2);
    t.setVisibility("visible");
    await flush();
    expect(asked()).toBe(3);
  });

  it("stops asking once stale, and a failed question changes nothing", async () => {
    let answer: () => unknown = () => {
      throw new Error("offline");
    };
    const t = setup(() => answer());
    await t.watcher.check();
    expect(t.watcher.stale()).toBe(false);
    answer = () => ({ id: "b2" });
    await t.watcher.check();
    expect(t.watcher.stale()).toBe(true);
    const before = t.calls.length;
    t.tick();
    t.setVisibility("visible");
    await flush();
    expect(t.calls.length).toBe(before);
  });

  it("does nothing without React Router's manifest", () => {
    expect(watchBuilds(null)).toBeNull();
  });
});
