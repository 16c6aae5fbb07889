import type { AppLoadContext } from "react-router";
import { MAX_QUERY_LENGTH, SEARCH_KINDS, searchAll, searchCursor, searchKind, searchTerms } from "#modules/search";
import { invalidRoute } from "../ui/not-found";
import { namingShownScores } from "#contracts/cache-tags";

/** Results per kind on the grouped page, and per page once one kind is open. */
export const FIRST_RESULTS = 5;
export const PAGE_RESULTS = 20;

/**
 * /search?q=: the first matches of every kind, grouped; with `kind=` one kind's matches a page at a time
 * (`cursor=` from the previous page). An unknown kind shows all kinds; a cursor this page did not give out
 * is a 404 like any invalid page address. Its results are casinos, bonuses, slots and posts, all touching
 * `lists`; it names the users scores of the cards it shows (none today), not every score.
 */
export async function searchPage({ db, locale, cacheTags }: AppLoadContext, url: URL) {
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH).trim();
  const asked = url.searchParams.get("kind");
  const kind = SEARCH_KINDS.find((k) => k === asked) ?? null;
  const terms = searchTerms(q);
  if (kind === null)
    return namingShownScores(cacheTags, {
      q,
      kind,
      groups: await searchAll(db, terms, { locale, limit: FIRST_RESULTS }),
    });
  const cursor = url.searchParams.get("cursor");
  const after = cursor ? searchCursor(cursor, kind) : null;
  if (cursor && !after) invalidRoute();
  const groups = [await searchKind(db, kind, terms, { locale, limit: PAGE_RESULTS, after })];
  return namingShownScores(cacheTags, { q, kind, groups });
}
