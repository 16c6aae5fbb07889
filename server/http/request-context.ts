import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { chooseLanguage, firstAcceptedLanguage } from "#contracts/language-choice";
import { urlLanguage, type SiteOrigins } from "#contracts/language-urls";
import { DEFAULT_MARKET, MARKETS, type MarketCode } from "#contracts/markets";
import { LOCALES, type Locale } from "#contracts/locales";
import { findMarketByHost, hostName } from "#modules/markets";
import type { Config } from "../config";
import type { Logger } from "../logger";

export interface VisitorContext {
  market: MarketCode | null;
  locale: Locale;
  country: string;
  origin: string;
  /** Every site's configured origin, for the hreflang alternates and the country switcher. */
  sites: SiteOrigins;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Hosts already warned about, so an unknown host logs once, not on every request. */
const warnedHosts = new Set<string>();

/**
 * Who is looking, as far as a public page needs to know: the market of the domain, the language (a
 * `?lang=` the market offers, else docs/product-spec.md §4 order; docs/decisions/0016) and the country (the
 * `location` cookie, else the market's, else PT).
 */
export function visitorContext(c: Context, config: Config, logger: Logger): VisitorContext {
  const host = c.req.header("host") ?? "";
  const market = findMarketByHost(host, config.MARKET_DOMAINS);
  if (!market && warnedHosts.size < 1000 && !warnedHosts.has(host)) {
    warnedHosts.add(host);
    logger.warn({ host: hostName(host) }, "Country not found for domain");
  }
  const locale =
    urlLanguage(new URL(c.req.url).searchParams, market?.languages ?? LOCALES) ??
    chooseLanguage({
      stored: getCookie(c, "lang"),
      marketLanguages: market?.languages ?? null,
      browserLanguage: firstAcceptedLanguage(c.req.header("accept-language")),
    });
  const cookieCountry = getCookie(c, "location")?.toUpperCase();
  const country = cookieCountry && COUNTRY_CODE.test(cookieCountry) ? cookieCountry : (market?.code ?? DEFAULT_MARKET);
  return {
    market: market?.code ?? null,
    locale,
    country,
    origin: marketOrigin(config, market?.code ?? null),
    sites: siteOrigins(config),
  };
}

/**
 * The origin of a market's site: its configured domain with PUBLIC_ORIGIN's scheme and port; the main
 * origin for an unknown host. Canonical links and mail links use it, never the request's Host or port.
 */
export function marketOrigin(config: Config, market: MarketCode | null): string {
  const domain = market && config.MARKET_DOMAINS.get(market);
  if (!domain) return config.PUBLIC_ORIGIN;
  const main = new URL(config.PUBLIC_ORIGIN);
  return `${main.protocol}//${domain}${main.port ? `:${main.port}` : ""}`;
}

const sitesOf = new WeakMap<Config, SiteOrigins>();

/** The main origin and every market's, from the configuration (made once per configuration). */
export function siteOrigins(config: Config): SiteOrigins {
  let sites = sitesOf.get(config);
  if (!sites) {
    sites = {
      main: config.PUBLIC_ORIGIN,
      markets: MARKETS.map(({ code, languages, flag }) => ({
        code,
        origin: marketOrigin(config, code),
        languages,
        flag,
      })),
    };
    sitesOf.set(config, sites);
  }
  return sites;
}
