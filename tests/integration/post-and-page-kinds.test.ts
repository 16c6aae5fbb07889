import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { authorDocumentSchema, postDocumentSchema, type PostDocument } from "#contracts/blog-documents";
import { pageDocumentSchema } from "#contracts/page-document";
import { authors, media, mediaUsage, pages, posts, postSchedules, tags, users } from "#db/schema";
import { resolveTarget } from "#modules/community";
import { ContentError, contentState, createDraft, publishItems, saveDraft, unpublishItems } from "#modules/content";
import { infoPage, pageKind } from "#modules/pages";
import {
  authorKind,
  authorPage,
  filterPosts,
  latestPosts,
  postDetail,
  postKind,
  publishDuePosts,
  scheduleOf,
  schedulePost,
} from "#modules/posts";
import { searchKind } from "#modules/search";
import { sitemapPages } from "#modules/seo";
import { PageCache } from "#server/http/page-cache";
import { subscribeToChanges } from "#server/subscriptions";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "../helpers/database";
import { htmlOf } from "../helpers/pages";

/**
 * Blog posts, authors and information pages as kinds of the content engine, through the module API on a small
 * demo database: what the site shows before and after a publish, the schedule driven with a fake "now",
 * the authors' rule, SEO texts, and a Portuguese edit of a page on the Portuguese page.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const editor = { userId: 0, username: "ed" };
let authorSlug: string;
let tagSlugs: string[];

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { scale: 2 });
  subscribeToChanges(database.db, new PageCache(10));
  const [account] = await database.db
    .insert(users)
    .values({
      username: "ed",
      email: "ed@example.com",
      usernameKey: "ed",
      emailKey: "ed@example.com",
      passwordHash: "x",
    })
    .returning({ id: users.id });
  editor.userId = account!.id;
  const [author] = await database.db.select({ slug: authors.slug }).from(authors).orderBy(asc(authors.id)).limit(1);
  authorSlug = author!.slug;
  tagSlugs = (await database.db.select({ slug: tags.slug }).from(tags).orderBy(asc(tags.slug)).limit(2)).map(
    (t) => t.slug,
  );
}, 120_000);
afterAll(() => database.drop());

function newPost(slug: string, overrides: Partial<PostDocument> = {}): PostDocument {
  return {
    slug,
    kind: "article",
    title: { en: `Zephyrine wagering explained ${slug}`, pt: `Apostas zephyrine explicadas ${slug}` },
    summary: { en: "What wagering means.", pt: "O que significa." },
    body: { en: "## Basics\n\nWager **30** times.\n\n<script>alert(1)</script>", pt: "## Básico\n\nApostar 30 vezes." },
    seoTitle: null,
    seoDescription: null,
    author: authorSlug,
    casino: null,
    tags: tagSlugs,
    isHot: false,
    hero: null,
    ...overrides,
  };
}

const onSite = async (slug: string) => {
  const [latest, filtered, detail, found] = await Promise.all([
    latestPosts(database.db, { locale: "en", limit: 100 }),
    filterPosts(
      database.db,
      { tags: [], kinds: ["article"], q: "zephyrine", sort: "latest", offset: 0, limit: 50 },
      "en",
    ),
    postDetail(database.db, slug, "en"),
    searchKind(database.db, "post", ["zephyrine"], { locale: "en", limit: 50 }),
  ]);
  const shown = [
    latest.some((p) => p.slug === slug),
    filtered.items.some((p) => p.slug === slug),
    detail !== null,
    found.items.some((p) => p.slug === slug),
  ];
  expect(new Set(shown).size, `every read agrees: ${shown}`).toBe(1);
  return shown[0]!;
};

describe("blog posts", () => {
  it("reads every seeded post and author as a document that passes", async () => {
    for (const { id } of await database.db.select({ id: posts.id }).from(posts)) {
      const document = (await postKind.read(database.db, id))!;
      expect(postDocumentSchema.safeParse(document).success, `post ${id}`).toBe(true);
      expect(await postKind.check(database.db, id, document)).toEqual({});
    }
    for (const { id } of await database.db.select({ id: authors.id }).from(authors)) {
      const document = (await authorKind.read(database.db, id))!;
      expect(authorDocumentSchema.safeParse(document).success, `author ${id}`).toBe(true);
    }
  });

  it("shows a post on every public read once published, and on none once unpublished", async () => {
    const db = database.db;
    const { id } = await createDraft(db, postKind, newPost("published-by-hand"), editor);
    expect(await onSite("published-by-hand")).toBe(false);
    await publishItems(db, postKind, [id]);
    expect(await onSite("published-by-hand")).toBe(true);
    const detail = (await postDetail(db, "published-by-hand", "en"))!;
    expect(detail.html).toContain("<strong>30</strong>");
    expect(detail.html).not.toContain("<script");
    expect((await sitemapPages(db)).some((p) => p.path === "/blog/articles/published-by-hand")).toBe(true);
    expect(await resolveTarget(db, "post", "published-by-hand")).toBe(id);

    await unpublishItems(db, postKind, [id]);
    expect(await onSite("published-by-hand")).toBe(false);
    expect((await sitemapPages(db)).some((p) => p.path === "/blog/articles/published-by-hand")).toBe(false);
    expect(await resolveTarget(db, "post", "published-by-hand")).toBeNull();
    const facets = await filterPosts(
      db,
      { tags: [], kinds: [], q: "zephyrine", sort: "latest", offset: 0, limit: 5 },
      "en",
    );
    expect(facets.total).toBe(0);
    expect(facets.facets.kind.every((k) => k.count === 0)).toBe(true);
  });

  it("records the hero image's use when the post is published, and refuses an image not in the library", async () => {
    const [image] = await database.db
      .insert(media)
      .values({
        fileName: "hero.jpg",
        mime: "image/jpeg",
        width: 1200,
        height: 630,
        bytes: 1,
        sha256: "h",
        alt: { en: "A hero" },
      })
      .returning({ id: media.id });
    await expect(
      createDraft(database.db, postKind, newPost("hero-missing", { hero: image!.id + 1000 }), editor),
    ).rejects.toMatchObject({ reason: "invalid", errors: { hero: [expect.anything()] } });

    const draft = await createDraft(database.db, postKind, newPost("hero-shown", { hero: image!.id }), editor);
    const uses = () =>
      database.db
        .select()
        .from(mediaUsage)
        .where(eq(mediaUsage.itemId, draft.id))
        .then((rows) => rows.filter((r) => r.kind === "post"));
    expect(await uses()).toEqual([]);
    await publishItems(database.db, postKind, [draft.id]);
    expect((await uses()).map((use) => [use.mediaId, use.role])).toEqual([[image!.id, "hero"]]);
    expect((await contentState(database.db, postKind, draft.id)).document.hero).toBe(image!.id);

    await saveDraft(database.db, postKind, draft.id, newPost("hero-shown", { hero: null }), editor);
    await publishItems(database.db, postKind, [draft.id]);
    expect(await uses()).toEqual([]);
  });

  it("appears only once its scheduled time has come, published by the job", async () => {
    const db = database.db;
    const now = new Date("2030-01-01T08:00:00Z");
    const at = new Date("2030-01-01T09:00:00Z");
    const { id } = await createDraft(db, postKind, newPost("scheduled-post"), editor);
    await expect(schedulePost(db, id, new Date("2029-12-31T00:00:00Z"), editor, now)).rejects.toMatchObject({
      reason: "invalid",
      errors: { publish_at: [{ code: "invalid_value", message: "A time in the future" }] },
    });
    expect(await schedulePost(db, id, at, editor, now)).toEqual({
      publish_at: at.toISOString(),
      scheduled_by: "ed",
      error: null,
    });

    expect(await publishDuePosts(db, new Date("2030-01-01T08:59:59Z"))).toEqual({ published: [], refused: [] });
    expect(await onSite("scheduled-post")).toBe(false);
    expect((await contentState(db, postKind, id)).status).toBe("draft");

    // Two processes at once: one publishes it.
    const runs = await Promise.all([publishDuePosts(db, at), publishDuePosts(db, at)]);
    expect(runs.flatMap((run) => run.published)).toEqual([id]);
    expect(await onSite("scheduled-post")).toBe(true);
    expect((await contentState(db, postKind, id)).status).toBe("published");
    expect(await scheduleOf(db, id)).toBeNull();
    expect(await publishDuePosts(db, new Date("2030-01-02T00:00:00Z"))).toEqual({ published: [], refused: [] });
  });

  it("keeps a schedule the engine refused, with the reason, and does not try it again", async () => {
    const db = database.db;
    const now = new Date("2030-02-01T08:00:00Z");
    const { id } = await createDraft(db, postKind, newPost("refused-schedule"), editor);
    await schedulePost(db, id, new Date("2030-02-01T09:00:00Z"), editor, now);
    // Another post takes the slug meanwhile.
    const rival = await createDraft(db, postKind, newPost("refused-schedule"), editor);
    await publishItems(db, postKind, [rival.id]);
    const run = await publishDuePosts(db, new Date("2030-02-01T10:00:00Z"));
    expect(run.published).toEqual([]);
    expect(run.refused).toEqual([{ id, reason: "The document does not pass: slug" }]);
    expect((await scheduleOf(db, id))?.error).toBe("The document does not pass: slug");
    expect((await publishDuePosts(db, new Date("2030-02-02T00:00:00Z"))).refused).toEqual([]);
    const [row] = await db.select().from(postSchedules).where(eq(postSchedules.postId, id));
    expect(row!.claimedUntil).toBeNull();
  });

  it("gives search engines the post's own title and description in a language that has them", async () => {
    const db = database.db;
    const { id } = await createDraft(
      db,
      postKind,
      newPost("seo-texts", { seoTitle: { en: "Wagering, short", pt: "Apostas" }, seoDescription: { en: "Short." } }),
      editor,
    );
    await publishItems(db, postKind, [id]);
    expect((await postDetail(db, "seo-texts", "pt"))!.seo).toEqual({
      title: "Apostas",
      description: "O que significa.",
    });
    expect((await postDetail(db, "seo-texts", "en"))!.seo).toEqual({ title: "Wagering, short", description: "Short." });
    const french = (await postDetail(db, "seo-texts", "fr"))!;
    expect(french.seo).toEqual({ title: french.title, description: french.summary });
  });

  it("keeps an author whose posts are on the site, and hides one without", async () => {
    const db = database.db;
    const [busy] = await unpublishItems(db, authorKind, [
      (await db.select({ id: authors.id }).from(authors).where(eq(authors.slug, authorSlug)))[0]!.id,
    ]);
    expect(busy).toBeInstanceOf(ContentError);
    expect((busy as ContentError).message).toMatch(/posts on the site name this author/);
    expect(await authorPage(db, authorSlug, { locale: "en", limit: 5 })).not.toBeNull();

    const fresh = await createDraft(
      db,
      authorKind,
      { slug: "new-author", name: "Ana Lima", role: { en: "Editor" }, bio: { en: "Writes guides." } },
      editor,
    );
    // A post cannot name an author the site does not show.
    await expect(
      createDraft(db, postKind, newPost("by-new-author", { author: "new-author" }), editor),
    ).rejects.toMatchObject({ errors: { author: [{ code: "unknown_value", message: "No such author" }] } });
    await publishItems(db, authorKind, [fresh.id]);
    expect((await authorPage(db, "new-author", { locale: "pt", limit: 5 }))?.role).toBe("Editor");
    await unpublishItems(db, authorKind, [fresh.id]);
    expect(await authorPage(db, "new-author", { locale: "en", limit: 5 })).toBeNull();
    await expect(
      createDraft(db, postKind, newPost("by-hidden-author", { author: "new-author" }), editor),
    ).rejects.toMatchObject({
      errors: { author: [{ code: "unknown_value", message: "This author is not on the site" }] },
    });
  });
});

describe("information pages", () => {
  it("show a Portuguese edit on the Portuguese page once published, and stay on the site", async () => {
    const db = database.db;
    const [row] = await db.select().from(pages).where(eq(pages.slug, "privacy-policy"));
    const before = (await infoPage(db, "privacy-policy", "pt"))!;
    const document = (await pageKind.read(db, row!.id))!;
    expect(pageDocumentSchema.safeParse(document).success).toBe(true);

    const edited = { ...document, body: { ...document.body, pt: "## Nova política\n\nTexto revisto em português." } };
    await saveDraft(db, pageKind, row!.id, edited, editor);
    expect(await infoPage(db, "privacy-policy", "pt")).toBe(before);
    await publishItems(db, pageKind, [row!.id]);
    const after = (await infoPage(db, "privacy-policy", "pt"))!;
    expect(htmlOf(after)).toContain("Texto revisto em português.");
    expect(after.headings).toEqual([{ id: "nova-política", text: "Nova política", level: 2 }]);
    // Other languages keep their text.
    expect(htmlOf((await infoPage(db, "privacy-policy", "fr"))!)).not.toContain("português");

    const [refused] = await unpublishItems(db, pageKind, [row!.id]);
    expect(refused).toMatchObject({ reason: "conflict" });
    expect(await infoPage(db, "privacy-policy", "pt")).not.toBeNull();
    await expect(createDraft(db, pageKind, { ...document, slug: "privacy-policy" }, editor)).rejects.toMatchObject({
      errors: { slug: [{ code: "taken", message: "This page exists already: edit it" }] },
    });
  });
});
