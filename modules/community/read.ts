import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import type { Db } from "#db/client";
import { comments, reviews, users } from "#db/schema";
import type { CommentTarget, CommentView, CommunityListPage, ReviewSort, ReviewView } from "#contracts/community";
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

const asLocale = (lang: string): Locale => (isLocale(lang) ? lang : "en");

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

/** A first page's column as read (`firstPageColumn`): each phase's items with their phase, and the counts. */
interface FirstPageColumn<Row> {
  items: { phase: number; row: Row }[];
  counts: Record<string, number> | null;
}

/**
 * A list's first page as one JSON column: the items of each language phase (up to `limit + 1` each: the
 * visitor's group, then the others; or all languages as phase 1), with the list's counts per language. Alone
 * it is the list's one statement; the casino page's statement holds its reviews' and comments' (docs/decisions/
 * 0050). `languageFirstPage` then pages through the phases as it would through its two reads (after no
 * cursor, its reads are the first items of each phase), so the page and its cursor are the same.
 */
function firstPageColumn<Row>(phases: SQL[], counts: SQL): SQL<FirstPageColumn<Row>> {
  return sql<
    FirstPageColumn<Row>
  >`json_build_object('items', (select coalesce(json_agg(json_build_object('phase', p.phase, 'row', p.row)
        order by p.phase, p.n), '[]'::json) from (${sql.join(
          phases.map((phase) => sql`(${phase})`),
          sql` union all `,
        )}) p), 'counts', (select json_object_agg(c.lang, c.n) from (${counts}) c))`;
}

/** The phases and counts of a `firstPageColumn`. */
function phasesOf<Row>(
  column: FirstPageColumn<Row> | undefined,
  phaseCount: number,
): { phases: Row[][]; counts: LanguageCounts } {
  const byPhase: Row[][] = Array.from({ length: phaseCount }, () => []);
  for (const item of column?.items ?? []) byPhase[item.phase - 1]?.push(item.row);
  const languageCounts: LanguageCounts = {};
  for (const [lang, n] of Object.entries(column?.counts ?? {})) if (isLocale(lang)) languageCounts[lang] = n;
  return { phases: byPhase, counts: languageCounts };
}

/** A column run alone: its list's one statement. */
async function readColumn<T>(db: Db, column: SQL<T>): Promise<T | undefined> {
  const [row] = await db.select({ column }).from(sql`(select 1) as one`);
  return row?.column;
}

/** The first page of a list from its pre-read phases (`firstPageRows`), as `languageFirstPage` makes it. */
async function pageOfPhases<T extends { id: number }>(
  sort: CommunitySort,
  visitor: Locale,
  all: boolean,
  phases: T[][],
  limit: number,
  keyOf: (item: T) => CursorKey,
): Promise<{ items: T[]; nextCursor: string | null }> {
  if (all) {
    const rows = phases[0] ?? [];
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page,
      nextCursor: rows.length > limit && last ? encodeCursor({ sort, key: keyOf(last), id: last.id }) : null,
    };
  }
  return languageFirstPage<T>({
    sort,
    group: languageGroup(visitor),
    after: null,
    limit,
    keyOf,
    fetch: async (phase, _at, n) => (phases[phase - 1] ?? []).slice(0, n),
  });
}

const FIRST_PAGE_LIMIT = 10;

/** An item's id in a first page's column: a value, or the outer statement's column, or a placeholder. */
type Id = number | SQL | Placeholder;
/** The visitor's language group in a first page's column, or a placeholder for it. */
type Group = string | Placeholder;

type ReviewRow = Omit<ReviewView, "lang"> & { lang: string };

/**
 * The casino page's first page of reviews (`casinoReviewsFirstPage`) as one JSON column of a bigger statement:
 * `casinoId` may be the outer statement's `sql\`${casinos.id}\``, `group` the visitor's language group
 * (`languageGroup`) or a placeholder for it. Read it with `reviewsFirstPageOf`.
 */
export function reviewsFirstPageColumn(casinoId: Id, group: Group, all: boolean) {
  const limit = FIRST_PAGE_LIMIT;
  const phase = (n: number, condition: SQL | undefined) => sql`select ${sql.raw(String(n))} as phase,
      row_number() over (order by ${reviews.createdAt} desc, ${reviews.id} desc) as n,
      json_build_object('id', ${reviews.id}, 'author', ${users.username}, 'text', ${reviews.text},
        'rating', ${reviews.rating}, 'helpful', ${reviews.helpfulCount}, 'lang', ${reviews.lang},
        'createdAt', ${reviews.createdAt}) as row
    from ${reviews} join ${users} on ${users.id} = ${reviews.userId}
    where ${and(eq(reviews.casinoId, casinoId), eq(reviews.status, "published"), condition)}
    order by ${reviews.createdAt} desc, ${reviews.id} desc limit ${limit + 1}`;
  return firstPageColumn<ReviewRow>(
    all ? [phase(1, undefined)] : [phase(1, eq(reviews.langGroup, group)), phase(2, ne(reviews.langGroup, group))],
    sql`select ${reviews.lang} as lang, count(*)::int as n from ${reviews}
      where ${and(eq(reviews.casinoId, casinoId), eq(reviews.status, "published"))} group by ${reviews.lang}`,
  );
}

