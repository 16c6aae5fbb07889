import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { pageQuery } from "#server/http/page-query";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";

/**
 * `?lang=xx` (docs/decisions/0016): a language the market offers wins over the cookie and the browser, and
 * the page is rendered from and kept under its language URL. The page handler echoes what it was given.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const cache = new PageCache(100, 1024 * 1024);
const seen: string[] = [];

const echo: WebHandler = async (request, context) => {
  seen.push(request.url);
  const sites = context.sites.markets.map((m) => `${m.code}=${m.origin}`).join(",");
  return new Response(
    `<html><p>${context.locale}|${context.market}|${request.url}|${context.sites.main}|${sites}</p>`,
    {
      headers: { "Content-Type": "text/html" },
    },
  );
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
  return createApp({ config, database, logger: createLogger(config), cache, web: async () => echo });
}

async function page(path: string, headers: Record<string, string>) {
  const res = await app().request(path, { headers });
  const [locale, market, url, main, sites] = (await res.text()).replace(/^<html><p>|<\/p>$/g, "").split("|");
  return { res, locale, market, url, main, sites };
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("the language of a URL", () => {
  const bd = { host: "bd.casino-guide.example" };

  it("wins over the cookie and Accept-Language when the market offers it", async () => {
    const shown = await page("/casinos?lang=bn", { ...bd, cookie: "lang=en", "accept-language": "en-GB" });
    expect(shown.locale).toBe("bn");
    expect(shown.url).toBe("https://bd.casino-guide.example/casinos?lang=bn");
    expect((await page("/casinos?lang=en", { ...bd, cookie: "lang=bn" })).locale).toBe("en");
  });

  it("is ignored when the market does not offer it: then docs/product-spec.md §4 decides", async () => {
    expect((await page("/casinos?lang=pt", { ...bd, cookie: "lang=fr" })).locale).toBe("fr");
    expect((await page("/casinos?lang=pt", { ...bd, "accept-language": "de" })).locale).toBe("en");
    expect((await page("/casinos?lang=zz", { ...bd, "accept-language": "bn" })).locale).toBe("bn");
    expect((await page("/casinos", bd)).locale).toBe("en");
  });

  it("on an unknown domain, any of the nine", async () => {
    const shown = await page("/casinos?lang=ua", { host: "evil.example" });
    expect(shown.locale).toBe("ua");
    expect(shown.market).toBe("null");
  });

  it("gives the page every site's configured origin, never the request's host", async () => {
    const shown = await page("/", { host: "bd.casino-guide.example:6666" });
    expect(shown.main).toBe("https://casino-guide.example");
    expect(shown.sites).toContain("BD=https://bd.casino-guide.example,");
    expect(shown.sites).toContain("PT=https://casino-guide.example,");
    expect(shown.sites).not.toContain("6666");
  });

  it("keys the page cache: one page per language URL, and junk values create no entries", async () => {
    cache.invalidate();
    seen.length = 0;
    await page("/slots?lang=bn", bd);
    const again = await page("/slots?lang=bn&utm_source=x", { ...bd, cookie: "lang=en" });
    expect(again.res.headers.get("x-page-cache")).toBe("hit");
    expect(again.locale).toBe("bn");
    const english = await page("/slots", bd);
    expect(english.res.headers.get("x-page-cache")).toBeNull();
    expect(english.locale).toBe("en");
    for (const junk of ["lang=zz", "lang=", "lang=__proto__", "lang=bn&lang=bn", "lang=xx&lang=bn"]) {
      await page(`/slots?${junk}`, bd);
    }
    expect(cache.size).toBe(2);
    expect(seen).toEqual(["https://bd.casino-guide.example/slots?lang=bn", "https://bd.casino-guide.example/slots"]);
  });
});

describe("pageQuery", () => {
  it("keeps the first lang that names a language, once, in key order", () => {
    expect(pageQuery("/casinos", new URLSearchParams("sort=users&lang=xx&lang=bn&lang=pt&utm=1"))).toBe(
      "lang=bn&sort=users",
    );
    expect(pageQuery("/casinos", new URLSearchParams("lang=constructor"))).toBe("");
    expect(pageQuery("/__manifest", new URLSearchParams("lang=bn&version=1"))).toBe("version=1");
  });
});
