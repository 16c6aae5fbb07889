import { type AnyColumn, and, asc, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { comments, reviews, reviewVotes, users } from "#db/schema";
import type { CommentTarget, CommentView, ReviewSort, ReviewView } from "#contracts/community";
import { isLocale, type Locale } from "#contracts/locales";
import { languageGroup, type LanguageCounts } from "#contracts/review-languages";
import {
  countKey,
  decodeCursor,
  encodeCursor,
  timestampKey,
  type CursorKey,
  type CursorPosition,
} from "#modules/paging";
import { decodeLanguageCursor, languageFirstPage, type LanguagePhase, type LanguagePosition } from "./language-first";

/** The community lists' orders and the key their cursors carry: a time, or a count of helpful votes. */
const CURSOR_KEYS = { newest: timestampKey, helpful: countKey, comments: timestampKey } as const;
export type CommunitySort = keyof typeof CURSOR_KEYS;

/**
 * Where a list goes on from: all languages together by the order alone (`all`), or the visitor's language
 * first (`visitor`, the default: issue 15, rule 7).
 */
export type CommunityAfter =
  | { languages: "all"; position: CursorPosition }
  | { languages: "visitor"; visitor: Locale; position: LanguagePosition };

/** How a list orders languages: all together, or the visitor's language group first. */
export type LanguageChoice = { languages: "all" } | { languages: "visitor"; visitor: Locale };

/** The position a list's cursor names, or null when it is not a cursor of that list's order (and languages). */
export function communityCursor(text: string, sort: CommunitySort, choice?: LanguageChoice): CommunityAfter | null {
  if (!choice || choice.languages === "all") {
    const position = decodeCursor(text, sort, CURSOR_KEYS[sort]);
    return "error" in position ? null : { languages: "all", position };
  }
  const position = decodeLanguageCursor(text, sort, languageGroup(choice.visitor), CURSOR_KEYS[sort]);
  return position ? { languages: "visitor", visitor: choice.visitor, position } : null;
}

const keysetAfter = (key: AnyColumn, id: AnyColumn, value: unknown, afterId: number) =>
  or(lt(key, value), and(eq(key, value), lt(id, afterId)));

/**
 * Published reviews of a casino, newest or most helpful first, a page at a time (keyset): the visitor's
 * language group first, then the others (`languages: "visitor"`, the default when a visitor is given), or all
 * languages together (`languages: "all"`).
 */
export async function reviewsOfCasino(
  db: Db,
  casinoId: number,
  options: {
    sort?: ReviewSort;
    limit?: number;
    after?: CommunityAfter | null;
    languages?: LanguageChoice;
  } = {},
): Promise<{ items: ReviewView[]; nextCursor: string | null }> {
  const { sort = "newest", limit = 10, after = null } = options;
  const choice: LanguageChoice = options.languages ?? { languages: "all" };
  const key = sort === "helpful" ? reviews.helpfulCount : reviews.createdAt;
  const keyValue = (k: CursorKey) => (sort === "helpful" ? Number(k) : new Date(String(k)));
  const read = (condition: SQL | undefined, at: { key: CursorKey; id: number } | null, n: number) =>
    db
      .select({
        id: reviews.id,
        author: users.username,
        text: reviews.text,
        rating: reviews.rating,
        helpful: reviews.helpfulCount,
        lang: reviews.lang,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(
        and(
          eq(reviews.casinoId, casinoId),
          eq(reviews.status, "published"),
          condition,
          at ? keysetAfter(key, reviews.id, keyValue(at.key), at.id) : undefined,
        ),
      )
      .orderBy(desc(key), desc(reviews.id))
      .limit(n);
  type Row = Awaited<ReturnType<typeof read>>[number];
  const keyOf = (r: Row): CursorKey => (sort === "helpful" ? r.helpful : r.createdAt.toISOString());
  const view = (r: Row): ReviewView => ({ ...r, lang: asLocale(r.lang), createdAt: r.createdAt.toISOString() });

  if (choice.languages === "visitor") {
    const group = languageGroup(choice.visitor);
    const page = await languageFirstPage<Row>({
      sort,
      group,
      after: after?.languages === "visitor" ? after.position : null,
      limit,
      keyOf,
      fetch: (phase: LanguagePhase, at, n) =>
        read(phase === 1 ? eq(reviews.langGroup, group) : ne(reviews.langGroup, group), at, n),
    });
    return { items: page.items.map(view), nextCursor: page.nextCursor };
  }
  const position = after?.languages === "all" ? after.position : null;
  const rows = await read(undefined, position, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(view),
    nextCursor: rows.length > limit && last ? encodeCursor({ sort, key: keyOf(last), id: last.id }) : null,
  };
}

/** Published reviews of a casino per site language (`{ en: 12, pt: 4 }`). */
export async function reviewLanguageCounts(db: Db, casinoId: number): Promise<LanguageCounts> {
  const rows = await db
    .select({ lang: reviews.lang, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.casinoId, casinoId), eq(reviews.status, "published")))
    .groupBy(reviews.lang);
  return countsOf(rows);
}

/** Published comments and replies on a target per site language. */
export async function commentLanguageCounts(
  db: Db,
  targetType: CommentTarget,
  targetId: number,
): Promise<LanguageCounts> {
  const rows = await db
    .select({ lang: comments.lang, n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.targetType, targetType), eq(comments.targetId, targetId), eq(comments.status, "published")))
    .groupBy(comments.lang);
  return countsOf(rows);
}

function countsOf(rows: Array<{ lang: string; n: number }>): LanguageCounts {
  const counts: LanguageCounts = {};
  for (const row of rows) if (isLocale(row.lang)) counts[row.lang] = row.n;
  return counts;
}

export const asLocale = (lang: string): Locale => (isLocale(lang) ? lang : "en");

/**
 * Top-level comments on a target, newest first a page at a time, each with its replies (two or three
 * queries): the visitor's language group first, then the others, or all languages together. Replies follow
 * their comment whatever their language.
 */
export async function commentsOf(
  db: Db,
  targetType: CommentTarget,
  targetId: number,
  options: { limit?: number; after?: CommunityAfter | null; languages?: LanguageChoice } = {},
): Promise<{ items: CommentView[]; nextCursor: string | null }> {
  const { limit = 10, after = null } = options;
  const choice: LanguageChoice = options.languages ?? { languages: "all" };
  const select = {
    id: comments.id,
    parentId: comments.parentId,
    author: users.username,
    text: comments.text,
    lang: comments.lang,
    createdAt: comments.createdAt,
  };
  const read = (condition: SQL | undefined, at: { key: CursorKey; id: number } | null, n: number) =>
    db
      .select(select)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(
        and(
          eq(comments.targetType, targetType),
          eq(comments.targetId, targetId),
          isNull(comments.parentId),
          eq(comments.status, "published"),
          condition,
          at ? keysetAfter(comments.createdAt, comments.id, new Date(String(at.key)), at.id) : undefined,
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(n);
  type Row = Awaited<ReturnType<typeof read>>[number];
  const keyOf = (c: Row): CursorKey => c.createdAt.toISOString();

  let page: Row[];
  let nextCursor: string | null;
  if (choice.languages === "visitor") {
    const group = languageGroup(choice.visitor);
    const result = await languageFirstPage<Row>({
      sort: "comments",
      group,
      after: after?.languages === "visitor" ? after.position : null,
      limit,
      keyOf,
      fetch: (phase: LanguagePhase, at, n) =>
        read(phase === 1 ? eq(comments.langGroup, group) : ne(comments.langGroup, group), at, n),
    });
    page = result.items;
    nextCursor = result.nextCursor;
  } else {
    const top = await read(undefined, after?.languages === "all" ? after.position : null, limit + 1);
    page = top.slice(0, limit);
    const last = page.at(-1);
    nextCursor = top.length > limit && last ? encodeCursor({ sort: "comments", key: keyOf(last), id: last.id }) : null;
  }
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
  const view = (c: Row): CommentView => ({
    id: c.id,
    author: c.author,
    text: c.text,
    lang: asLocale(c.lang),
    createdAt: c.createdAt.toISOString(),
    replies: [],
  });
  const byId = new Map(page.map((c) => [c.id, view(c)]));
  for (const reply of replies) if (reply.parentId !== null) byId.get(reply.parentId)?.replies.push(view(reply));
  return { items: [...byId.values()], nextCursor };
}

/**
 * The player's own rating and review of a casino (for "my score" and editing), and the casino's published
 * reviews they marked helpful (so their buttons show the vote after a reload).
 */
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
  const votes = await db
    .select({ id: reviewVotes.reviewId })
    .from(reviewVotes)
    .innerJoin(reviews, eq(reviews.id, reviewVotes.reviewId))
    .where(and(eq(reviewVotes.userId, userId), eq(reviews.casinoId, casinoId), eq(reviews.status, "published")))
    .orderBy(reviewVotes.reviewId);
  return {
    myScore: row?.myScore ?? null,
    myReview: row?.reviewText ? { text: row.reviewText, rating: row.reviewRating } : null,
    helpfulVotes: votes.map((vote) => vote.id),
  };
}