/** The first page a `reviewsFirstPageColumn` read. */
export async function reviewsFirstPageOf(
  column: FirstPageColumn<ReviewRow> | undefined,
  visitor: Locale,
  all: boolean,
): Promise<CommunityListPage<ReviewView>> {
  const { phases, counts } = phasesOf(column, all ? 1 : 2);
  const views = phases.map((rows) =>
    rows.map((r): ReviewView => ({
      id: r.id,
      author: r.author,
      text: r.text,
      rating: r.rating,
      helpful: r.helpful,
      lang: asLocale(r.lang),
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  );
  const page = await pageOfPhases("newest", visitor, all, views, FIRST_PAGE_LIMIT, (r) => r.createdAt);
  return { ...page, visitor, languages: all ? "all" : "visitor", counts };
}

/** The casino page's first page of reviews (newest first), in the visitor's language first unless `all`: one statement. */
export async function casinoReviewsFirstPage(
  db: Db,
  casinoId: number,
  visitor: Locale,
  all: boolean,
): Promise<CommunityListPage<ReviewView>> {
  const column = await readColumn(db, reviewsFirstPageColumn(casinoId, languageGroup(visitor), all));
  return reviewsFirstPageOf(column, visitor, all);
}

type Reply = { id: number; author: string; text: string; lang: string; createdAt: string };
type CommentRow = Reply & { replies: Reply[] };

/**
 * A page's first page of comments (`commentsFirstPage`) as one JSON column of a bigger statement: `targetId`
 * may be the outer statement's column, `group` the visitor's language group (`languageGroup`) or a
 * placeholder for it. Read it with `commentsFirstPageOf`.
 */
export function commentsFirstPageColumn(targetType: CommentTarget, targetId: Id, group: Group, all: boolean) {
  const limit = FIRST_PAGE_LIMIT;
  const published = and(
    eq(comments.targetType, targetType),
    eq(comments.targetId, targetId),
    eq(comments.status, "published"),
  );
  // Replies follow their comment whatever their language, oldest first.
  const replies = sql`(select coalesce(json_agg(json_build_object('id', r.id, 'author', ru.username, 'text', r.text,
        'lang', r.lang, 'createdAt', r.created_at) order by r.created_at, r.id), '[]'::json)
      from ${comments} r join ${users} ru on ru.id = r.user_id
      where r.parent_id = ${comments.id} and r.status = 'published')`;
  const phase = (n: number, condition: SQL | undefined) => sql`select ${sql.raw(String(n))} as phase,
      row_number() over (order by ${comments.createdAt} desc, ${comments.id} desc) as n,
      json_build_object('id', ${comments.id}, 'author', ${users.username}, 'text', ${comments.text},
        'lang', ${comments.lang}, 'createdAt', ${comments.createdAt}, 'replies', ${replies}) as row
    from ${comments} join ${users} on ${users.id} = ${comments.userId}
    where ${and(published, isNull(comments.parentId), condition)}
    order by ${comments.createdAt} desc, ${comments.id} desc limit ${limit + 1}`;
  return firstPageColumn<CommentRow>(
    all ? [phase(1, undefined)] : [phase(1, eq(comments.langGroup, group)), phase(2, ne(comments.langGroup, group))],
    sql`select ${comments.lang} as lang, count(*)::int as n from ${comments} where ${published} group by ${comments.lang}`,
  );
}

/** The first page a `commentsFirstPageColumn` read. */
export async function commentsFirstPageOf(
  column: FirstPageColumn<CommentRow> | undefined,
  visitor: Locale,
  all: boolean,
): Promise<CommunityListPage<CommentView>> {
  const { phases, counts } = phasesOf(column, all ? 1 : 2);
  const view = (c: Reply): CommentView => ({
    id: c.id,
    author: c.author,
    text: c.text,
    lang: asLocale(c.lang),
    createdAt: new Date(c.createdAt).toISOString(),
    replies: [],
  });
  const views = phases.map((rows) => rows.map((c) => ({ ...view(c), replies: c.replies.map(view) })));
  const page = await pageOfPhases("comments", visitor, all, views, FIRST_PAGE_LIMIT, (c) => c.createdAt);
  return { ...page, visitor, languages: all ? "all" : "visitor", counts };
}

/**
 * A page's first page of comments (newest first, each with its replies), in the visitor's language first
 * unless `all`: one statement.
 */
export async function commentsFirstPage(
  db: Db,
  targetType: CommentTarget,
  targetId: number,
  visitor: Locale,
  all: boolean,
): Promise<CommunityListPage<CommentView>> {
  const column = await readColumn(db, commentsFirstPageColumn(targetType, targetId, languageGroup(visitor), all));
  return commentsFirstPageOf(column, visitor, all);
}
