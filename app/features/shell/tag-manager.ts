import type { Attribution } from "#contracts/attribution";

/**
 * Google Tag Manager (docs/product-spec.md §7), loaded after hydration and only for a visitor who
 * accepted analytics (./consent.ts) on a site with TAG_MANAGER_ID. The script is added by our own
 * nonced code, which the CSP's 'strict-dynamic' trusts, and it carries the nonce for the tags it adds.
 * The visit's marketing parameters (docs/product-spec.md §3) are in the data layer before it starts.
 */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
const SCRIPT_ID = "tag-manager";

type DataLayer = Record<string, unknown>[];

export function loadTagManager(id: string, nonce: string, attribution: Attribution): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const host = window as unknown as { dataLayer?: DataLayer };
  const layer = (host.dataLayer ??= []);
  layer.push({ event: "aio_attribution", ...attribution });
  layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  if (nonce) script.setAttribute("nonce", nonce);
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
