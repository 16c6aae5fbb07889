import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { authors, casinos, posts, postTags, tags } from "#db/schema";
import type { CommentView, CommunityListPage } from "#contracts/community";
import type { Locale } from "#contracts/locales";
import { languageGroup } from "#contracts/review-languages";
import { publishedWhere } from "#modules/casinos";
import { commentsFirstPageColumn, commentsFirstPageOf } from "#modules/community";
import { itemImageColumn } from "#modules/media";
import { linkedCasinoFields, postDetailFields, postDetailOf, type PostDetail } from "./detail";
import { HERO_ROLE, postCardsOfColumn, type PostCard } from "./lists";
import { relatedPostsColumn } from "./related";

/** Related articles under an article. */
const RELATED_LIMIT = 3;

/**
 * The article page's statement (docs/decisions/0051): the post with its author, casino and hero image, and as
 * one JSON column each (#db/json-rows) its tags, its first page of comments and the related posts' cards —
 * what `postDetail`, `commentsFirstPage` and `relatedPosts` read in six statements. The page's post is the
 * outer row (`page_post`, so that the related posts' own `posts` do not hide it); the lists name its id in an
 * SQL of its own. Its values are placeholders (the slug, the page's and the comments' language): it is built and prepared
 * once per database.
 */
function articleStatement(db: Db, allLanguages: boolean) {
  const page = alias(posts, "page_post");
  const postId = sql`${page.id}`;
  return (
    db
      .select({
        id: page.id,
        // The alias is typed as its own table; its columns are the posts' and write `page_post`.`…`.
        post: postDetailFields(page as unknown as typeof posts, sql.placeholder("locale")),
        author: { slug: authors.slug, name: authors.name, role: authors.role },
        casino: linkedCasinoFields(),
        image: itemImageColumn("post", HERO_ROLE, page.id, sql.placeholder("locale")),
        tags: jsonRows<{ slug: string; name: (typeof tags.$inferSelect)["name"] }>(
          db
            .select({ ...namedFields({ slug: tags.slug, name: tags.name }), ...rowOrder([asc(tags.slug)]) })
            .from(postTags)
            .innerJoin(tags, eq(tags.id, postTags.tagId))
            .where(eq(postTags.postId, postId)),
        ),
        comments: commentsFirstPageColumn("post", postId, sql.placeholder("commentGroup"), allLanguages),
        related: relatedPostsColumn(db, postId, RELATED_LIMIT),
      })
      .from(page)
      .innerJoin(authors, eq(authors.id, page.authorId))
      // A casino taken off the site is not named.
      .leftJoin(casinos, and(eq(casinos.id, page.casinoId), publishedWhere()))
      .where(and(eq(page.slug, sql.placeholder("slug")), eq(page.isPublished, true)))
      .limit(1)
      .prepare(`article_page_${allLanguages ? "all" : "visitor"}`)
  );
}

const statements = new WeakMap<Db, Map<boolean, ReturnType<typeof articleStatement>>>();

export interface ArticlePageData {
  /** The post's id (the page's cache tag). */
  id: number;
  post: PostDetail;
  comments: CommunityListPage<CommentView>;
  related: PostCard[];
}

/**
 * An article page's data in one statement: the post as `postDetail` reads it, its first page of comments as
 * `commentsFirstPage` does (the visitor's language first unless `allLanguages`) and its related posts as
 * `relatedPosts` does; null when the slug is unknown or the post unpublished.
 */
export async function articlePageData(
  db: Db,
  slug: string,
  options: { locale: Locale; allLanguages: boolean },
): Promise<ArticlePageData | null> {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = new Map()));
  let statement = prepared.get(options.allLanguages);
  if (!statement) prepared.set(options.allLanguages, (statement = articleStatement(db, options.allLanguages)));
  const [row] = await statement.execute({ slug, locale: options.locale, commentGroup: languageGroup(options.locale) });
  if (!row) return null;
  return {
    id: row.id,
    post: postDetailOf(row, options.locale),
    comments: await commentsFirstPageOf(row.comments, options.locale, options.allLanguages),
    related: postCardsOfColumn(row.related, options.locale),
  };
}
