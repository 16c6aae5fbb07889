import { useRouteLoaderData } from "react-router";
import type { Locale } from "#contracts/locales";
import type { MarketSites } from "#contracts/geo-redirect";
import type { MarketCode } from "#contracts/markets";
import type { SeoRootData } from "./structured-data.server";

/** What the root loader gives every page: the shell's data, the same for a whole visit. */
export interface RootData {
  locale: Locale;
  /** The URL of the page catalog (texts of the page's language), linked by the document's head. */
  catalog: string;
  market: MarketCode | null;
  country: string;
  origin: string;
  seo: SeoRootData;
  contactEmail: string;
  nonce: string;
  authBase: string;
  apiBase: string;
  /** The configured market table, for the domain redirect after hydration. */
  marketSites: MarketSites;
  tagManagerId: string | null;
}

/** The id of the head's link to the catalog file, which the browser fetches before hydrating. */
export const CATALOG_LINK_ID = "page-catalog";

/** The root loader's data, from anywhere below the root (its own module, so no page imports root.tsx). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
