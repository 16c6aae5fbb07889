import { and, eq, ne } from "drizzle-orm";
import type { Db } from "#db/client";
import { reviews } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { announce } from "#modules/changes";

export interface ReviewResult {
  status: "created" | "updated";
  id: number;
}

/**
 * A player's review of a casino: one per player and casino, so posting again edits their own review
 * (nobody else's can be reached: the row is found by the author and the casino). The declaration's
 * acceptance is recorded with its time, and the site language it was written from (an edit keeps the latest).
 */
export async function saveReview(
  db: Db,
  userId: number,
  casinoId: number,
  input: { text: string; rating?: number | null; lang?: Locale },
): Promise<ReviewResult> {
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.casinoId, casinoId), ne(reviews.status, "deleted")))
    .limit(1);
  const values = {
    text: input.text,
    lang: input.lang ?? "en",
    rating: input.rating ?? null,
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
