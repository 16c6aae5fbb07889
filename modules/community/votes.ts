import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { reviews, reviewVotes } from "#db/schema";

export type VoteResult = { status: "ok"; helpful: number } | { status: "not_found" } | { status: "own_review" };

/**
 * A player marks someone else's published review as helpful, once: a second vote changes nothing. The
 * count feeds the "most helpful first" order.
 */
export async function voteHelpful(db: Db, userId: number, reviewId: number): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, helpful: reviews.helpfulCount })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")))
      .limit(1);
    if (!review) return { status: "not_found" } as const;
    if (review.userId === userId) return { status: "own_review" } as const;
    const added = await tx
      .insert(reviewVotes)
      .values({ userId, reviewId })
      .onConflictDoNothing()
      .returning({ id: reviewVotes.reviewId });
    if (added.length === 0) return { status: "ok", helpful: review.helpful } as const;
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(and(eq(reviews.id, reviewId), ne(reviews.userId, userId)))
      .returning({ helpful: reviews.helpfulCount });
    return { status: "ok", helpful: updated?.helpful ?? review.helpful + 1 } as const;
  });
}
