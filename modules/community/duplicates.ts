import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "#db/client";
import { comments, reviews } from "#db/schema";
import { normalizeForDuplicates } from "#contracts/community";

const WINDOW_MS = 7 * 24 * 3600 * 1000;

/** True when the user posted the same text (ignoring case, spacing and punctuation) in the last week. */
export async function isDuplicateText(db: Db, userId: number, text: string, exceptReviewId?: number): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [recentReviews, recentComments] = await Promise.all([
    db
      .select({ text: reviews.text })
      .from(reviews)
      .where(
        and(
          eq(reviews.userId, userId),
          gt(reviews.updatedAt, since),
          exceptReviewId ? ne(reviews.id, exceptReviewId) : undefined,
        ),
      )
      .orderBy(desc(reviews.id))
      .limit(50),
    db
      .select({ text: comments.text })
      .from(comments)
      .where(and(eq(comments.userId, userId), gt(comments.createdAt, since)))
      .orderBy(desc(comments.id))
      .limit(50),
  ]);
  const wanted = normalizeForDuplicates(text);
  return [...recentReviews, ...recentComments].some((row) => normalizeForDuplicates(row.text) === wanted);
}
