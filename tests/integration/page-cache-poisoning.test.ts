import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";

/**
 * The page cache can't be poisoned or flooded: a page is kept under exactly what it was rendered from.
 * The page handler is a fake that echoes what it was given (the URL and the visitor's context).
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const seen: string[] = [];
const cache = new PageCache(100, 1024 * 1024);

const fakePages: WebHandler = async (request, context) => {
  seen.push(request.url);
  const url = new URL(request.url);
  const html = `<html><script nonce="${context.nonce}">1</script><link rel="canonical" href="${context.origin}${url.pathname}"><p>${context.market ?? "none"}|${url.search}</p><p>user text: __CSP_NONCE__</p></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html" } });
};

function app() {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    PUBLIC_ORIGIN: "https://casino-guide.example",
    MARKET_DOMAINS: ["PT", "BD", "UA", "FR", "GB", "MX", "AR", "PE"]
      .map((code) => `${code}=${code === "PT" ? "" : `${code.toLowerCase()}.`}casino-guide.example`)
      .join(","),
  });
  return createApp({ config, database, logger: createLogger(config), cache, web: async () => fakePages });
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("the page cache", () => {
  it("renders and keeps an absolute-form request under the market of its Host, with that market's origin", async () => {
    cache.invalidate();
    const poisoned = await app().request(
      new Request("http://127.0.0.1:3000/?p=1", { headers: { host: "bd.casino-guide.example:6666" } }),
    );
    const html = await poisoned.text();
    expect(html).toContain("BD|");
    expect(html).toContain('href="https://bd.casino-guide.example/"');
    expect(html).not.toContain("127.0.0.1");
    expect(html).not.toContain("6666");

    const main = await app().request("/?p=1", { headers: { host: "casino-guide.example" } });
    const mainHtml = await main.text();
    expect(main.headers.get("x-page-cache")).toBeNull();
    expect(mainHtml).toContain("PT|");
    expect(mainHtml).toContain('href="https://casino-guide.example/"');
  });

  it("renders an unknown host as the main site and keeps nothing for it", async () => {
    cache.invalidate();
    const res = await app().request("/casinos", { headers: { host: "evil.example:8080" } });
    const html = await res.text();
    expect(html).toContain('href="https://casino-guide.example/casinos"');
    expect(html).toContain("none|");
    expect(cache.size).toBe(0);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves parameters no page reads out of the render and the key: junk creates no entries", async () => {
    cache.invalidate();
    seen.length = 0;
    for (let i = 0; i < 50; i++) {
      const res = await app().request(`/casinos/filters?utm_source=x${i}&gclid=${i}&providers=netent`, {
        headers: { host: "casino-guide.example" },
      });
      expect(await res.text()).not.toContain("utm_source");
    }
    expect(cache.size).toBe(1);
    expect(seen).toEqual(["https://casino-guide.example/casinos/filters?providers=netent"]);
  });

  it("keeps React Router's route-discovery parameters on its manifest path", async () => {
    seen.length = 0;
    await app().request("/__manifest?paths=%2Flogin%2C%2Flk%2F&version=abc123&junk=1", {
      headers: { host: "casino-guide.example" },
    });
    expect(seen).toEqual(["https://casino-guide.example/__manifest?paths=%2Flogin%2C%2Flk%2F&version=abc123"]);
  });

  it("keys equivalent parameter orders once", async () => {
    cache.invalidate();
    const host = { host: "casino-guide.example" };
    await app().request("/casinos/filters?sort=users&providers=a&providers=b", { headers: host });
    const again = await app().request("/casinos/filters?providers=a&sort=users&providers=b", { headers: host });
    expect(again.headers.get("x-page-cache")).toBe("hit");
  });

  it("keeps a page without any nonce: no secret to swap, and user text shown as typed", async () => {
    cache.invalidate();
    const host = { host: "casino-guide.example" };
    await app().request("/blog", { headers: host });
    const hit = await app().request("/blog", { headers: host });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("content-security-policy")).not.toContain("nonce");
    const html = await hit.text();
    expect(html).toContain("user text: __CSP_NONCE__");
    expect(html).not.toMatch(/nonce="[^"]+"/);
  });
});
