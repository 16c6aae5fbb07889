import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";

/**
 * After a change drops a busy page, the crowd asking for it waits for one render instead of each
 * starting its own (the page cache's single flight, server/web.ts).
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
afterAll(async () => {
  await database.close();
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const get = (site: ReturnType<typeof app>, path: string) =>
  site.request(path, { headers: { host: "localhost", "accept-language": "en" } });

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
});
