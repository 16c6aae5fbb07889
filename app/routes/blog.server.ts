import type { AppLoadContext } from "react-router";
import { hotNews, latestPosts, latestReview, popularTags, trendingNews } from "#modules/posts";

export async function blogPage({ db, locale }: AppLoadContext) {
  const [tags, trending, latest, review, hot] = await Promise.all([
    popularTags(db, { locale, limit: 12 }),
    trendingNews(db, { locale, limit: 3 }),
    latestPosts(db, { locale, limit: 6 }),
    latestReview(db, locale),
    hotNews(db, { locale, limit: 3 }),
  ]);
  return { tags, trending, latest, review, hot };
}
