import type { AppLoadContext } from "react-router";
import type { SiteOrigins } from "#contracts/language-urls";
import type { Locale } from "#contracts/locales";
import type { MarketSites } from "#contracts/geo-redirect";
import type { MarketCode } from "#contracts/markets";
import type { Db } from "#db/client";

declare module "react-router" {
  /** What the server hands every loader and action (server/web.ts builds it per request). */
  interface AppLoadContext {
    db: Db;
    locale: Locale;
    /** The market of this domain, or null on an unknown domain. */
    market: MarketCode | null;
    /** The visitor's country (location cookie, else the market's, else the default PT). */
    country: string;
    /** Origin for canonical links: the request's own when it is a market domain, else the default host. */
    origin: string;
    /** Every site's configured origin: hreflang alternates, the country switcher (docs/decisions/0016). */
    sites: SiteOrigins;
    nonce: string;
    /** What the page shows, named by its loaders for the page cache (contracts/cache-tags.ts). */
    cacheTags: Set<string>;
    contactEmail: string;
    apiBase: string;
    authBase: string;
    /** The complaint service's base (under apiBase: docs/decisions/0018). */
    complaintsBase: string;
    /** The staff console's API base (under apiBase: docs/decisions/0027). */
    consoleBase: string;
    /** The configured market table (domain redirect, docs/product-spec.md §4). */
    marketSites: MarketSites;
    /** Google Tag Manager container id, null when none is configured. */
    tagManagerId: string | null;
    /**
     * A client navigation's data request (`….data`) rather than a document: a page's JSON-LD then goes in
     * its data; a document renders it on the server only (app/structured-data.server.ts `pageJsonLd`).
     */
    dataRequest?: boolean;
    /** The JSON-LD a document renders but its hydration data leaves out, by name (app/ui/seo.tsx). */
    serverJsonLd?: Map<string, string>;
    /** Kept parts written from the HTML pages rendered before (app/part-fragments.server.ts); on unless false. */
    partFragments?: boolean;
  }
}

export type RequestContext = AppLoadContext;
