import { createHash } from "node:crypto";
import type { Locale } from "#contracts/locales";
import ar from "./catalogs/ar";
import bn from "./catalogs/bn";
import en, { type Catalog, type PageCatalog } from "./catalogs/en";
import es from "./catalogs/es";
import fr from "./catalogs/fr";
import mx from "./catalogs/mx";
import pe from "./catalogs/pe";
import pt from "./catalogs/pt";
import ua from "./catalogs/ua";
import { createTranslator, type Translate } from "./translator";

const catalogs: Record<Locale, Catalog> = { en, bn, pt, ua, fr, es, pe, ar, mx };

/** The server holds all nine; a page sends only the active one to the browser (`pageCatalogFor`). */
export function catalogFor(locale: Locale): Catalog {
  return catalogs[locale];
}

const pageCatalogs = new Map<Locale, PageCatalog>();

/** The catalog a page's browser gets: its language's, without the mail texts. */
export function pageCatalogFor(locale: Locale): PageCatalog {
  let catalog = pageCatalogs.get(locale);
  if (!catalog) {
    const { mail: _mail, ...page } = catalogs[locale];
    pageCatalogs.set(locale, (catalog = page));
  }
  return catalog;
}

export interface CatalogAsset {
  /** `en.3f9c0a1b2c3d4e5f.json`: the language and a hash of the content, so the file never changes. */
  name: string;
  json: string;
}

const assets = new Map<Locale, CatalogAsset>();

/**
 * The page catalog as a file of its own (served under /i18n/, cached by the browser for good): pages
 * link it instead of carrying ~25 KB of texts in every document's hydration data (docs/decisions/0022).
 */
export function pageCatalogAsset(locale: Locale): CatalogAsset {
  let asset = assets.get(locale);
  if (!asset) {
    const json = JSON.stringify(pageCatalogFor(locale));
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 16);
    assets.set(locale, (asset = { name: `${locale}.${hash}.json`, json }));
  }
  return asset;
}

const translators = new Map<Locale, Translate>();

/** The translator of a language on the server (API labels, page words, mails), made once. */
export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(locale, catalogs[locale])));
  return t;
}
