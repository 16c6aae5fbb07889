import type { AppLoadContext } from "react-router";
import { casinosPageLists, CASINO_CATEGORIES, DEFAULT_CASINO_CATEGORY, type CasinoCategory } from "#modules/casinos";
import { namingShownScores } from "#contracts/cache-tags";

function parseCategory(value: string | null): CasinoCategory {
  return (CASINO_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as CasinoCategory)
    : DEFAULT_CASINO_CATEGORY;
}

/** /casinos: a ranking's page and the recommended, new and trending lists, named by the casinos they show. */
export async function casinosPage({ db, locale, country, cacheTags }: AppLoadContext, url: URL) {
  const category = parseCategory(url.searchParams.get("category"));
  const cursor = url.searchParams.get("cursor");
  // "Show all": the casinos that do not accept the visitor's country too (docs/decisions/0019).
  const all = url.searchParams.get("all") === "1";
  // The ranking's page and the recommended, new and trending lists: one statement (docs/decisions/0052).
  const { ranking, recommended, newest, trending } = await casinosPageLists(db, category, {
    locale,
    country,
    cursor,
    all,
  });
  return namingShownScores(cacheTags, {
    category,
    categories: CASINO_CATEGORIES,
    ranking,
    all,
    paged: cursor !== null,
    recommended,
    newest,
    trending,
  });
}
