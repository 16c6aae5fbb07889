import { inTurn } from "#db/in-turn";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import {
  authorDocumentSchema,
  postDocumentSchema,
  type AuthorDocument,
  type PostDocument,
} from "#contracts/blog-documents";
import { fieldError, type FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import { authors, casinos, posts, postTags, tags } from "#db/schema";
import { ContentError, reserveRowId, tableRows, type ContentKind, type Tx } from "#modules/content";
import { documentMedia } from "#modules/media";
import { HERO_ROLE } from "./lists";
import { postShown } from "./visibility";

/**
 * Blog posts and authors as kinds of the content engine (docs/decisions/0029). A post's document is its
 * `posts` row with its author, casino and tags by slug; its row is inserted at its first publish (dated
 * then), by hand or by its schedule (./schedule.ts). Unpublishing clears `is_published`, which every public
 * read filters on (./visibility.ts). An author whose posts are on the site stays there.
 */

/** The hero image, recorded as the image's use (docs/decisions/0030). */
const postMedia = documentMedia("post", { hero: { role: HERO_ROLE } });

const unknown = (what: string) => [fieldError("unknown_value", `No such ${what}`)];

async function postRefs(db: Db | Tx, post: PostDocument) {
  const [author, casino, tagRows] = await inTurn(
    () => db.select({ id: authors.id, shown: authors.isPublished }).from(authors).where(eq(authors.slug, post.author)),
    () => (post.casino ? db.select({ id: casinos.id }).from(casinos).where(eq(casinos.slug, post.casino)) : []),
    () =>
      post.tags.length > 0
        ? db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, post.tags))
        : [],
  );
  return {
    author: author[0] ?? null,
    casino: casino[0]?.id ?? null,
    tags: new Map(tagRows.map((t) => [t.slug, t.id])),
  };
}

export const postKind: ContentKind<PostDocument> = {
  kind: "post",
  schema: postDocumentSchema,
  title: (post) => post.title.en,
  key: (post) => post.slug,
  rows: (db) => tableRows(db, posts.id, posts.slug, posts.isPublished),
  reserveId: (db) => reserveRowId(db, posts),

  async read(db, id) {
    const [row] = await db
      .select({ post: posts, author: authors.slug, casino: casinos.slug })
      .from(posts)
      .innerJoin(authors, eq(authors.id, posts.authorId))
      .leftJoin(casinos, eq(casinos.id, posts.casinoId))
      .where(eq(posts.id, id));
    if (!row) return null;
    const tagRows = await db
      .select({ slug: tags.slug })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(postTags.postId, id))
      .orderBy(asc(tags.slug));
    const images = await postMedia.read(db, id);
    const { post } = row;
    return {
      slug: post.slug,
      kind: post.kind,
      title: post.title,
      summary: post.summary,
      body: post.body,
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      author: row.author,
      casino: row.casino,
      tags: tagRows.map((t) => t.slug),
      isHot: post.isHot,
      ...images,
    };
  },

  async check(db, id, post) {
    const errors: FieldErrors = {};
    const [refs, taken, imageErrors] = await inTurn(
      () => postRefs(db, post),
      () =>
        db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.slug, post.slug), ne(posts.id, id))),
      () => postMedia.check(db, post),
    );
    Object.assign(errors, imageErrors);
    if (taken.length > 0) errors.slug = [fieldError("taken", "Another post has this slug")];
    if (!refs.author) errors.author = unknown("author");
    else if (!refs.author.shown) errors.author = [fieldError("unknown_value", "This author is not on the site")];
    if (post.casino && refs.casino === null) errors.casino = unknown("casino");
    post.tags.forEach((slug, index) => {
      if (!refs.tags.has(slug)) errors[`tags.${index}`] = unknown("tag");
    });
    return errors;
  },

  async write(tx, id, post, insert) {
    const refs = await postRefs(tx, post);
    const values = {
      slug: post.slug,
      kind: post.kind,
      title: post.title,
      summary: post.summary,
      body: post.body,
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      authorId: refs.author!.id,
      casinoId: refs.casino,
      isHot: post.isHot,
    };
    if (insert) await tx.insert(posts).values({ id, ...values, publishedAt: new Date() });
    else await tx.update(posts).set(values).where(eq(posts.id, id));
    await tx.delete(postTags).where(eq(postTags.postId, id));
    if (post.tags.length > 0)
      await tx.insert(postTags).values(post.tags.map((slug) => ({ postId: id, tagId: refs.tags.get(slug)! })));
    // The hero image's use follows the published document (docs/decisions/0030).
    await postMedia.write(tx, id, post);
  },

  async setVisible(tx, id, visible) {
    await tx.update(posts).set({ isPublished: visible }).where(eq(posts.id, id));
  },

  changed: (ids) => ({ kind: "post", ids }),
};

export const authorKind: ContentKind<AuthorDocument> = {
  kind: "author",
  schema: authorDocumentSchema,
  title: (author) => author.name,
  key: (author) => author.slug,
  rows: (db) => tableRows(db, authors.id, authors.slug, authors.isPublished),
  reserveId: (db) => reserveRowId(db, authors),

  async read(db, id) {
    const [row] = await db.select().from(authors).where(eq(authors.id, id));
    return row ? { slug: row.slug, name: row.name, role: row.role, bio: row.bio } : null;
  },

  async check(db, id, author): Promise<FieldErrors> {
    const taken = await db
      .select({ id: authors.id })
      .from(authors)
      .where(and(eq(authors.slug, author.slug), ne(authors.id, id)));
    return taken.length > 0 ? { slug: [fieldError("taken", "Another author has this slug")] } : {};
  },

  async write(tx, id, author, insert) {
    if (insert) await tx.insert(authors).values({ id, ...author });
    else await tx.update(authors).set(author).where(eq(authors.id, id));
  },

  async setVisible(tx, id, visible) {
    if (!visible) {
      const [shown] = await tx
        .select({ n: count() })
        .from(posts)
        .where(and(eq(posts.authorId, id), postShown));
      if (shown!.n > 0)
        throw new ContentError("conflict", `${shown!.n} posts on the site name this author: unpublish them first`);
    }
    await tx.update(authors).set({ isPublished: visible }).where(eq(authors.id, id));
  },

  changed: (ids) => ({ kind: "author", ids }),
};
