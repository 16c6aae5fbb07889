import { Hono } from "hono";
import { isLocale, type Locale } from "#contracts/locales";
import { pageCatalogAsset } from "#i18n/catalogs.server";
import type { AppEnv } from "./env";
import { jsonError } from "./errors";
import { respondWith, storedPage, type StoredPage } from "./page-cache";

const FILE = /^([a-z]{2})\.([0-9a-f]{16})\.json$/;

const stored = new Map<Locale, Promise<StoredPage>>();

function storedCatalog(locale: Locale): Promise<StoredPage> {
  let page = stored.get(locale);
  if (!page) {
    const headers = new Headers({ "Content-Type": "application/json; charset=utf-8" });
    stored.set(locale, (page = storedPage(200, headers, pageCatalogAsset(locale).json)));
  }
  return page;
}

/**
 * Mounted at /i18n: `{locale}.{hash}.json`, a language's page catalog, compressed once and cached by
 * browsers for good under its hash. A page made by an earlier build may ask for an older hash: it gets
 * today's catalog, to be asked again next time (no-cache), rather than a page that can't hydrate.
 */
export function catalogFiles(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/:file", async (c) => {
    const [, locale, hash] = FILE.exec(c.req.param("file")) ?? [];
    if (!locale || !isLocale(locale)) return jsonError(c, "not_found", "No such catalog.");
    const response = respondWith(
      await storedCatalog(locale),
      { acceptEncoding: c.req.header("accept-encoding"), ifNoneMatch: c.req.header("if-none-match") },
      false,
    );
    const current = pageCatalogAsset(locale).name === `${locale}.${hash}.json`;
    response.headers.set("Cache-Control", current ? "public, max-age=31536000, immutable" : "no-cache");
    return response;
  });
  return app;
}
