import { useEffect } from "react";
import { geoLookupApplies, isLocalHost, LOCATION_COOKIE } from "#contracts/geo-redirect";
import { useRootData } from "#app/root-data";
import { readCookie } from "#app/client/storage";
import { CONSENT_CHANGED, readConsent } from "./consent";

/**
 * What runs once a page is hydrated, each part loaded only when it has work to do, so that none of it
 * weighs on the first load: the visit's marketing parameters (docs/product-spec.md §3), the domain
 * redirect and location cookie (§4), and the tag manager once analytics are accepted (§7).
 */
export function VisitorEffects() {
  const { sites, apiBase, tagManagerId, nonce } = useRootData();

  useEffect(() => {
    void import("#app/client/visit").then(({ captureVisit }) => captureVisit(window.location.href));
    const { hostname, pathname, search } = window.location;
    if (isLocalHost(hostname)) return;
    const lookupAnyway = readCookie(LOCATION_COOKIE) === null;
    const page = { hostname, path: `${pathname}${search}`, crawler: false };
    if (!lookupAnyway && !geoLookupApplies(page, sites)) return;
    void import("./geo-redirect").then(({ applyGeoRedirect }) => applyGeoRedirect({ sites, apiBase, lookupAnyway }));
  }, [sites, apiBase]);

  useEffect(() => {
    if (!tagManagerId) return;
    let loaded = false;
    const load = () => {
      if (readConsent() !== "accepted") {
        // Withdrawn: a tag manager already running on this page stops only with the page.
        if (loaded) window.location.reload();
        return;
      }
      loaded = true;
      void Promise.all([import("./tag-manager"), import("#app/client/visit")]).then(([{ loadTagManager }, visit]) =>
        loadTagManager(tagManagerId, nonce, visit.captureVisit(window.location.href)),
      );
    };
    load();
    window.addEventListener(CONSENT_CHANGED, load);
    return () => window.removeEventListener(CONSENT_CHANGED, load);
  }, [tagManagerId, nonce]);

  return null;
}
