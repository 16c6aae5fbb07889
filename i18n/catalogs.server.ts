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

/** The catalog a page sends the browser (root loader data): its language's, without the mail texts. */
export function pageCatalogFor(locale: Locale): PageCatalog {
  let catalog = pageCatalogs.get(locale);
  if (!catalog) {
    const { mail: _mail, ...page } = catalogs[locale];
    pageCatalogs.set(locale, (catalog = page));
  }
  return catalog;
}

const translators = new Map<Locale, Translate>();

/** The translator of a language on the server (API labels, page words, mails), made once. */
export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(locale, catalogs[locale])));
  return t;
}
