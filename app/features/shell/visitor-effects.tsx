import { useEffect } from "react";
import { useRootData } from "#app/root-data";

/**
 * Runs ./after-hydration.ts once the page is hydrated: the visit's marketing parameters, the domain
 * redirect and the consent-gated tag manager, none of which is part of the first load.
 */
export function VisitorEffects() {
  const { marketSites: sites, apiBase, tagManagerId, nonce } = useRootData();
  useEffect(() => {
    let cleanUp: (() => void) | null = null;
    let gone = false;
    void import("./after-hydration").then(({ afterHydration }) => {
      if (!gone) cleanUp = afterHydration({ sites, apiBase, tagManagerId, nonce });
    });
    return () => {
      gone = true;
      cleanUp?.();
    };
  }, [sites, apiBase, tagManagerId, nonce]);
  return null;
}
