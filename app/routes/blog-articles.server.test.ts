import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authors, posts, postTags, tags } from "#db/schema";
import { articlesPage } from "./blog-articles.server";
import { freshDatabase } from "#tests/helpers/database";

/** The blog filter of /blog/articles (tags, categories, title search, order, load more) on a small blog. */
describe("blog filter", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const page = (query: string, locale: "en" | "pt" = "en") =>
    articlesPage(
      { db: database.db, locale, cacheTags: new Set<string>() } as AppLoadContext,
      new URL(`http://localhost/blog/articles${query}`),
    );

  beforeAll(async () => {
    database = await freshDatabase();
    const { db } = database;
    const [author] = await db
      .insert(authors)
      .values({ slug: "ana", name: "Ana", role: { en: "Editor" }, bio: { en: "Bio" } })
      .returning();
    const [bonusTag, slotTag] = await db
      .insert(tags)
      .values([
        { slug: "bonuses", name: { en: "Bonuses", pt: "Bónus" } },
        { slug: "slots", name: { en: "Slots" } },
      ])
      .returning();
    // 30 posts: every third a review, the others alternately news and guides; day i, i views.
    const rows = await db
      .insert(posts)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          slug: `post-${i}`,
          kind: i % 3 === 0 ? ("review" as const) : i % 2 === 0 ? ("news" as const) : ("article" as const),
          title: { en: i === 7 ? "100% bonus_guide" : `Post number ${i}`, pt: `Artigo ${i}` },
          summary: { en: "Summary" },
          body: { en: "Body" },
          authorId: author!.id,
          views: i,
          publishedAt: new Date(Date.UTC(2026, 0, i + 1)),
        })),
      )
      .returning({ id: posts.id, slug: posts.slug });
    await db
      .insert(postTags)
      .values([
        ...rows.slice(0, 10).map((p) => ({ postId: p.id, tagId: bonusTag!.id })),
        ...rows.slice(5, 15).map((p) => ({ postId: p.id, tagId: slotTag!.id })),
      ]);
  });
  afterAll(() => database.drop());

  it("pages through every article, newest first, until there is no next page", async () => {
    const slugs: string[] = [];
    let cursor: string | null = "0";
    while (cursor !== null) {
      const result = await page(`?cursor=${cursor}`);
      expect(result.total).toBe(30);
      slugs.push(...result.items.map((p) => p.slug));
      cursor = result.next_cursor;
    }
    expect(slugs).toEqual(Array.from({ length: 30 }, (_, i) => `post-${29 - i}`));
  });

  it("narrows by tags (any of them) and categories, and counts each facet against the rest of the filter", async () => {
    const result = await page("?tag=bonuses&tag=slots&kind=review");
    expect(result.items.map((p) => p.slug)).toEqual(["post-12", "post-9", "post-6", "post-3", "post-0"]);
    expect(result.total).toBe(5);
    expect(result.selection.facets).toEqual({ tag: ["bonuses", "slots"], kind: ["review"] });
    expect(result.facets.tag).toEqual([
      { value: "bonuses", label: "Bonuses", count: 4 },
      { value: "slots", label: "Slots", count: 3 },
    ]);
    expect(result.facets.kind).toEqual([
      { value: "news", label: "News", count: 5 },
      { value: "article", label: "Guides", count: 5 },
      { value: "review", label: "Casino reviews", count: 5 },
    ]);
    expect(result.tag).toBeNull();
    const one = await page("?tag=bonuses", "pt");
    expect(one.tag).toEqual({ slug: "bonuses", name: "Bónus" });
  });

  it("searches titles in the page's language, taking % and _ literally, and sorts by reads", async () => {
    expect((await page("?q=100%25%20bonus_")).items.map((p) => p.slug)).toEqual(["post-7"]);
    expect((await page("?q=100%25xbonus")).items).toEqual([]);
    expect((await page("?q=artigo 2", "pt")).items.map((p) => p.slug)).toEqual([
      "post-29",
      "post-28",
      "post-27",
      "post-26",
      "post-25",
      "post-24",
      "post-23",
      "post-22",
      "post-21",
      "post-20",
      "post-2",
    ]);
    const popular = await page("?sort=popular&kind=news");
    expect(popular.items.map((p) => p.slug).slice(0, 3)).toEqual(["post-28", "post-26", "post-22"]);
  });

  it("leaves out what is not a filter value: hostile or malformed parameters still open the first page", async () => {
    const result = await page(
      "?tag=%27%3Bdrop&tag=nope&kind=casino&kind=news&sort=%00&cursor=-5&cursor=x&q=" +
        "a".repeat(500) +
        "&constructor=1",
    );
    expect(result.selection).toMatchObject({ facets: { tag: ["nope"], kind: ["news"] }, sort: "latest", paged: false });
    expect(result.selection.q).toHaveLength(100);
    expect(result.items).toEqual([]);
    const nan = await page("?cursor=NaN&cursor=1e99");
    expect(nan.items).toHaveLength(12);
    const far = await page("?cursor=99999999");
    expect(far.items).toEqual([]);
    expect(far.next_cursor).toBeNull();
  });
});
