import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { reviews, reviewVotes } from "#db/schema";
import { announce } from "#modules/changes";

export type VoteResult = { status: "ok"; helpful: number } | { status: "not_found" } | { status: "own_review" };

/**
 * A player marks someone else's published review as helpful, once: a second vote changes nothing (and
 * announces nothing). The count feeds the "most helpful first" order.
 */
export async function voteHelpful(db: Db, userId: number, reviewId: number): Promise<VoteResult> {
  const { result, casinoId } = await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ userId: reviews.userId, helpful: reviews.helpfulCount, casinoId: reviews.casinoId })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")))
      .limit(1);
    const unchanged = (result: VoteResult) => ({ result, casinoId: null });
    if (!review) return unchanged({ status: "not_found" });
    if (review.userId === userId) return unchanged({ status: "own_review" });
    const added = await tx
      .insert(reviewVotes)
      .values({ userId, reviewId })
      .onConflictDoNothing()
      .returning({ id: reviewVotes.reviewId });
    if (added.length === 0) return unchanged({ status: "ok", helpful: review.helpful });
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(and(eq(reviews.id, reviewId), ne(reviews.userId, userId)))
      .returning({ helpful: reviews.helpfulCount });
    const result: VoteResult = { status: "ok", helpful: updated?.helpful ?? review.helpful + 1 };
    return { result, casinoId: review.casinoId };
  });
  if (casinoId !== null) announce(db, { kind: "review", ids: [reviewId], on: { kind: "casino", ids: [casinoId] } });
  return result;
}
