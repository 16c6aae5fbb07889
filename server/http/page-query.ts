/**
 * The query parameters that some page reads: the catalogue filters' facets and paging, the lists'
 * category, tag and offset, the login page's `next`, and React Router's `_routes` of data requests.
 * Any other parameter (utm_…, gclid, junk) is left out of the request a page is rendered from and so
 * out of the page cache's key: it can neither change a page nor create a new cache entry.
 */
export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  // paging and search
  "q",
  "sort",
  "cursor",
  "limit",
  "offset",
  "category",
  "tag",
  "next",
  "_routes",
  // casino filter
  "rating",
  "countries",
  "payment_methods",
  "currencies",
  "features",
  "licences",
  "types",
  "providers",
  "games",
  // slot explorer
  "volatility",
  "rtp",
  "themes",
  "demo",
  // bonus filter
  "casinos",
  "categories",
  "wagering",
  "min_deposit",
]);

/** The page parameters of a query string, keys in a stable order (a key's values keep theirs). */
export function pageQuery(params: URLSearchParams): string {
  const kept = [...params].filter(([key]) => PAGE_PARAMS.has(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
