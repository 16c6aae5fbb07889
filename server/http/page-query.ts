import { LANG_PARAM, requestedLanguage } from "#contracts/language-urls";
import { LANGUAGES_PARAM } from "#contracts/review-languages";
import { bonusCatalogue } from "#modules/bonuses";
import { casinoCatalogue } from "#modules/casinos";
import { slotCatalogue } from "#modules/slots";

/**
 * The query parameters that some page reads: the catalogue filters' facets (from their definitions) and
 * paging, the lists' category, tag and offset, the blog filter's and the search page's `kind`, the login page's `next`, the language of the URL (`lang`,
 * docs/decisions/0016: its first value naming a language, once) and React Router's `_routes` of data requests.
 * Any other parameter (utm_…, gclid, junk) is left out of the request a page is rendered from and so
 * out of the page cache's key: it can neither change a page nor create a new cache entry.
 * React Router's route discovery (`/__manifest?paths=…&version=…`) reads its own two.
 */
export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  "q",
  "sort",
  "cursor",
  "limit",
  "offset",
  "category",
  "tag",
  "kind",
  "next",
  // The complaint list's filters (app/routes/complaints.server.ts).
  "status",
  "type",
  "casino",
  LANG_PARAM,
  // "Show all languages" of reviews and comments (issue 15, rule 7).
  LANGUAGES_PARAM,
  "_routes",
  ...[casinoCatalogue, slotCatalogue, bonusCatalogue].flatMap((catalogue) => catalogue.facetKeys),
]);

const MANIFEST_PARAMS: ReadonlySet<string> = new Set(["paths", "version"]);

/** The parameters a path reads from its query string, keys in a stable order (a key's values keep theirs). */
export function pageQuery(pathname: string, params: URLSearchParams): string {
  const known = pathname === "/__manifest" ? MANIFEST_PARAMS : PAGE_PARAMS;
  const kept = [...params].filter(([key]) => known.has(key) && key !== LANG_PARAM);
  const lang = known.has(LANG_PARAM) ? requestedLanguage(params) : null;
  if (lang) kept.push([LANG_PARAM, lang]);
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
