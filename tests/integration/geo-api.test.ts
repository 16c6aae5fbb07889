import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { freshDatabase } from "../helpers/database";

/**
 * GET {api}/geo/ (docs/product-spec.md §4, §7): the visitor's country from the shipped country
 * database, behind TRUST_PROXY for the forwarded address, or from a trusted CDN header when one is
 * configured; the location cookie (§3) set when absent, never overwritten.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;

function appWith(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent", ...env });
  return createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => async () => new Response("page"),
  });
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

const geo = (app: ReturnType<typeof appWith>, headers: Record<string, string> = {}) =>
  app.request("/api/geo/", { headers: { host: "localhost", ...headers } });

describe("GET /api/geo/ behind a trusted proxy", () => {
  const app = () => appWith({ TRUST_PROXY: "true" });

  it.each([
    ["27.147.128.1", "BD"],
    ["46.211.0.1", "UA"],
    ["193.136.0.1", "PT"],
    ["2a02:2378::1", "UA"],
    ["193.136.0.1, 10.0.0.1", "PT"],
  ])("answers the country of %s: %s, for the visitor only, and sets the location cookie", async (address, country) => {
    const res = await geo(app(), { "x-forwarded-for": address });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ country });
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("location="));
    expect(cookie).toMatch(new RegExp(`^location=${country}; Max-Age=31536000; Path=/; SameSite=Lax$`));
  });

  it.each(["127.0.0.1", "10.0.0.1", "192.168.1.20", "::1", "fd00::1", "not-an-address", "<script>"])(
    "knows nothing of %s and sets no cookie",
    async (address) => {
      const res = await geo(app(), { "x-forwarded-for": address });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ country: null });
      expect(res.headers.getSetCookie()).toEqual([]);
    },
  );

  it("never overwrites the visitor's own location cookie", async () => {
    const res = await geo(app(), { "x-forwarded-for": "27.147.128.1", cookie: "location=PT" });
    expect(await res.json()).toEqual({ country: "BD" });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("replaces a location cookie that holds no country code", async () => {
    const res = await geo(app(), { "x-forwarded-for": "27.147.128.1", cookie: "location=nowhere" });
    expect(res.headers.getSetCookie()[0]).toMatch(/^location=BD;/);
  });
});

describe("GET /api/geo/ without a trusted proxy", () => {
  it("ignores X-Forwarded-For: a client cannot choose its country", async () => {
    const res = await geo(appWith({ TRUST_PROXY: "false" }), { "x-forwarded-for": "27.147.128.1" });
    expect(await res.json()).toEqual({ country: null });
  });
});

describe("GET /api/geo/ with a trusted CDN's country header", () => {
  const app = () => appWith({ GEO_COUNTRY_HEADER: "CF-IPCountry", TRUST_PROXY: "true" });

  it("takes the country from the header when it names one", async () => {
    const res = await geo(app(), { "cf-ipcountry": "ua", "x-forwarded-for": "27.147.128.1" });
    expect(await res.json()).toEqual({ country: "UA" });
  });

  it.each(["XX", "T1", "", "Bangladesh", "B"])("falls back to the database when the header says %j", async (value) => {
    const res = await geo(app(), { "cf-ipcountry": value, "x-forwarded-for": "27.147.128.1" });
    expect(await res.json()).toEqual({ country: "BD" });
  });

  it("reads no such header when none is configured", async () => {
    const res = await geo(appWith({}), { "cf-ipcountry": "UA" });
    expect(await res.json()).toEqual({ country: null });
  });
});
