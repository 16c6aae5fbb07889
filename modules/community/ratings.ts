import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, ratings, reviews } from "#db/schema";
import { announce } from "#modules/changes";

/**
 * A player's rating of a casino (one per player; a second one replaces the first), and the casino's users
 * score recomputed in the same transaction; the change names the new score, so that the filter's index
 * can move the casino in the users-score order without reloading. The player's review of the casino, if
 * any, shows the new value (its stars are this rating: ./reviews.ts).
 */
export async function rateCasino(db: Db, userId: number, casinoId: number, value: number) {
  const result = await db.transaction(async (tx) => {
    await tx
      .insert(ratings)
      .values({ userId, casinoId, value })
      .onConflictDoUpdate({ target: [ratings.userId, ratings.casinoId], set: { value, updatedAt: new Date() } });
    const reviewed = await tx
      .update(reviews)
      .set({ rating: value })
      .where(
        and(
          eq(reviews.userId, userId),
          eq(reviews.casinoId, casinoId),
          sql`${reviews.rating} is distinct from ${value}`,
        ),
      )
      .returning({ id: reviews.id });
    const [score] = await tx
      .update(casinos)
      .set({
        usersScore: sql`(select round(avg(value)::numeric, 1) from ${ratings} where ${ratings.casinoId} = ${casinoId})`,
        usersScoreCount: sql`(select count(*)::int from ${ratings} where ${ratings.casinoId} = ${casinoId})`,
      })
      .where(eq(casinos.id, casinoId))
      .returning({ slug: casinos.slug, usersScore: casinos.usersScore, usersScoreCount: casinos.usersScoreCount });
    return {
      reviewIds: reviewed.map((r) => r.id),
      slug: score?.slug ?? "",
      value,
      usersScore: score?.usersScore === null || !score ? null : Number(score.usersScore),
      usersScoreCount: score?.usersScoreCount ?? 0,
    };
  });
  const { slug, reviewIds, ...rating } = result;
  announce(db, { kind: "rating", ids: [casinoId], slug, usersScore: rating.usersScore });
  if (reviewIds.length > 0) announce(db, { kind: "review", ids: reviewIds, on: { kind: "casino", ids: [casinoId] } });
  return rating;
}
