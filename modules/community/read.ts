import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comments, reviews, users } from "../../db/schema";

export interface ReviewView {
  id: number;
  author: string;
  text: string;
  rating: number | null;
  createdAt: string;
}

/** Published reviews of a casino, newest first. */
export async function reviewsOfCasino(db: Db, casinoId: number, limit = 10): Promise<ReviewView[]> {
  const rows = await db
    .select({ id: reviews.id, author: users.username, text: reviews.text, rating: reviews.rating, createdAt: reviews.createdAt })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.casinoId, casinoId), eq(reviews.status, "published")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export interface CommentView {
  id: number;
  author: string;
  text: string;
  createdAt: string;
  replies: CommentView[];
}

type CommentTarget = "casino" | "slot" | "post";

/** The newest top-level comments on a target with their replies (two queries, replies oldest first). */
export async function commentsOf(db: Db, targetType: CommentTarget, targetId: number, limit = 10): Promise<CommentView[]> {
  const select = { id: comments.id, parentId: comments.parentId, author: users.username, text: comments.text, createdAt: comments.createdAt };
  const top = await db
    .select(select)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.targetType, targetType),
        eq(comments.targetId, targetId),
        isNull(comments.parentId),
        eq(comments.status, "published"),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
  if (top.length === 0) return [];
  const replies = await db
    .select(select)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(inArray(comments.parentId, top.map((c) => c.id)), eq(comments.status, "published")))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const view = (c: (typeof top)[number]): CommentView => ({
    id: c.id,
    author: c.author,
    text: c.text,
    createdAt: c.createdAt.toISOString(),
    replies: [],
  });
  const byId = new Map(top.map((c) => [c.id, view(c)]));
  for (const reply of replies) {
    if (reply.parentId !== null) byId.get(reply.parentId)?.replies.push(view(reply));
  }
  return [...byId.values()];
}
