import { and, asc, sql } from "drizzle-orm";
import type {
  ConsoleAuthorRow,
  ConsolePostRow,
  ConsolePostSort,
  PostKindValue,
  PostOptions,
} from "#contracts/blog-documents";
import type { Db } from "#db/client";
import { authors, casinos, posts, postSchedules, tags } from "#db/schema";
import {
  consoleListing,
  microseconds,
  pageAfter,
  statusMatch,
  textMatch,
  type ListOrder,
  type ListPosition,
  type ListStatus,
} from "#modules/content";
import { authorKind, postKind } from "./document";

/** The console's lists of posts and authors (drafts among them), and what the post form picks from. */

interface ListQuery {
  q?: string;
  status?: ListStatus;
  after: ListPosition | null;
  limit: number;
}

export interface ConsolePostQuery extends ListQuery {
  kind?: PostKindValue;
  /** An author's slug. */
  author?: string;
  /** Only posts with (true) or without (false) a schedule. */
  scheduled?: boolean;
  sort: ConsolePostSort;
}

const postListing = sql`(select items.*, s.publish_at as scheduled_at from ${consoleListing({
  kind: postKind.kind,
  rows: {
    from: sql`${posts} p join ${authors} a on a.id = p.author_id`,
    id: sql`p.id`,
    visible: sql`p.is_published`,
    created: sql`p.published_at`,
    columns: sql`p.slug, p.title ->> 'en' as title, p.kind::text as kind, a.slug as author, p.published_at`,
  },
  drafts: sql`d ->> 'slug', d -> 'title' ->> 'en', d ->> 'kind', d ->> 'author', null::timestamptz`,
})} left join ${postSchedules} s on s.post_id = items.id) items`;

export const CONSOLE_POST_ORDER: Record<ConsolePostSort, ListOrder> = {
  updated: { key: microseconds(sql`updated_at`), type: "number", direction: "desc" },
  title: { key: sql`lower(title)`, type: "text", direction: "asc" },
  // Newest first, drafts (never published) before them.
  published: { key: microseconds(sql`published_at`, "high"), type: "number", direction: "desc" },
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

type PostRow = Omit<ConsolePostRow, "updated_at" | "published_at" | "scheduled_at"> & {
  updated_at: string | Date;
  published_at: string | Date | null;
  scheduled_at: string | Date | null;
};

export async function consolePosts(
  db: Db,
  query: ConsolePostQuery,
): Promise<{ items: ConsolePostRow[]; next: ListPosition | null }> {
  const where = and(
    textMatch(query.q, sql`slug, title`),
    statusMatch(query.status),
    query.kind ? sql`kind = ${query.kind}` : undefined,
    query.author ? sql`author = ${query.author}` : undefined,
    query.scheduled === undefined ? undefined : sql`(scheduled_at is not null) = ${query.scheduled}`,
  );
  const order = CONSOLE_POST_ORDER[query.sort];
  const { rows, next } = await pageAfter<PostRow>(db, postListing, where, order, query.after, query.limit);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      kind: row.kind,
      author: row.author,
      status: row.status,
      pending: Boolean(row.pending),
      scheduled_at: iso(row.scheduled_at),
      published_at: iso(row.published_at),
      updated_at: iso(row.updated_at)!,
    })),
    next,
  };
}

const authorListing = consoleListing({
  kind: authorKind.kind,
  rows: {
    from: sql`${authors} a`,
    id: sql`a.id`,
    visible: sql`a.is_published`,
    created: sql`null::timestamptz`,
    columns: sql`a.slug, a.name, (select count(*) from ${posts} p where p.author_id = a.id)::int as posts`,
  },
  drafts: sql`d ->> 'slug', d ->> 'name', 0`,
});

/** Authors by name. */
export const CONSOLE_AUTHOR_ORDER: ListOrder = { key: sql`lower(name)`, type: "text", direction: "asc" };

type AuthorRow = Omit<ConsoleAuthorRow, "updated_at"> & { updated_at: string | Date | null };

export async function consoleAuthors(
  db: Db,
  query: ListQuery,
): Promise<{ items: ConsoleAuthorRow[]; next: ListPosition | null }> {
  const where = and(textMatch(query.q, sql`slug, name`), statusMatch(query.status));
  const { rows, next } = await pageAfter<AuthorRow>(
    db,
    authorListing,
    where,
    CONSOLE_AUTHOR_ORDER,
    query.after,
    query.limit,
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      name: row.name,
      posts: Number(row.posts),
      status: row.status,
      pending: Boolean(row.pending),
      updated_at: iso(row.updated_at),
    })),
    next,
  };
}

/** What the post form picks from: the authors on the site, casinos and tags. */
export async function postOptions(db: Db): Promise<PostOptions> {
  const [authorRows, casinoRows, tagRows] = await Promise.all([
    db
      .select({ slug: authors.slug, name: authors.name, shown: authors.isPublished })
      .from(authors)
      .orderBy(asc(authors.name)),
    db.select({ slug: casinos.slug, name: casinos.name }).from(casinos).orderBy(asc(casinos.name)),
    db.select({ slug: tags.slug, name: tags.name }).from(tags).orderBy(asc(tags.slug)),
  ]);
  return {
    authors: authorRows.filter((row) => row.shown).map(({ slug, name }) => ({ slug, name })),
    casinos: casinoRows,
    tags: tagRows.map((row) => ({ slug: row.slug, name: row.name.en })),
  };
}
