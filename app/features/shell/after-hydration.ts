import { captureVisit } from "#app/client/visit";
import { readCookie } from "#app/client/storage";
import { geoLookupApplies, isLocalHost, LOCATION_COOKIE, type MarketSites } from "#contracts/geo-redirect";
import { CONSENT_CHANGED, readConsent } from "./consent";

export interface AfterHydrationSettings {
  sites: MarketSites;
  apiBase: string;
  tagManagerId: string | null;
  nonce: string;
}

/**
 * What a page does once hydrated (./visitor-effects.tsx loads this file then, so none of it weighs on
 * the first load), each heavier part loaded only when it has work to do:
 * - the visit's marketing parameters are kept (docs/product-spec.md §3);
 * - off this machine, when the domain redirect may apply or the location cookie is missing, the
 *   country is looked up and the visitor maybe sent to their country's site (§4, ./geo-redirect.ts);
 * - the tag manager is loaded once analytics are accepted (§7, ./tag-manager.ts).
 * Answers the clean-up for the consent listener.
 */
export function afterHydration(settings: AfterHydrationSettings): () => void {
  captureVisit(window.location.href);

  const { hostname, pathname, search } = window.location;
  if (!isLocalHost(hostname)) {
    const lookupAnyway = readCookie(LOCATION_COOKIE) === null;
    const page = { hostname, path: `${pathname}${search}`, crawler: false };
    if (lookupAnyway || geoLookupApplies(page, settings.sites)) {
      void import("./geo-redirect").then(({ applyGeoRedirect }) =>
        applyGeoRedirect({ sites: settings.sites, apiBase: settings.apiBase, lookupAnyway }),
      );
    }
  }

  const { tagManagerId } = settings;
  if (!tagManagerId) return () => undefined;
  let loaded = false;
  const syncTagManager = () => {
    if (readConsent() !== "accepted") {
      // Withdrawn: a tag manager already running on this page stops only with the page.
      if (loaded) window.location.reload();
      return;
    }
    loaded = true;
    void import("./tag-manager").then(({ loadTagManager }) =>
      loadTagManager(tagManagerId, settings.nonce, captureVisit(window.location.href)),
    );
  };
  syncTagManager();
  window.addEventListener(CONSENT_CHANGED, syncTagManager);
  return () => window.removeEventListener(CONSENT_CHANGED, syncTagManager);
}
