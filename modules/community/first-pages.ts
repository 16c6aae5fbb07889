import { and, eq, isNull, ne, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { comments, reviews, users } from "#db/schema";
import type { CommentTarget, CommentView, CommunityListPage, ReviewView } from "#contracts/community";
import { isLocale, type Locale } from "#contracts/locales";
import { languageGroup, type LanguageCounts } from "#contracts/review-languages";
import { encodeCursor, type CursorKey } from "#modules/paging";
import { languageFirstPage } from "./language-first";
import { asLocale, type CommunitySort } from "./read";

/*
 * The first page of a casino's reviews and of a page's comments, each as one JSON column: read alone (one
 * statement) or inside a page's bigger statement (the casino page's, docs/decisions/0050). The pages after
 * the first are read by ./read.ts.
 */

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
