import { count, desc, eq } from "drizzle-orm";
import type { MyContributions } from "#contracts/community";
import type { Db } from "#db/client";
import { casinos, comments, ratings, reviews } from "#db/schema";
import { contributionsOf } from "./mine";

export interface CommunityActivity extends MyContributions {
  counts: { reviews: number; comments: number; ratings: number };
  ratings: { value: number; updatedAt: Date; casino: { id: number; slug: string; name: string } }[];
}

/**
 * What an account did in the community, for the staff console: how many reviews, comments and ratings
 * (whatever their status) and the newest `latest` of each, deleted and hidden ones included, with what
 * each is about (names in English, the console's language).
 */
export async function communityActivity(db: Db, userId: number, latest: number): Promise<CommunityActivity> {
  const countOf = async (table: typeof reviews | typeof comments | typeof ratings) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    return row?.n ?? 0;
  };
  const [contributions, reviewCount, commentCount, ratingCount, ratingRows] = await Promise.all([
    contributionsOf(db, userId, { locale: "en", limit: latest, withDeleted: true }),
    countOf(reviews),
    countOf(comments),
    countOf(ratings),
    db
      .select({
        value: ratings.value,
        updatedAt: ratings.updatedAt,
        id: casinos.id,
        slug: casinos.slug,
        name: casinos.name,
      })
      .from(ratings)
      .innerJoin(casinos, eq(casinos.id, ratings.casinoId))
      .where(eq(ratings.userId, userId))
      .orderBy(desc(ratings.updatedAt))
      .limit(latest),
  ]);
  return {
    ...contributions,
    counts: { reviews: reviewCount, comments: commentCount, ratings: ratingCount },
    ratings: ratingRows.map(({ value, updatedAt, ...casino }) => ({ value, updatedAt, casino })),
  };
}
