import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { inLanguage } from "#db/in-language";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { authors, type postKindEnum, posts, postTags, tags } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import type { MediaImage } from "#contracts/media";
import { imageOfColumn, itemImageColumn } from "#modules/media";
import { postShown } from "./visibility";

export type PostKind = (typeof postKindEnum.enumValues)[number];

export interface PostCard {
  slug: string;
  kind: PostKind;
  title: string;
  summary: string;
  author: string;
  /** ISO timestamp. */
  publishedAt: string;
  /** Its hero image from the media library, shown as the card's thumbnail; null when it has none. */
  image: MediaImage | null;
}

export interface TagCount {
  slug: string;
  name: string;
  posts: number;
}

/** The media library role of a post's main image (docs/decisions/0030): the article's top, the cards' thumbnail. */
export const HERO_ROLE = "hero";

export type PostOrder = "latest" | "views";

const ORDER: Record<PostOrder, SQL[]> = {
  latest: [desc(posts.publishedAt), asc(posts.id)],
  views: [desc(posts.views), asc(posts.id)],
};

export interface PostListOptions {
  locale: Locale;
  limit: number;
  offset?: number;
}

/**
 * Post cards in one query (posts joined with their author, their hero images as a column), of the posts the
 * public sees (./visibility.ts); also read by ./related.ts, ./authors.ts and ./filter.ts.
 */
export async function loadPostCards(
  db: Db,
  where: SQL | undefined,
  order: PostOrder,
  options: PostListOptions,
): Promise<PostCard[]> {
  const rows = await selectCards(db, where, order, options);
  return rows.map((row) => postCardOf(row, options.locale));
}

function selectCards(db: Db, where: SQL | undefined, order: PostOrder, options: PostListOptions) {
  return db
    .select(cardFields(options.locale))
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(and(postShown, where))
    .orderBy(...ORDER[order])
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** A card's columns, its texts in the page's language and English only (#db/in-language). */
export function cardFields(locale: Locale | Placeholder) {
  return {
    slug: posts.slug,
    kind: posts.kind,
    title: inLanguage(posts.title, locale),
    summary: inLanguage(posts.summary, locale),
    author: authors.name,
    publishedAt: posts.publishedAt,
    image: itemImageColumn("post", HERO_ROLE, posts.id, locale),
  };
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** A card's row as `postListColumn` reads it: its time is an ISO text. */
export type PostColumnRow = Omit<CardRow, "publishedAt"> & { publishedAt: string };

function postCardOf(row: CardRow | PostColumnRow, locale: Locale): PostCard {
  return {
    slug: row.slug,
    kind: row.kind,
    title: pick(row.title, locale),
    summary: pick(row.summary, locale),
    author: row.author,
    publishedAt: new Date(row.publishedAt).toISOString(),
    image: imageOfColumn(row.image, locale),
  };
}

/**
 * The latest news marked hot (as `hotNews`) or expert reviews (as `latestReviews`) as one JSON column of a
 * bigger statement (#db/json-rows), its values the placeholder `locale` and the `limit` given; read it with
 * `postCardsOfColumn`.
 */
export function postListColumn(db: Db, name: "hotNews" | "latestReviews", limit: number) {
  return postCardsColumn(db, name === "hotNews" ? eq(posts.isHot, true) : eq(posts.kind, "review"), "latest", limit);
}

/**
 * Post cards (as `loadPostCards`) as one JSON column of a bigger statement, in the language of its placeholder
 * `locale`; read it with `postCardsOfColumn`.
 */
export function postCardsColumn(db: Db, where: SQL | undefined, order: PostOrder, limit: number) {
  const select = db
    .select({ ...namedFields(cardFields(sql.placeholder("locale"))), ...rowOrder(ORDER[order]) })
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(and(postShown, where))
    .orderBy(...ORDER[order])
    .limit(limit);
  return jsonRows<PostColumnRow>(select);
}

/** The blog's lists (/blog) a bigger statement can hold as columns, each as its function here reads it. */
export const BLOG_LISTS = {
  trendingNews: { where: () => eq(posts.kind, "news"), order: "views" },
  latestPosts: { where: () => undefined, order: "latest" },
  latestReviews: { where: () => eq(posts.kind, "review"), order: "latest" },
  hotNews: { where: () => eq(posts.isHot, true), order: "latest" },
} satisfies Record<string, { where: () => SQL | undefined; order: PostOrder }>;

/** The cards a `postListColumn` read. */
export function postCardsOfColumn(rows: PostColumnRow[], locale: Locale): PostCard[] {
  return rows.map((row) => postCardOf(row, locale));
}

const TAG_FIELDS = { slug: tags.slug, name: tags.name, posts: count(postTags.postId) };
const MOST_POSTS = () => [desc(count(postTags.postId)), asc(tags.slug)];

/** The tags with the most posts the public sees, in one grouped query. */
export async function popularTags(db: Db, options: { locale: Locale; limit: number }): Promise<TagCount[]> {
  const rows = await db
    .select(TAG_FIELDS)
    .from(tags)
    .innerJoin(postTags, eq(postTags.tagId, tags.id))
    .innerJoin(posts, and(eq(posts.id, postTags.postId), postShown))
    .groupBy(tags.id)
    .orderBy(...MOST_POSTS())
    .limit(options.limit);
  return rows.map((row) => ({ ...row, name: pick(row.name, options.locale) }));
}

/** A tag's row as `popularTagsColumn` reads it. */
export type TagColumnRow = { slug: string; name: (typeof tags.$inferSelect)["name"]; posts: number };

/** `popularTags` as one JSON column of a bigger statement; read it with `tagCountsOfColumn`. */
export function popularTagsColumn(db: Db, limit: number) {
  const select = db
    .select({ ...namedFields(TAG_FIELDS), ...rowOrder(MOST_POSTS()) })
    .from(tags)
    .innerJoin(postTags, eq(postTags.tagId, tags.id))
    .innerJoin(posts, and(eq(posts.id, postTags.postId), postShown))
    .groupBy(tags.id)
    .orderBy(...MOST_POSTS())
    .limit(limit);
  return jsonRows<TagColumnRow>(select);
}

/** The tags a `popularTagsColumn` read, as `popularTags` answers them. */
export function tagCountsOfColumn(rows: TagColumnRow[], locale: Locale): TagCount[] {
  return rows.map((row) => ({ slug: row.slug, name: pick(row.name, locale), posts: row.posts }));
}

const listOf = (db: Db, list: (typeof BLOG_LISTS)[keyof typeof BLOG_LISTS], options: PostListOptions) =>
  loadPostCards(db, list.where(), list.order, options);

/** The most read news. */
export function trendingNews(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return listOf(db, BLOG_LISTS.trendingNews, options);
}

export function latestPosts(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return listOf(db, BLOG_LISTS.latestPosts, options);
}

export function hotNews(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return listOf(db, BLOG_LISTS.hotNews, options);
}

/** The most recent expert casino reviews, newest first. */
export function latestReviews(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return listOf(db, BLOG_LISTS.latestReviews, options);
}

/** The most recent expert casino review, or null when there is none yet. */
export async function latestReview(db: Db, locale: Locale): Promise<PostCard | null> {
  const [review] = await latestReviews(db, { locale, limit: 1 });
  return review ?? null;
}
