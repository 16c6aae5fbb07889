import { isbot } from "isbot";
import {
  geoLookupApplies,
  geoRedirectTarget,
  isLocalHost,
  type GeoAnswer,
  type GeoPage,
  type MarketSites,
} from "#contracts/geo-redirect";

/**
 * The domain redirect of docs/product-spec.md §4, run once after hydration (./visitor-effects.tsx
 * loads this file only when a lookup may be needed). It asks GET {api}/geo/ (which also sets the
 * location cookie when absent) and goes to the country site the rule names, if any; a failed lookup
 * is logged and nothing happens (§8). Crawlers are never redirected and never look up.
 */
export interface GeoBrowser {
  location: Pick<Location, "hostname" | "pathname" | "search">;
  userAgent: string;
  fetch: typeof fetch;
  go: (url: string) => void;
  warn: (message: string, error: unknown) => void;
}

const realBrowser = (): GeoBrowser => ({
  location: window.location,
  userAgent: navigator.userAgent,
  fetch: (input, init) => window.fetch(input, init),
  // Replace, not push: "back" must not land on the page that sends the visitor away again.
  go: (url) => window.location.replace(url),
  warn: (message, error) => console.warn(message, error),
});

/** Runs the redirect; answers the target it went to, or null. */
export async function applyGeoRedirect(
  settings: { sites: MarketSites; apiBase: string; lookupAnyway: boolean },
  browser: GeoBrowser = realBrowser(),
): Promise<string | null> {
  const { location } = browser;
  const page: GeoPage = {
    hostname: location.hostname,
    path: `${location.pathname}${location.search}`,
    crawler: isbot(browser.userAgent),
  };
  if (page.crawler || isLocalHost(page.hostname)) return null;
  if (!geoLookupApplies(page, settings.sites) && !settings.lookupAnyway) return null;
  let country: string | null;
  try {
    const response = await browser.fetch(`${settings.apiBase}/geo/`, {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) throw new Error(`GET ${settings.apiBase}/geo/ answered ${response.status}`);
    const answer = (await response.json()) as GeoAnswer;
    country = typeof answer?.country === "string" ? answer.country : null;
  } catch (error) {
    browser.warn("Geolocation failed: no country redirect", error);
    return null;
  }
  const target = geoRedirectTarget(page, settings.sites, country);
  if (target) browser.go(target);
  return target;
}
