import type { AppLoadContext } from "react-router";
import {
  newestCasinos,
  recommendedCasinos,
  trendingCasinos,
  rankingPage,
  CASINO_CATEGORIES,
  DEFAULT_CASINO_CATEGORY,
  type CasinoCategory,
} from "#modules/casinos";

function parseCategory(value: string | null): CasinoCategory {
  return (CASINO_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as CasinoCategory)
    : DEFAULT_CASINO_CATEGORY;
}

export async function casinosPage({ db, locale, country }: AppLoadContext, url: URL) {
  const category = parseCategory(url.searchParams.get("category"));
  const cursor = url.searchParams.get("cursor");
  // "Show all": the casinos that do not accept the visitor's country too (docs/decisions/0019).
  const all = url.searchParams.get("all") === "1";
  const options = { locale, country };
  const [ranking, recommended, newest, trending] = await Promise.all([
    rankingPage(db, category, { ...options, cursor, limit: 20, all }),
    recommendedCasinos(db, { ...options, limit: 6 }),
    newestCasinos(db, { ...options, limit: 6 }),
    trendingCasinos(db, { ...options, limit: 6 }),
  ]);
  return {
    category,
    categories: CASINO_CATEGORIES,
    ranking,
    all,
    paged: cursor !== null,
    recommended,
    newest,
    trending,
  };
}
