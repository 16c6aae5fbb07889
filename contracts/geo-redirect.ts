import { MARKET_CODES, type MarketCode } from "./markets";
import { safeRelativePath } from "./safe-path";

/**
 * docs/product-spec.md §4, Domain redirect, as one pure decision the browser applies after hydration
 * (app/features/shell/geo-redirect.ts) and the tests read as a table (geo-redirect.test.ts).
 */

/** docs/product-spec.md §3: the cookie that holds the visitor's country code (the default is PT). */
export const LOCATION_COOKIE = "location";

/** An ISO 3166-1 alpha-2 country code, upper-case. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** GET {api}/geo/'s answer: the visitor's country, null when unknown. */
export interface GeoAnswer {
  country: string | null;
}

/** What the browser is told of the configured market table (root loader data): nothing from Host. */
export interface MarketSites {
  /** The main site's origin (PUBLIC_ORIGIN); its scheme and port are every market's. */
  main: string;
  /** Each market's configured domain (MARKET_DOMAINS). */
  domains: Readonly<Record<MarketCode, string>>;
}

/** Where the browser stands. */
export interface GeoPage {
  /** `location.hostname`. */
  hostname: string;
  /** `location.pathname + location.search`: what the country site is given. */
  path: string;
  /** The user agent is a crawler (isbot): crawlers are never redirected. */
  crawler: boolean;
}

/** The countries that have a site of their own to be sent to (§4): BD and UA. */
export const REDIRECTED_COUNTRIES: readonly MarketCode[] = ["BD", "UA"];

const bare = (hostname: string) => {
  const lower = hostname.toLowerCase();
  return lower.startsWith("www.") ? lower.slice(4) : lower;
};

/** The market whose domain is this host name, exactly or with a `www.` prefix (§4); null when none. */
export function marketOfHost(hostname: string, domainOf: (code: MarketCode) => string | undefined): MarketCode | null {
  const name = hostname.toLowerCase();
  const stripped = bare(name);
  return MARKET_CODES.find((code) => domainOf(code) === name || domainOf(code) === stripped) ?? null;
}

/** This machine: `localhost`, any `*.localhost`, 127.0.0.0/8, `::1`. */
export function isLocalHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === "[::1]" ||
    name === "::1"
  );
}

function mainHost(sites: MarketSites): string | null {
  try {
    return new URL(sites.main).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether the country is looked up at all: not on this machine, not for a crawler, and only on an
 * unknown domain or when the PT market is on a domain other than the main one (the main domain counts
 * with or without `www.`, like a market's).
 */
export function geoLookupApplies(page: GeoPage, sites: MarketSites): boolean {
  if (page.crawler || isLocalHost(page.hostname)) return false;
  const market = marketOfHost(page.hostname, (code) => sites.domains[code]);
  if (market === null) return true;
  const main = mainHost(sites);
  return market === "PT" && (main === null || bare(page.hostname) !== bare(main));
}

/**
 * The country site a visitor goes to, or null to stay: when the lookup applies and the country (null
 * when the lookup failed or knew nothing) is BD and this is not the BD domain, or UA and this is not
 * the UA domain. The target is the market's configured domain with the main origin's scheme and port,
 * and the same path and query, made relative with one leading "/" (contracts/safe-path.ts).
 */
export function geoRedirectTarget(page: GeoPage, sites: MarketSites, country: string | null): string | null {
  if (!country || !geoLookupApplies(page, sites)) return null;
  const code = REDIRECTED_COUNTRIES.find((c) => c === country.toUpperCase());
  if (!code) return null;
  if (marketOfHost(page.hostname, (c) => sites.domains[c]) === code) return null;
  const domain = sites.domains[code];
  let origin: URL;
  try {
    const main = new URL(sites.main);
    origin = new URL(`${main.protocol}//${domain}${main.port ? `:${main.port}` : ""}`);
  } catch {
    return null;
  }
  // A configured domain that is no bare host name (a path, a user, another port) sends nobody anywhere.
  if (origin.hostname !== domain || origin.pathname !== "/" || origin.username || origin.password) return null;
  if (origin.hostname === page.hostname.toLowerCase()) return null;
  return `${origin.origin}${safeRelativePath(page.path)}`;
}
