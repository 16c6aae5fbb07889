import { and, asc, count, eq, exists, ilike, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { postKindEnum, posts, postTags, tags } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { likeText } from "#modules/content";
import { loadPostCards, type PostCard, type PostKind, type PostOrder } from "./lists";
import { postShown } from "./visibility";

export const POST_KINDS = postKindEnum.enumValues;
export const POST_SORTS = ["latest", "popular"] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** The blog filter of /blog/articles: tags and categories (post kinds), each any-of, a title search, an order. */
export interface PostFilter {
  tags: string[];
  kinds: PostKind[];
  /** Searched in the titles, in the page's language (English where a title has no translation). */
  q: string;
  sort: PostSort;
  offset: number;
  limit: number;
}

export interface PostFacetValue {
  value: string;
  /** The tag's name; a kind's label is the page's to give. */
  label: string;
  count: number;
}

export interface PostFilterResult {
  items: PostCard[];
  /** The offset of the next page, as a string; null on the last page. */
  next_cursor: string | null;
  total: number;
  facets: { tag: PostFacetValue[]; kind: PostFacetValue[] };
}

const ORDER: Record<PostSort, PostOrder> = { latest: "latest", popular: "views" };

/** The conditions of each part of the filter; a facet's own condition is left out of its counts. */
function conditions(db: Db, filter: PostFilter, locale: Locale) {
  const title = sql`coalesce(${posts.title} ->> ${locale}, ${posts.title} ->> 'en')`;
  return {
    tag:
      filter.tags.length > 0
        ? exists(
            db
              .select({ one: sql`1` })
              .from(postTags)
              .innerJoin(tags, eq(tags.id, postTags.tagId))
              .where(and(eq(postTags.postId, posts.id), inArray(tags.slug, filter.tags))),
          )
        : undefined,
    kind: filter.kinds.length > 0 ? inArray(posts.kind, filter.kinds) : undefined,
    q: filter.q ? ilike(title, likeText(filter.q)) : undefined,
  };
}

/**
 * One page of the filtered article list (one row more is read to know whether another follows), how many
 * articles match in all, and each facet's values with the articles they would match given the rest of
 * the filter. Unknown tag slugs match nothing.
 */
export async function filterPosts(db: Db, filter: PostFilter, locale: Locale): Promise<PostFilterResult> {
  const where = conditions(db, filter, locale);
  const [cards, [matching], tagRows, kindRows] = await Promise.all([
    loadPostCards(db, and(where.tag, where.kind, where.q), ORDER[filter.sort], {
      locale,
      limit: filter.limit + 1,
      offset: filter.offset,
    }),
    db
      .select({ n: count() })
      .from(posts)
      .where(and(postShown, where.tag, where.kind, where.q)),
    db
      .select({ slug: tags.slug, name: tags.name, n: count(posts.id) })
      .from(tags)
      .leftJoin(postTags, eq(postTags.tagId, tags.id))
      .leftJoin(posts, and(eq(posts.id, postTags.postId), postShown, where.kind, where.q))
      .groupBy(tags.id)
      .orderBy(asc(tags.slug)),
    db
      .select({ kind: posts.kind, n: count() })
      .from(posts)
      .where(and(postShown, where.tag, where.q))
      .groupBy(posts.kind),
  ]);
  const byKind = new Map(kindRows.map((row) => [row.kind, row.n]));
  return {
    items: cards.slice(0, filter.limit),
    next_cursor: cards.length > filter.limit ? String(filter.offset + filter.limit) : null,
    total: matching?.n ?? 0,
    facets: {
      tag: tagRows.map((row) => ({ value: row.slug, label: pick(row.name, locale), count: row.n })),
      kind: POST_KINDS.map((kind) => ({ value: kind, label: kind, count: byKind.get(kind) ?? 0 })),
    },
  };
}
