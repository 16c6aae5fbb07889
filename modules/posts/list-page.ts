import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import type { Locale } from "#contracts/locales";
import {
  BLOG_LISTS,
  popularTagsColumn,
  postCardsColumn,
  postCardsOfColumn,
  tagCountsOfColumn,
  type PostCard,
  type TagCount,
} from "./lists";

const column = (db: Db, list: (typeof BLOG_LISTS)[keyof typeof BLOG_LISTS], limit: number) =>
  postCardsColumn(db, list.where(), list.order, limit);

/**
 * /blog's statement: the popular tags and the trending, latest, review and hot lists, one JSON column each
 * (#db/json-rows), in one row. Its one value is the language (a placeholder): built and prepared once per
 * database (docs/decisions/0052).
 */
function blogPageStatement(db: Db) {
  return db
    .select({
      tags: popularTagsColumn(db, 12),
      trending: column(db, BLOG_LISTS.trendingNews, 3),
      latest: column(db, BLOG_LISTS.latestPosts, 6),
      review: column(db, BLOG_LISTS.latestReviews, 1),
      hot: column(db, BLOG_LISTS.hotNews, 3),
    })
    .from(sql`(values (1)) as one`)
    .prepare("blog_page");
}

const statements = new WeakMap<Db, ReturnType<typeof blogPageStatement>>();

export interface BlogPage {
  tags: TagCount[];
  trending: PostCard[];
  latest: PostCard[];
  review: PostCard | null;
  hot: PostCard[];
}

/**
 * /blog's lists in one statement: the twelve most used tags (as `popularTags`), the three most read news (as
 * `trendingNews`), the six latest posts (`latestPosts`), the latest review (`latestReview`) and the three
 * latest hot news (`hotNews`), in the language given.
 */
export async function blogPageLists(db: Db, locale: Locale): Promise<BlogPage> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = blogPageStatement(db)));
  const [row] = await statement.execute({ locale });
  return {
    tags: tagCountsOfColumn(row!.tags, locale),
    trending: postCardsOfColumn(row!.trending, locale),
    latest: postCardsOfColumn(row!.latest, locale),
    review: postCardsOfColumn(row!.review, locale)[0] ?? null,
    hot: postCardsOfColumn(row!.hot, locale),
  };
}
