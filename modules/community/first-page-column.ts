import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { comments, users } from "#db/schema";
import type { CommentTarget, CommentView, CommunityListPage } from "#contracts/community";
import type { Locale } from "#contracts/locales";
import { isLocale } from "#contracts/locales";
import { languageGroup, type LanguageCounts } from "#contracts/review-languages";
import { asLocale, FIRST_PAGE_LIMIT, pageOfPhases } from "./read";

type Reply = { id: number; author: string; text: string; lang: string; createdAt: string };
type CommentRow = Reply & { replies: Reply[] };

/** What `commentsFirstPageColumn` reads: each phase's first items and the counts per language. */
export interface CommentsFirstPageColumn {
  items: { phase: number; row: CommentRow }[];
  counts: Record<string, number> | null;
}

/**
 * The first page of comments on a target (as `commentsFirstPage` reads it) as one JSON column of a bigger
 * statement (#db/json-rows, docs/decisions/0051): the target's id is an SQL of the outer statement (its row's
 * id), the visitor's language group and whether all languages come together are the placeholders
 * `commentGroup` and `commentAll` (values: `commentsFirstPageValues`), so the statement is the same for every
 * visitor. With `commentAll` phase 1 holds every language and phase 2 is empty. Read it with `commentsFirstPageOf`.
 */
export function commentsFirstPageColumn(targetType: CommentTarget, targetId: SQL): SQL<CommentsFirstPageColumn> {
  const limit = FIRST_PAGE_LIMIT;
  const group = sql.placeholder("commentGroup");
  const all = sql.placeholder("commentAll");
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
  const phase = (n: number, condition: SQL) => sql`select ${sql.raw(String(n))} as phase,
      row_number() over (order by ${comments.createdAt} desc, ${comments.id} desc) as n,
      json_build_object('id', ${comments.id}, 'author', ${users.username}, 'text', ${comments.text},
        'lang', ${comments.lang}, 'createdAt', ${comments.createdAt}, 'replies', ${replies}) as row
    from ${comments} join ${users} on ${users.id} = ${comments.userId}
    where ${and(published, isNull(comments.parentId), condition)}
    order by ${comments.createdAt} desc, ${comments.id} desc limit ${sql.raw(String(limit + 1))}`;
  const phases = [
    phase(1, sql`(${all}::boolean or ${comments.langGroup} = ${group}::text)`),
    phase(2, sql`(not ${all}::boolean and ${comments.langGroup} <> ${group}::text)`),
  ];
  return sql<CommentsFirstPageColumn>`json_build_object(
    'items', (select coalesce(json_agg(json_build_object('phase', p.phase, 'row', p.row) order by p.phase, p.n),
      '[]'::json) from (${sql.join(
        phases.map((p) => sql`(${p})`),
        sql` union all `,
      )}) p),
    'counts', (select json_object_agg(c.lang, c.n) from (select ${comments.lang} as lang, count(*)::int as n
      from ${comments} where ${published} group by ${comments.lang}) c))`;
}

/** The values of a `commentsFirstPageColumn`'s placeholders. */
export function commentsFirstPageValues(visitor: Locale, all: boolean) {
  return { commentGroup: languageGroup(visitor), commentAll: all };
}

/** The first page a `commentsFirstPageColumn` read: the page and cursor `commentsFirstPage` gives. */
export async function commentsFirstPageOf(
  column: CommentsFirstPageColumn,
  visitor: Locale,
  all: boolean,
): Promise<CommunityListPage<CommentView>> {
  const byPhase: CommentRow[][] = all ? [[]] : [[], []];
  for (const item of column.items) byPhase[item.phase - 1]?.push(item.row);
  const counts: LanguageCounts = {};
  for (const [lang, n] of Object.entries(column.counts ?? {})) if (isLocale(lang)) counts[lang] = n;
  const view = (c: Reply): CommentView => ({
    id: c.id,
    author: c.author,
    text: c.text,
    lang: asLocale(c.lang),
    createdAt: new Date(c.createdAt).toISOString(),
    replies: [],
  });
  const views = byPhase.map((rows) => rows.map((c) => ({ ...view(c), replies: c.replies.map(view) })));
  const page = await pageOfPhases("comments", visitor, all, views, FIRST_PAGE_LIMIT, (c) => c.createdAt);
  return { ...page, visitor, languages: all ? "all" : "visitor", counts };
}
