import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client";
import { ratings, reviews } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { announce } from "#modules/changes";
import { rateCasino } from "./ratings";

export interface ReviewResult {
  status: "created" | "updated";
  id: number;
}

/**
 * A player's review of a casino: one per player and casino, so posting again edits their own review
 * (nobody else's can be reached: the row is found by the author and the casino). The declaration's
 * acceptance is recorded with its time, and the site language it was written from (an edit keeps the latest).
 * A review's stars are the player's one rating of the casino (docs/product-spec.md §5, "value and optional
 * review text"): a rating given with the review is their rating, counted in the users score (./ratings.ts);
 * a review without one shows the rating they gave before, if any.
 */
export async function saveReview(
  db: Db,
  userId: number,
  casinoId: number,
  input: { text: string; rating?: number | null; lang?: Locale },
): Promise<ReviewResult> {
  if (input.rating) await rateCasino(db, userId, casinoId, input.rating);
  const [[existing], [rated]] = await Promise.all([
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.casinoId, casinoId), ne(reviews.status, "deleted")))
      .limit(1),
    db
      .select({ value: ratings.value })
      .from(ratings)
      .where(and(eq(ratings.userId, userId), eq(ratings.casinoId, casinoId))),
  ]);
  const values = {
    text: input.text,
    lang: input.lang ?? "en",
    rating: rated?.value ?? null,
    declarationAcceptedAt: new Date(),
    updatedAt: new Date(),
  };
  const changed = (id: number) => announce(db, { kind: "review", ids: [id], on: { kind: "casino", ids: [casinoId] } });
  if (existing) {
    await db.update(reviews).set(values).where(eq(reviews.id, existing.id));
    changed(existing.id);
    return { status: "updated", id: existing.id };
  }
  const [created] = await db
    .insert(reviews)
    .values({ userId, casinoId, ...values })
    .onConflictDoUpdate({ target: [reviews.userId, reviews.casinoId], set: { ...values, status: "published" } })
    .returning({ id: reviews.id });
  changed(created!.id);
  return { status: "created", id: created!.id };
}
