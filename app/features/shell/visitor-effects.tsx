import { useEffect } from "react";
import { geoLookupApplies, isLocalHost, LOCATION_COOKIE } from "#contracts/geo-redirect";
import { useRootData } from "#app/root-data";
import { readCookie } from "#app/client/storage";

/**
 * What runs once a page is hydrated, each part loaded only when it has work to do, so that none of it
 * weighs on the first load: the visit's marketing parameters (docs/product-spec.md §3), the domain
 * redirect and location cookie (§4).
 */
export function VisitorEffects() {
  const { sites, apiBase } = useRootData();

  useEffect(() => {
    void import("#app/client/visit").then(({ captureVisit }) => captureVisit(window.location.href));
    const { hostname, pathname, search } = window.location;
    if (isLocalHost(hostname)) return;
    const lookupAnyway = readCookie(LOCATION_COOKIE) === null;
    const page = { hostname, path: `${pathname}${search}`, crawler: false };
    if (!lookupAnyway && !geoLookupApplies(page, sites)) return;
    void import("./geo-redirect").then(({ applyGeoRedirect }) => applyGeoRedirect({ sites, apiBase, lookupAnyway }));
  }, [sites, apiBase]);

  return null;
}
