import type { AppLoadContext } from "react-router";
import {
  CASINO_CATEGORIES,
  DEFAULT_CASINO_CATEGORY,
  newestCasinos,
  rankingByCategory,
  recommendedCasinos,
  trendingCasinos,
  type CasinoCategory,
} from "../../modules/casinos/lists";

function parseCategory(value: string | null): CasinoCategory {
  return (CASINO_CATEGORIES as readonly string[]).includes(value ?? "")
    ? (value as CasinoCategory)
    : DEFAULT_CASINO_CATEGORY;
}

export async function casinosPage({ db, locale, country }: AppLoadContext, url: URL) {
  const category = parseCategory(url.searchParams.get("category"));
  const options = { locale, country };
  const [ranking, recommended, newest, trending] = await Promise.all([
    rankingByCategory(db, category, { ...options, limit: 20 }),
    recommendedCasinos(db, { ...options, limit: 6 }),
    newestCasinos(db, { ...options, limit: 6 }),
    trendingCasinos(db, { ...options, limit: 6 }),
  ]);
  return { category, categories: CASINO_CATEGORIES, ranking, recommended, newest, trending };
}
