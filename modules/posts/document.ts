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
import {
  ContentError,
  reserveRowId,
  replaceLinks,
  reserveRowIds,
  setPublished,
  slugsTaken,
  tableRows,
  type ContentKind,
  type Identified,
  type Tx,
} from "#modules/content";
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

/** The ids of what the posts name, by slug (an author with whether it is on the site), for all at once. */
async function postRefs(db: Db | Tx, list: readonly PostDocument[]) {
  const named = (pick: (post: PostDocument) => readonly string[]) => [...new Set(list.flatMap(pick))];
  const authorSlugs = named((post) => [post.author]);
  const casinoSlugs = named((post) => (post.casino ? [post.casino] : []));
  const tagSlugs = named((post) => post.tags);
  const [authorRows, casinoRows, tagRows] = await inTurn(
    () =>
      db
        .select({ id: authors.id, slug: authors.slug, shown: authors.isPublished })
        .from(authors)
        .where(inArray(authors.slug, authorSlugs)),
    () =>
      casinoSlugs.length > 0
        ? db.select({ id: casinos.id, slug: casinos.slug }).from(casinos).where(inArray(casinos.slug, casinoSlugs))
        : [],
    () =>
      tagSlugs.length > 0
        ? db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, tagSlugs))
        : [],
  );
  return {
    authors: new Map(authorRows.map((a) => [a.slug, { id: a.id, shown: a.shown }])),
    casinos: new Map(casinoRows.map((c) => [c.slug, c.id])),
    tags: new Map(tagRows.map((t) => [t.slug, t.id])),
  };
}

async function checkPosts(db: Db, items: ReadonlyArray<Identified<PostDocument>>): Promise<FieldErrors[]> {
  const list = items.map((item) => item.document);
  const [refs, taken, imageErrors] = await inTurn(
    () => postRefs(db, list),
    () => slugsTaken(db, posts.id, posts.slug, items),
    () => postMedia.checkMany(db, list),
  );
  return items.map(({ document: post }, index) => {
    const errors: FieldErrors = {};
    Object.assign(errors, imageErrors[index]);
    if (taken[index]) errors.slug = [fieldError("taken", "Another post has this slug")];
    const author = refs.authors.get(post.author);
    if (!author) errors.author = unknown("author");
    else if (!author.shown) errors.author = [fieldError("unknown_value", "This author is not on the site")];
    if (post.casino && !refs.casinos.has(post.casino)) errors.casino = unknown("casino");
    post.tags.forEach((slug, i) => {
      if (!refs.tags.has(slug)) errors[`tags.${i}`] = unknown("tag");
    });
    return errors;
  });
}

async function writePosts(tx: Tx, items: ReadonlyArray<Identified<PostDocument>>, insert: boolean): Promise<void> {
  if (items.length === 0) return;
  const refs = await postRefs(
    tx,
    items.map((item) => item.document),
  );
  const rows = items.map(({ id, document: post }) => ({
    id,
    slug: post.slug,
    kind: post.kind,
    title: post.title,
    summary: post.summary,
    body: post.body,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    authorId: refs.authors.get(post.author)!.id,
    casinoId: post.casino ? (refs.casinos.get(post.casino) ?? null) : null,
    isHot: post.isHot,
  }));
  const ids = rows.map((row) => row.id);
  if (insert) await tx.insert(posts).values(rows.map((row) => ({ ...row, publishedAt: new Date() })));
  else for (const { id, ...values } of rows) await tx.update(posts).set(values).where(eq(posts.id, id));
  const links = items.flatMap(({ id, document }) =>
    document.tags.map((slug) => ({ postId: id, tagId: refs.tags.get(slug)! })),
  );
  await replaceLinks(tx, postTags, "postId", ids, links);
  // The hero images' uses follow the published documents (docs/decisions/0030).
  await postMedia.writeMany(
    tx,
    items.map(({ id, document }) => ({ itemId: id, document })),
  );
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

  check: async (db, id, post) => (await checkPosts(db, [{ id, document: post }]))[0]!,
  write: (tx, id, post, insert) => writePosts(tx, [{ id, document: post }], insert),
  setVisible: (tx, id, visible) => setPublished(tx, posts, [id], visible),
  changed: (ids) => ({ kind: "post", ids }),
  batch: {
    reserveIds: (db, count) => reserveRowIds(db, posts, count),
    check: checkPosts,
    write: writePosts,
    setVisible: (tx, ids, visible) => setPublished(tx, posts, ids, visible),
  },
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
    await setPublished(tx, authors, [id], visible);
  },

  changed: (ids) => ({ kind: "author", ids }),
};
