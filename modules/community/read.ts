import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { comments, reviews, users } from "#db/schema";
import type { CommentTarget, CommentView, ReviewSort, ReviewView } from "#contracts/community";
import { countKey, decodeCursor, encodeCursor, timestampKey, type CursorPosition } from "#modules/paging";

/** The community lists' orders and the key their cursors carry: a time, or a count of helpful votes. */
const CURSOR_KEYS = { newest: timestampKey, helpful: countKey, comments: timestampKey } as const;
export type CommunitySort = keyof typeof CURSOR_KEYS;

/** The position a list's cursor names, or null when it is not a cursor of that list's order. */
export function communityCursor(text: string, sort: CommunitySort): CursorPosition | null {
  const position = decodeCursor(text, sort, CURSOR_KEYS[sort]);
  return "error" in position ? null : position;
}

/** Published reviews of a casino, newest or most helpful first, a page at a time (keyset). */
export async function reviewsOfCasino(
  db: Db,
  casinoId: number,
  options: { sort?: ReviewSort; limit?: number; after?: CursorPosition | null } = {},
): Promise<{ items: ReviewView[]; nextCursor: string | null }> {
  const { sort = "newest", limit = 10, after = null } = options;
  const key = sort === "helpful" ? reviews.helpfulCount : reviews.createdAt;
  const afterValue = after ? (sort === "helpful" ? Number(after.key) : new Date(String(after.key))) : null;
  const keyset: SQL | undefined = after
    ? or(lt(key, afterValue!), and(eq(key, afterValue!), lt(reviews.id, after.id)))
    : undefined;
  const rows = await db
    .select({
      id: reviews.id,
      author: users.username,
      text: reviews.text,
      rating: reviews.rating,
      helpful: reviews.helpfulCount,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.casinoId, casinoId), eq(reviews.status, "published"), keyset))
    .orderBy(desc(key), desc(reviews.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ sort, key: sort === "helpful" ? last.helpful : last.createdAt.toISOString(), id: last.id })
        : null,
  };
}

/** Top-level comments on a target, newest first a page at a time, each with its replies (two queries). */
export async function commentsOf(
  db: Db,
  targetType: CommentTarget,
  targetId: number,
  options: { limit?: number; after?: CursorPosition | null } = {},
): Promise<{ items: CommentView[]; nextCursor: string | null }> {
  const { limit = 10, after = null } = options;
  const select = {
    id: comments.id,
    parentId: comments.parentId,
    author: users.username,
    text: comments.text,
    createdAt: comments.createdAt,
  };
  const keyset = after
    ? or(
        lt(comments.createdAt, new Date(String(after.key))),
        and(eq(comments.createdAt, new Date(String(after.key))), lt(comments.id, after.id)),
      )
    : undefined;
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
        keyset,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
  const page = top.slice(0, limit);
  if (page.length === 0) return { items: [], nextCursor: null };
  const replies = await db
    .select(select)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        inArray(
          comments.parentId,
          page.map((c) => c.id),
        ),
        eq(comments.status, "published"),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const view = (c: (typeof top)[number]): CommentView => ({
    id: c.id,
    author: c.author,
    text: c.text,
    createdAt: c.createdAt.toISOString(),
    replies: [],
  });
  const byId = new Map(page.map((c) => [c.id, view(c)]));
  for (const reply of replies) if (reply.parentId !== null) byId.get(reply.parentId)?.replies.push(view(reply));
  const last = page.at(-1)!;
  return {
    items: [...byId.values()],
    nextCursor:
      top.length > limit ? encodeCursor({ sort: "comments", key: last.createdAt.toISOString(), id: last.id }) : null,
  };
}

/** The player's own rating and review of a casino (for "my score" and editing). */
export async function myCasinoState(db: Db, userId: number, casinoId: number) {
  const [row] = await db
    .select({
      myScore: sql<number | null>`(select value from ratings where user_id = ${userId} and casino_id = ${casinoId})`,
      reviewText: reviews.text,
      reviewRating: reviews.rating,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(
      reviews,
      and(eq(reviews.userId, userId), eq(reviews.casinoId, casinoId), eq(reviews.status, "published")),
    );
  return {
    myScore: row?.myScore ?? null,
    myReview: row?.reviewText ? { text: row.reviewText, rating: row.reviewRating } : null,
  };
}
