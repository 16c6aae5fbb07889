import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES, type Locale } from "./locales";
import { DEFAULT_MARKET, MARKETS, type MarketCode } from "./markets";

/**
 * Each language version of a page has its own URL (docs/decisions/0016): the page's path on its market's
 * domain, with `?lang=xx` for every language of the market but the one the bare URL shows a visitor who
 * brings no cookie and no Accept-Language (a crawler). A valid `lang` wins over the cookie and the browser.
 *
 * The functions the pages use take a site's languages rather than a market code, so that the browser
 * bundle needs no copy of the market table: the server hands the pages every site (SiteOrigins).
 */
export const LANG_PARAM = "lang";

/** The languages a market's site offers (docs/product-spec.md §3); all nine on an unknown domain. */
export function marketLanguages(market: MarketCode | null): readonly Locale[] {
  return MARKETS.find((m) => m.code === market)?.languages ?? LOCALES;
}

/** A market's site as the pages see it: where it is (its configured origin), its languages and its flag. */
export interface MarketSite {
  code: MarketCode;
  origin: string;
  languages: readonly Locale[];
  flag: string;
}

/** Every site, from the configuration: the main origin (x-default) and each market's. Never from the Host. */
export interface SiteOrigins {
  main: string;
  markets: readonly MarketSite[];
}

/**
 * The language of a URL without `lang`: what docs/product-spec.md §4 gives a visitor without cookie and
 * browser language, English on every site (the browser mapping's default; a test holds the two
 * together, so that the browser bundle needs no copy of the §4 order).
 */
export const DEFAULT_URL_LANGUAGE: Locale = DEFAULT_LOCALE;

/** The first `lang` of a query that names one of the nine languages, or null (any other value is ignored). */
export function requestedLanguage(params: URLSearchParams): Locale | null {
  return params.getAll(LANG_PARAM).find(isLocale) ?? null;
}

/** The language a URL asks for when the site offers it, else null (then §4's order decides). */
export function urlLanguage(params: URLSearchParams, languages: readonly Locale[]): Locale | null {
  const requested = requestedLanguage(params);
  return requested && languages.includes(requested) ? requested : null;
}

/**
 * The URL of a page's language version on a site: the origin, the path without its trailing slash
 * (docs/product-spec.md §2) and `?lang=xx` unless the language is the default. A language the site does
 * not offer has no URL of its own there: the default one stands for it.
 */
export function languageUrl(origin: string, pathname: string, locale: Locale, languages: readonly Locale[]): string {
  const base = origin.replace(/\/+$/, "");
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "";
  if (locale === DEFAULT_URL_LANGUAGE || !languages.includes(locale)) return `${base}${path}`;
  return `${base}${path || "/"}?${LANG_PARAM}=${locale}`;
}

/** A language on a market as a hreflang value: the language's primary subtag and the market's region (`uk-UA`, `en-BD`). */
export function hreflangOf(locale: Locale, market: MarketCode): string {
  return `${LOCALE_INFO[locale].bcp47.split("-")[0]}-${market}`;
}

/** The site whose URLs a page uses: its market's, or the main market's (PT) on an unknown domain, which renders as the main site. */
export function urlSite(sites: SiteOrigins, market: MarketCode | null): MarketSite {
  return (sites.markets.find((m) => m.code === (market ?? DEFAULT_MARKET)) ?? sites.markets[0])!;
}

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/** The alternates of a page: every market's domain × its languages, then x-default (the main site). */
export function alternateLinks(sites: SiteOrigins, pathname: string): AlternateLink[] {
  const links: AlternateLink[] = [];
  for (const { code, origin, languages } of sites.markets) {
    for (const locale of languages) {
      links.push({ hreflang: hreflangOf(locale, code), href: languageUrl(origin, pathname, locale, languages) });
    }
  }
  links.push({ hreflang: "x-default", href: languageUrl(sites.main, pathname, DEFAULT_URL_LANGUAGE, []) });
  return links;
}

/** A path of this site without its `lang` (after a language switch, the stored choice decides). */
export function withoutLanguage(path: string): string {
  const url = new URL(path, "http://site.invalid");
  if (!url.searchParams.has(LANG_PARAM)) return path;
  url.searchParams.delete(LANG_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
