import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
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
  const rows = await db
    .select({
      slug: posts.slug,
      kind: posts.kind,
      title: posts.title,
      summary: posts.summary,
      author: authors.name,
      publishedAt: posts.publishedAt,
      image: itemImageColumn("post", HERO_ROLE, posts.id),
    })
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(and(postShown, where))
    .orderBy(...ORDER[order])
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    ...row,
    title: pick(row.title, options.locale),
    summary: pick(row.summary, options.locale),
    publishedAt: row.publishedAt.toISOString(),
    image: imageOfColumn(row.image, options.locale),
  }));
}

/** The tags with the most posts the public sees, in one grouped query. */
export async function popularTags(db: Db, options: { locale: Locale; limit: number }): Promise<TagCount[]> {
  const rows = await db
    .select({ slug: tags.slug, name: tags.name, posts: count(postTags.postId) })
    .from(tags)
    .innerJoin(postTags, eq(postTags.tagId, tags.id))
    .innerJoin(posts, and(eq(posts.id, postTags.postId), postShown))
    .groupBy(tags.id)
    .orderBy(desc(count(postTags.postId)), asc(tags.slug))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, name: pick(row.name, options.locale) }));
}

/** The most read news. */
export function trendingNews(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return loadPostCards(db, eq(posts.kind, "news"), "views", options);
}

export function latestPosts(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return loadPostCards(db, undefined, "latest", options);
}

export function hotNews(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return loadPostCards(db, eq(posts.isHot, true), "latest", options);
}

/** The most recent expert casino reviews, newest first. */
export function latestReviews(db: Db, options: PostListOptions): Promise<PostCard[]> {
  return loadPostCards(db, eq(posts.kind, "review"), "latest", options);
}

/** The most recent expert casino review, or null when there is none yet. */
export async function latestReview(db: Db, locale: Locale): Promise<PostCard | null> {
  const [review] = await latestReviews(db, { locale, limit: 1 });
  return review ?? null;
}
