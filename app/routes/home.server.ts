import type { AppLoadContext } from "react-router";
import { marketTimeZone } from "#contracts/markets";
import { isoDay, exclusiveBonuses, recommendedBonuses } from "#modules/bonuses";
import { privateCasinos, rankingByCategory, recommendedCasinos } from "#modules/casinos";
import { hotNews, latestReviews } from "#modules/posts";
import { complaintStats, todayStats } from "#modules/stats";

/** Every home section of docs/product-spec.md §2, loaded in parallel. */
export async function homePage({ db, locale, country, market }: AppLoadContext) {
  const options = { locale, country };
  const bonusOptions = { ...options, today: isoDay(new Date()) };
  const [privateList, topCasinos, exclusive, reviews, today, bonuses, casinos, news, complaints] = await Promise.all([
    privateCasinos(db, { ...options, limit: 3 }),
    rankingByCategory(db, "top20", { ...options, limit: 10 }),
    exclusiveBonuses(db, { ...bonusOptions, limit: 1 }),
    latestReviews(db, { locale, limit: 3 }),
    todayStats(db, marketTimeZone(market)),
    recommendedBonuses(db, { ...bonusOptions, limit: 3 }),
    recommendedCasinos(db, { ...options, limit: 3 }),
    hotNews(db, { locale, limit: 4 }),
    complaintStats(db),
  ]);
  return {
    privateCasinos: privateList,
    topCasinos,
    exclusive: exclusive[0] ?? null,
    reviews,
    today,
    recommendations: { bonuses, casinos },
    news,
    complaints,
  };
}
