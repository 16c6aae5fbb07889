import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { pageCatalogAsset, pageCatalogFor } from "#i18n/catalogs.server";
import { freshDatabase } from "../helpers/database";

/**
 * The page catalog as a file (docs/decisions/0022): pages link `/i18n/{locale}.{hash}.json` instead of
 * carrying their texts in every document, and the browser keeps it for good under its hash.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;

function app() {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
  const noPages = async () => async () => new Response("no pages here", { status: 404 });
  return createApp({ config, database, logger: createLogger(config), cache: new PageCache(10), web: noPages });
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

describe("catalog files", () => {
  it("serve a language's page catalog, without the mail texts, immutable under its current hash", async () => {
    const { name } = pageCatalogAsset("pt");
    expect(name).toMatch(/^pt\.[0-9a-f]{16}\.json$/);
    const response = await app().request(`/i18n/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await response.json();
    expect(body).toEqual(JSON.parse(JSON.stringify(pageCatalogFor("pt"))));
    expect(body).not.toHaveProperty("mail");
  });

  it("name each language's file by its content", () => {
    const names = (["en", "pt", "bn"] as const).map((locale) => pageCatalogAsset(locale).name);
    expect(new Set(names.map((name) => name.split(".")[1])).size).toBe(3);
  });

  it("answer compressed when asked, with an ETag that a revalidation meets with 304", async () => {
    const { name, json } = pageCatalogAsset("en");
    const gzip = await app().request(`/i18n/${name}`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(json);
    const etag = gzip.headers.get("etag")!;
    const again = await app().request(`/i18n/${name}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("give a page of an earlier build today's catalog, to be asked for again (no-cache)", async () => {
    const response = await app().request("/i18n/fr.0000000000000000.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toEqual(JSON.parse(pageCatalogAsset("fr").json));
  });

  it.each([
    "xx.0000000000000000.json",
    "en.json",
    "en.0000000000000000.js",
    "..%2fpackage.json",
    "EN.0000000000000000.json",
  ])("refuse %s with a JSON 404", async (file) => {
    const response = await app().request(`/i18n/${file}`);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("not_found");
  });
});
