/**
 * Site search: casinos, bonuses, slots and articles matching the visitor's words in the visitor's
 * language, best match first, each kind paged on its own with keyset cursors (modules/paging). Every word
 * matches as a prefix ("casin" finds "casinos"), all words must match. Words are reduced to letters and
 * digits before they reach `to_tsquery`, so no input can be tsquery syntax.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import type { Locale } from "#contracts/locales";
import { countKey, decodeCursor, encodeCursor } from "#modules/paging";
import { documentOf, SEARCH_CONFIG, SEARCH_KINDS, SEARCH_TABLE, type SearchKind } from "./documents";

export const MAX_QUERY_LENGTH = 100;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface SearchHit {
  kind: SearchKind;
  slug: string;
  title: string;
  /** A line of context: a summary, the casino of a bonus, a slot's description. */
  text: string;
  href: string;
}

export interface SearchGroup {
  kind: SearchKind;
  items: SearchHit[];
  next_cursor: string | null;
}

/** The words of a query as tsquery prefix terms; empty when it has none (then nothing is searched). */
export function searchTerms(query: string): string[] {
  return (
    query
      .slice(0, MAX_QUERY_LENGTH)
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS)
      .map((word) => word.slice(0, MAX_WORD_LENGTH)) ?? []
  );
}

const tsquery = (terms: string[]) => terms.map((term) => `'${term}':*`).join(" & ");

/** A search cursor belongs to its kind; its key is the rank as a whole number. */
export function searchCursor(text: string, kind: SearchKind) {
  const position = decodeCursor(text, `search-${kind}`, countKey);
  return "error" in position ? null : { score: position.key as number, id: position.id };
}

const DISPLAY: Record<SearchKind, (locale: Locale) => string> = {
  casino: (l) =>
    `m.slug, m.name as title, coalesce(m.summary ->> '${l}', m.summary ->> 'en') as text, m.slug as target`,
  bonus: (l) => `m.slug, coalesce(m.title ->> '${l}', m.title ->> 'en') as title, c.name as text, c.slug as target`,
  slot: (l) =>
    `m.slug, m.name as title, coalesce(m.description ->> '${l}', m.description ->> 'en') as text, m.slug as target`,
  post: (l) =>
    `m.slug, coalesce(m.title ->> '${l}', m.title ->> 'en') as title, coalesce(m.summary ->> '${l}', m.summary ->> 'en') as text, m.slug as target`,
};
const JOIN: Record<SearchKind, string> = {
  casino: "",
  bonus: "join casinos c on c.id = m.casino_id",
  slot: "",
  post: "",
};
/**
 * What is on the site (docs/decisions/0029): an unpublished casino is found neither itself nor by its bonuses;
 * an unpublished bonus, slot or post is not found.
 */
const VISIBLE: Record<SearchKind, string> = {
  casino: "m.is_published",
  bonus: "m.is_published and c.is_published",
  slot: "m.is_published",
  post: "m.is_published",
};
const HREF: Record<SearchKind, (target: string) => string> = {
  casino: (slug) => `/casinos/${slug}`,
  bonus: (casinoSlug) => `/casinos/${casinoSlug}`,
  slot: (slug) => `/slots/${slug}`,
  post: (slug) => `/blog/articles/${slug}`,
};

const MAX_TEXT = 160;
const shorten = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text);

interface Row {
  id: number;
  score: number;
  slug: string;
  title: string;
  text: string | null;
  target: string;
}

/** One page of one kind's matches; `after` is a decoded cursor of that kind. */
export async function searchKind(
  db: Db,
  kind: SearchKind,
  terms: string[],
  options: { locale: Locale; limit: number; after?: { score: number; id: number } | null },
): Promise<SearchGroup> {
  if (terms.length === 0) return { kind, items: [], next_cursor: null };
  const { locale, limit, after } = options;
  const document = documentOf(kind, locale);
  const query = sql`to_tsquery(${sql.raw(`'${SEARCH_CONFIG[locale]}'::regconfig`)}, ${tsquery(terms)})`;
  const table = sql.raw(SEARCH_TABLE[kind]);
  const keyset = after
    ? sql`and (m.score < ${after.score} or (m.score = ${after.score} and m.id > ${after.id}))`
    : sql``;
  const result = (await db.execute(sql`
    with matches as (
      select ${table}.*, (ts_rank(${document}, ${query}) * 1000000)::int as score
      from ${table}
      where ${document} @@ ${query}
    )
    select m.id, m.score, ${sql.raw(DISPLAY[kind](locale))}
    from matches m ${sql.raw(JOIN[kind])}
    where ${sql.raw(VISIBLE[kind])} ${keyset}
    order by m.score desc, m.id
    limit ${limit + 1}`)) as unknown as { rows: Row[] };
  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    kind,
    items: rows.map((row) => ({
      kind,
      slug: row.slug,
      title: row.title,
      text: shorten(row.text ?? ""),
      href: HREF[kind](row.target),
    })),
    next_cursor:
      result.rows.length > limit && last
        ? encodeCursor({ sort: `search-${kind}`, key: Number(last.score), id: Number(last.id) })
        : null,
  };
}

/** Every kind's first page, in the order casinos, bonuses, slots, articles. */
export function searchAll(db: Db, terms: string[], options: { locale: Locale; limit: number }) {
  return Promise.all(SEARCH_KINDS.map((kind) => searchKind(db, kind, terms, options)));
}
