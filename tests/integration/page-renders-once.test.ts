import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";

/**
 * After a change drops a busy page, the crowd asking for it waits for one render instead of each
 * starting its own (the page cache's single flight, server/web.ts); a page asked for often is rendered
 * again at once in the background, the pages a change dropped one after another (docs/decisions/0058).
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let renders = 0;
// Renders wait at this gate until the test opens it.
let open: () => void = () => undefined;
let gate = Promise.resolve();
const closeGate = () => (gate = new Promise<void>((resolve) => (open = resolve)));

const slowPage: WebHandler = async (request) => {
  renders++;
  await gate;
  return new Response(`<html><p>${new URL(request.url).pathname} #${renders}</p>`, {
    headers: { "Content-Type": "text/html" },
  });
};

function app(cache: PageCache) {
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    SECRET_KEY: "k".repeat(64),
  });
  return createApp({ config, database, logger: createLogger(config), cache, web: async () => slowPage });
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A page is busy when read at least 3 times and once a second (server/http/page-cache.ts): with the clock
 * held, its reads take no time, however loaded the machine running the tests.
 */
const holdTheClock = () => vi.spyOn(Date, "now").mockReturnValue(Date.now());

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

type Site = ReturnType<typeof app>;

const get = (site: Site, path: string, cookie?: string) =>
  site.request(path, { headers: { host: "localhost", "accept-language": "en", ...(cookie ? { cookie } : {}) } });

/** Renders a page and reads it 3 times more, the clock held: a busy page (server/http/page-cache.ts). */
async function keptBusy(site: Site, path: string): Promise<void> {
  for (let i = 0; i < 4; i++) await (await get(site, path)).text();
}

describe("a page asked for by many at once", () => {
  it("is rendered once, and every asker gets it", async () => {
    renders = 0;
    closeGate();
    const site = app(new PageCache(100));
    const answers = Promise.all(Array.from({ length: 20 }, () => get(site, "/casinos")));
    await until(() => renders >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the others arrive meanwhile
    open();
    const bodies = await Promise.all((await answers).map((response) => response.text()));
    expect(renders).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(["<html><p>/casinos #1</p>"]));
  });

  it("renders different pages separately", async () => {
    renders = 0;
    closeGate();
    const site = app(new PageCache(100));
    const answers = Promise.all(["/casinos", "/slots", "/casinos"].map((path) => get(site, path)));
    await until(() => renders >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    open();
    const bodies = await Promise.all((await answers).map((response) => response.text()));
    expect(renders).toBe(2);
    expect(bodies[0]).toBe(bodies[2]);
  });

  it("after a change, renders once more while those arriving meanwhile get the page of a moment ago", async () => {
    renders = 0;
    const cache = new PageCache(100);
    const site = app(cache);
    await (await get(site, "/casinos")).text(); // #1, kept
    closeGate();
    cache.invalidateTags(["lists"]); // a rating: the list page is dropped
    const first = get(site, "/casinos"); // renders #2, held at the gate
    await until(() => renders >= 2);
    const meanwhile = await Promise.all(Array.from({ length: 5 }, () => get(site, "/casinos")));
    expect(meanwhile.map((response) => response.headers.get("x-page-cache"))).toEqual(Array(5).fill("stale"));
    expect(await meanwhile[0]!.text()).toBe("<html><p>/casinos #1</p>");
    open();
    expect(await (await first).text()).toBe("<html><p>/casinos #2</p>");
    const after = await get(site, "/casinos");
    expect(after.headers.get("x-page-cache")).toBe("hit");
    expect(await after.text()).toBe("<html><p>/casinos #2</p>");
    expect(renders).toBe(2);
  });

  it("keeps no page whose render a change overtook, and renders it again on its next request", async () => {
    renders = 0;
    const cache = new PageCache(100);
    const site = app(cache);
    closeGate();
    const first = get(site, "/casinos"); // #1, reading the data of before the change
    await until(() => renders >= 1);
    cache.invalidateTags(["lists"]); // lands while #1 renders: nothing kept, so nothing to render again
    open();
    expect(await (await first).text()).toBe("<html><p>/casinos #1</p>");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders).toBe(1);
    expect(cache.size).toBe(0);
    const next = await get(site, "/casinos");
    expect(next.headers.get("x-page-cache")).toBeNull();
    expect(await next.text()).toBe("<html><p>/casinos #2</p>");
  });

  it("renders a busy page again as soon as a change drops it, its copy answering meanwhile", async () => {
    holdTheClock();
    renders = 0;
    const cache = new PageCache(100);
    const site = app(cache);
    await keptBusy(site, "/casinos"); // #1, then 3 hits
    await (await get(site, "/slots")).text(); // #2, not read again
    closeGate();
    cache.invalidateTags(["lists"]);
    await until(() => renders >= 3); // /casinos again, before anyone asks; held at the gate
    const meanwhile = await get(site, "/casinos");
    expect(meanwhile.headers.get("x-page-cache")).toBe("stale");
    expect(await meanwhile.text()).toBe("<html><p>/casinos #1</p>");
    open();
    await until(() => cache.size === 1);
    const after = await get(site, "/casinos");
    expect(after.headers.get("x-page-cache")).toBe("hit");
    expect(await after.text()).toBe("<html><p>/casinos #3</p>");
    // The page seldom asked for renders on its next request, as its visitor then sees it.
    expect(renders).toBe(3);
    const slots = await get(site, "/slots");
    expect(slots.headers.get("x-page-cache")).toBeNull();
    expect(await slots.text()).toBe("<html><p>/slots #4</p>");
  });

  it("renders the busy pages a change dropped one after another, not all at once", async () => {
    holdTheClock();
    renders = 0;
    const cache = new PageCache(100);
    const site = app(cache);
    const paths = ["/casinos", "/bonuses", "/slots"];
    for (const path of paths) await keptBusy(site, path); // #1–#3
    closeGate();
    cache.invalidateTags(["lists"]);
    await until(() => renders >= 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders).toBe(4); // the others wait for the first to end
    const stale = await Promise.all(paths.map((path) => get(site, path)));
    expect(stale.map((response) => response.headers.get("x-page-cache"))).toEqual(["stale", "stale", "stale"]);
    open();
    await until(() => cache.size === 3);
    expect(renders).toBe(6);
  });

  it("answers a browser that wrote a moment ago with the page as it is now, never the copy", async () => {
    holdTheClock();
    renders = 0;
    const cache = new PageCache(100);
    const site = app(cache);
    await keptBusy(site, "/casinos"); // #1
    closeGate();
    cache.invalidateTags(["lists"]);
    await until(() => renders >= 2); // rendered again in the background, held at the gate
    expect((await get(site, "/casinos")).headers.get("x-page-cache")).toBe("stale");
    const mine = get(site, "/casinos", "recent_write=1");
    await until(() => renders >= 3); // its own render
    open();
    const answer = await mine;
    expect(answer.headers.get("x-page-cache")).toBeNull();
    expect(await answer.text()).toBe("<html><p>/casinos #3</p>");
  });

  it("answers a browser that wrote a moment ago with a page rendered now, not the kept one", async () => {
    renders = 0;
    const site = app(new PageCache(100));
    await (await get(site, "/casinos")).text(); // #1, kept (another process may not have dropped it yet)
    expect((await get(site, "/casinos")).headers.get("x-page-cache")).toBe("hit");
    const mine = await get(site, "/casinos", "recent_write=1");
    expect(mine.headers.get("x-page-cache")).toBeNull();
    expect(await mine.text()).toBe("<html><p>/casinos #2</p>");
  });
});
