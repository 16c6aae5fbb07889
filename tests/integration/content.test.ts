import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { bonuses, casinos, comments, pages, posts, reviews } from "#db/schema";
import { pageTag } from "#contracts/cache-tags";
import { COMPLAINT_STATS_MARKER, INFO_PAGE_SLUGS } from "#contracts/info-pages";
import { LOCALES } from "#contracts/locales";
import { infoPage, savePage, withMarketFirst, type InfoPage } from "#modules/pages";
import { authorPage, postDetail, relatedPosts } from "#modules/posts";
import {
  documentText,
  SEARCH_CONFIG,
  SEARCH_KINDS,
  searchIndexName,
  type SearchGroup,
  type SearchKind,
} from "#modules/search";
import { recentStats, todayStats } from "#modules/stats";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { subscribeToChanges } from "#server/subscriptions";
import type { WebHandler } from "#server/web";
import { signedInClient } from "../helpers/accounts";
import { freshDatabase } from "../helpers/database";
import { htmlOf } from "../helpers/pages";

/**
 * Issue 14's content parts on the demo data: information pages as rendered content (every language, the
 * visitor's market first, dropped on change), site search over HTTP (every language, prefixes, groups,
 * pages, hostile input), live daily statistics in a market's time zone, and the cabinet's lists.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page");
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;

interface SearchBody {
  q: string;
  groups: SearchGroup[];
  code?: string;
  errors?: Record<string, { code: string }[]>;
}

async function search(params: Record<string, string>) {
  const res = await app.request(`${config.API_BASE}/search/?${new URLSearchParams(params)}`);
  return { status: res.status, body: (await res.json()) as SearchBody };
}

const slugsOf = (group: SearchGroup | undefined) => group?.items.map((i) => i.slug) ?? [];
const groupOf = (body: SearchBody, kind: SearchKind) => body.groups.find((g) => g.kind === kind);

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { anchor: new Date("2026-11-20T12:00:00Z") });
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(0),
    web: async () => fakePages,
  });
}, 180_000);
afterAll(async () => {
  await database?.drop();
});

describe("information pages", () => {
  it("are stored in every language, rendered with headings and nothing unsafe", async () => {
    for (const slug of INFO_PAGE_SLUGS) {
      const english = await infoPage(database.db, slug, "en");
      for (const locale of LOCALES) {
        const page = (await infoPage(database.db, slug, locale))!;
        expect(page.title, `${slug} ${locale}`).toBeTruthy();
        expect(page.headings.filter((h) => h.level === 2).length, `${slug} ${locale}`).toBeGreaterThanOrEqual(4);
        expect(htmlOf(page)).not.toMatch(/<script|<iframe|\son\w+=/i);
        if (locale !== "en") expect(htmlOf(page), `${slug} ${locale} is translated`).not.toBe(htmlOf(english!));
        expect(new Set(page.headings.map((h) => h.id)).size).toBe(page.headings.length);
      }
    }
  });

  it("says 18+, and 21+ in Ukrainian; about us has the live figures and a contact heading in every language", async () => {
    for (const locale of LOCALES) {
      const about = (await infoPage(database.db, "about-us", locale))!;
      expect(htmlOf(about)).toContain(COMPLAINT_STATS_MARKER);
      expect(about.headings.some((h) => h.id === "contact")).toBe(true);
      expect(htmlOf(about)).toContain("{{contact-email}}");
      const responsible = (await infoPage(database.db, "responsible-gaming", locale))!;
      const age = { ua: "21+", bn: "১৮+" }[locale as string] ?? "18+";
      expect(htmlOf(responsible), locale).toContain(age);
      expect(htmlOf(responsible), locale).not.toMatch(locale === "ua" ? /18\+/ : /21\+/);
    }
  });

  it("shows the help lines and the questions as accordions, the visitor's market first", async () => {
    const accordions = (p: InfoPage) => p.blocks.flatMap((b) => (b.kind === "accordion" ? [b.items] : []));
    for (const locale of LOCALES) {
      const page = (await infoPage(database.db, "responsible-gaming", locale))!;
      const [help, faq] = accordions(page);
      expect(accordions(page), locale).toHaveLength(2);
      expect(help!.map((item) => item.id)).toEqual([
        "help-pt",
        "help-gb",
        "help-fr",
        "help-ua",
        "help-bd",
        "help-mx",
        "help-ar",
        "help-pe",
      ]);
      expect(faq!.length, locale).toBe(3);
      // Each item is its heading (in the outline, as level 3) and the text up to the next one.
      for (const item of [...help!, ...faq!]) {
        expect(page.headings, locale).toContainEqual({ id: item.id, text: item.title, level: 3 });
        expect(item.html, `${locale} ${item.id}`).toMatch(/^<p>/);
        expect(item.html).not.toContain("<h3");
      }
      expect(page.headings.filter((h) => h.level === 2).map((h) => h.id)).toEqual(
        expect.arrayContaining(["help-lines", "faq"]),
      );
    }
    const page = (await infoPage(database.db, "responsible-gaming", "en"))!;
    const helpIds = (p: InfoPage) => accordions(p)[0]!.map((item) => item.id);
    const outline = (p: InfoPage) =>
      p.headings.filter((h) => h.level === 3 && h.id.startsWith("help-")).map((h) => h.id);
    for (const country of ["UA", "PE", "PT"]) {
      const ordered = withMarketFirst(page, country);
      const own = `help-${country.toLowerCase()}`;
      expect(helpIds(ordered)[0]).toBe(own);
      expect(outline(ordered)[0]).toBe(own);
      expect([...helpIds(ordered)].sort()).toEqual([...helpIds(page)].sort());
      expect(htmlOf(ordered).length).toBe(htmlOf(page).length);
      expect(accordions(ordered)[1]).toEqual(accordions(page)[1]);
    }
    // A country without a help line of its own, and a page without help lines, stay as they are.
    expect(withMarketFirst(page, "DE")).toBe(page);
    const terms = (await infoPage(database.db, "terms-and-conditions", "en"))!;
    expect(withMarketFirst(terms, "UA")).toBe(terms);
    expect(accordions(terms)).toEqual([]);
  });

  it("is rendered once per language and dropped, with its cached pages, when it changes", async () => {
    const cache = new PageCache(100);
    subscribeToChanges(database.db, cache);
    const first = (await infoPage(database.db, "terms-and-conditions", "fr"))!;
    expect(await infoPage(database.db, "terms-and-conditions", "fr")).toBe(first);
    await cache.set("terms-page", 200, new Headers(), "<html>", [pageTag(first.id)]);
    await cache.set("home-page", 200, new Headers(), "<html>", ["lists"]);
    const [row] = await database.db.select().from(pages).where(eq(pages.slug, "terms-and-conditions"));
    await savePage(database.db, {
      slug: row!.slug,
      title: row!.title,
      description: row!.description,
      body: { ...row!.body, fr: "## Nouvelles conditions\n\nTexte revu." },
    });
    const changed = (await infoPage(database.db, "terms-and-conditions", "fr"))!;
    expect(changed).not.toBe(first);
    expect(changed.headings).toEqual([{ id: "nouvelles-conditions", text: "Nouvelles conditions", level: 2 }]);
    expect(cache.page("terms-page")).toBeNull();
    expect(cache.page("home-page")).not.toBeNull();
    await savePage(database.db, { slug: row!.slug, title: row!.title, description: row!.description, body: row!.body });
  });
});

describe("articles", () => {
  it("render Markdown bodies with sections, a reading time, an author page and related articles", async () => {
    const articles = await database.db.select({ slug: posts.slug }).from(posts).where(eq(posts.kind, "article"));
    expect(articles).toHaveLength(8);
    for (const { slug } of articles) {
      const long = (await postDetail(database.db, slug, "en"))!;
      const count = long.html.replace(/<[^>]+>/g, " ").match(/[\p{L}\p{N}]+/gu)!.length;
      expect(count, slug).toBeGreaterThanOrEqual(600);
      expect(long.headings.length, slug).toBeGreaterThanOrEqual(5);
    }
    const guide = (await postDetail(database.db, "how-to-read-wagering-requirements", "en"))!;
    expect(guide.headings.filter((h) => h.level === 2).length).toBeGreaterThanOrEqual(6);
    expect(guide.html).toContain('<h2 id="game-weighting">Game weighting</h2>');
    const words = guide.html.replace(/<[^>]+>/g, " ").match(/[\p{L}\p{N}]+/gu)!.length;
    expect(words).toBeGreaterThanOrEqual(600);
    expect(guide.readingMinutes).toBe(Math.round(words / 200));
    const french = (await postDetail(database.db, "how-to-read-wagering-requirements", "fr"))!;
    expect(french.headings[0]!.text).toBe("Qu'est-ce qu'une condition de mise");

    const author = (await authorPage(database.db, guide.author.slug, { locale: "pt", limit: 50 }))!;
    expect(author.name).toBe(guide.author.name);
    expect(author.bio).toBeTruthy();
    expect(author.posts.map((p) => p.slug)).toContain(guide.slug);
    expect(author.posts.every((p) => p.author === guide.author.name)).toBe(true);
    expect(await authorPage(database.db, "nobody-here", { locale: "en", limit: 5 })).toBeNull();

    const [row] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, guide.slug));
    const related = await relatedPosts(database.db, row!.id, { locale: "en", limit: 3 });
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain(guide.slug);
    const tagsOf = async (slug: string) =>
      new Set((await postDetail(database.db, slug, "en"))!.tags.map((t) => t.slug));
    const own = await tagsOf(guide.slug);
    for (const post of related) expect([...(await tagsOf(post.slug))].some((t) => own.has(t))).toBe(true);
  });
});

describe("site search", () => {
  it("has a GIN index per kind and language that the search uses", async () => {
    const { rows } = (await database.db.execute(
      sql`select indexname from pg_indexes where indexname like '%\\_search\\_%\\_idx'`,
    )) as unknown as { rows: { indexname: string }[] };
    const expected = SEARCH_KINDS.flatMap((kind) => LOCALES.map((locale) => searchIndexName(kind, locale)));
    expect(rows.map((r) => r.indexname).sort()).toEqual([...expected].sort());
  });

  it("finds each language's own article titles by a word prefix, in that language", async () => {
    const rows = await database.db.select({ slug: posts.slug, title: posts.title }).from(posts).limit(30);
    for (const locale of LOCALES) {
      const post = rows.find((r) => (r.title[locale] ?? "").split(/[^\p{L}]+/u).some((w) => w.length >= 7))!;
      const title = post.title[locale]!;
      const word = title.split(/[^\p{L}]+/u).find((w) => w.length >= 7)!;
      const prefix = word.slice(0, 5);
      const { status, body } = await search({ q: prefix, lang: locale, kind: "post", limit: "50" });
      expect(status, `${locale} ${prefix}`).toBe(200);
      expect(body.groups.map((g) => g.kind)).toEqual(["post"]);
      const hits = groupOf(body, "post")!;
      expect(hits.items.length, `${locale}: ${prefix} (${SEARCH_CONFIG[locale]})`).toBeGreaterThan(0);
      const all = await everyPage({ q: prefix, lang: locale, kind: "post" });
      expect(
        all.map((i) => i.slug),
        `${locale}: ${prefix} finds ${post.slug}`,
      ).toContain(post.slug);
      const shown = all.find((i) => i.slug === post.slug)!;
      expect(shown.title).toBe(title);
      expect(shown.href).toBe(`/blog/articles/${post.slug}`);
    }
  });

  it("groups casinos, bonuses, slots and articles, best match first", async () => {
    const [casino] = await database.db.select({ slug: casinos.slug, name: casinos.name }).from(casinos).limit(1);
    const { status, body } = await search({ q: casino!.name, lang: "pt" });
    expect(status).toBe(200);
    expect(body.groups.map((g) => g.kind)).toEqual([...SEARCH_KINDS]);
    expect(slugsOf(groupOf(body, "casino"))[0]).toBe(casino!.slug);
    expect(groupOf(body, "casino")!.items[0]!.href).toBe(`/casinos/${casino!.slug}`);
    for (const group of body.groups) expect(group.items.length).toBeLessThanOrEqual(5);
    const bonusHits = groupOf(body, "bonus")!.items;
    for (const hit of bonusHits) expect(hit.href).toMatch(/^\/casinos\/[a-z0-9-]+$/);
  });

  it("pages one kind to the end without repeats, and as many as match", async () => {
    const q = "slot";
    const all = await everyPage({ q, lang: "en", kind: "slot", limit: "7" });
    expect(new Set(all.map((i) => i.slug)).size).toBe(all.length);
    const { rows } = (await database.db.execute(
      sql.raw(
        `select count(*)::int as n from slots where (${documentText("slot", "en")}) @@ to_tsquery('english', 'slot:*')`,
      ),
    )) as unknown as { rows: { n: number }[] };
    expect(all.length).toBe(rows[0]!.n);
    expect(all.length).toBeGreaterThan(7);
  });

  it("answers hostile input with a 200 of nothing or a 400, never more", async () => {
    for (const q of ["'&|!:*()<->\\", "'; drop table casinos; --", "   ", "<script>", "🎰🎰", "a:* & !b"]) {
      const { status, body } = await search({ q, lang: "en" });
      expect(status, JSON.stringify(q)).toBe(200);
      expect(body.groups).toHaveLength(4);
    }
    const nothing = await search({ q: "'&|!:*()<->", lang: "en" });
    expect(nothing.body.groups.every((g) => g.items.length === 0)).toBe(true);
    expect((await search({ q: "x".repeat(101) })).status).toBe(400);
    // A NUL is refused at the edge, before any search (docs/decisions/0012).
    expect((await search({ q: "casino\u0000" })).status).toBe(400);
    expect((await search({ q: "casino", lang: "xx" })).status).toBe(400);
    expect((await search({ q: "casino", kind: "user" })).status).toBe(400);
    expect((await search({ q: "casino", limit: "0" })).status).toBe(400);
    const noKind = await search({ q: "casino", cursor: "abc" });
    expect(noKind.status).toBe(400);
    expect(noKind.body.errors?.cursor?.[0]?.code).toBe("invalid_cursor");
    expect((await search({ q: "casino", kind: "slot", cursor: "not-a-cursor" })).status).toBe(400);
    const first = await search({ q: "slot", lang: "en", kind: "slot", limit: "2" });
    const cursor = first.body.groups[0]!.next_cursor!;
    expect((await search({ q: "slot", lang: "en", kind: "casino", cursor })).status).toBe(400);
    expect((await search({ q: "casinos", lang: "en" })).status).toBe(200);
    expect(
      await database.db
        .select({ n: sql`1` })
        .from(casinos)
        .limit(1),
    ).toHaveLength(1);
  });
});

async function everyPage(params: Record<string, string>) {
  const items: SearchGroup["items"] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const { status, body } = await search({ ...params, ...(cursor ? { cursor } : {}) });
    expect(status).toBe(200);
    items.push(...body.groups[0]!.items);
    cursor = body.groups[0]!.next_cursor;
    if (!cursor) break;
  }
  return items;
}

describe("live daily statistics", () => {
  async function addBonus(createdAt: Date, slug: string) {
    const [casino] = await database.db.select({ id: casinos.id }).from(casinos).limit(1);
    await database.db.insert(bonuses).values({
      slug,
      casinoId: casino!.id,
      type: "welcome",
      title: { en: "Test bonus" },
      createdAt,
    });
  }

  it("counts a bonus added today at once", async () => {
    const before = await todayStats(database.db, "Europe/Lisbon");
    await addBonus(new Date(), "live-stats-today");
    const after = await todayStats(database.db, "Europe/Lisbon");
    expect(after.bonus).toBe(before.bonus + 1);
    expect(after.new).toBe(before.new + 1);
    expect(after.casino).toBe(before.casino);
  });

  it("counts the day in the market's time zone", async () => {
    const now = new Date("2020-01-02T06:00:00Z");
    const none = { post: 0, review: 0, casino: 0, bonus: 0, slot: 0, new: 0 };
    expect(await todayStats(database.db, "Asia/Dhaka", now)).toEqual(none);
    // 23:30 UTC on 1 January: already 2 January in Dhaka (UTC+6), still 1 January in Lisbon and Mexico City.
    await addBonus(new Date("2020-01-01T23:30:00Z"), "live-stats-late");
    // Later than `now`: not yet added.
    await addBonus(new Date("2020-01-02T07:00:00Z"), "live-stats-future");
    expect(await todayStats(database.db, "Asia/Dhaka", now)).toEqual({ ...none, bonus: 1, new: 1 });
    expect(await todayStats(database.db, "Europe/Lisbon", now)).toEqual(none);
    expect(await todayStats(database.db, "America/Mexico_City", now)).toEqual(none);
    expect((await todayStats(database.db, "America/Mexico_City", new Date("2020-01-01T23:45:00Z"))).bonus).toBe(1);
  });

  it("counts the market's last seven days, today's beginning at its midnight", async () => {
    const now = new Date("2019-03-10T12:00:00Z");
    await addBonus(new Date("2019-03-03T23:59:00Z"), "week-eve"); // 3 March in Lisbon, 4 March in Dhaka (UTC+6)
    await addBonus(new Date("2019-03-04T00:01:00Z"), "week-first-day");
    await addBonus(new Date("2019-03-10T11:00:00Z"), "week-today");
    await addBonus(new Date("2019-03-10T13:00:00Z"), "week-later"); // after `now`
    expect((await recentStats(database.db, "Europe/Lisbon", 7, now)).bonus).toBe(2);
    expect((await recentStats(database.db, "Europe/Lisbon", 1, now)).bonus).toBe(1);
    expect((await recentStats(database.db, "Asia/Dhaka", 7, now)).bonus).toBe(3);
  });

  it("counts seven of the market's days across a clock change", async () => {
    // Lisbon moved to UTC+1 on 31 March 2019: its 27 March began at 00:00 UTC, not 23:00.
    const now = new Date("2019-04-02T12:00:00Z");
    await addBonus(new Date("2019-03-26T23:30:00Z"), "dst-eve");
    await addBonus(new Date("2019-03-27T00:30:00Z"), "dst-first-day");
    expect((await recentStats(database.db, "Europe/Lisbon", 7, now)).bonus).toBe(1);
  });
});

describe("the cabinet's reviews and comments", () => {
  it("lists the player's own reviews and comments with what they are about, in the page's language", async () => {
    const { client, user } = await signedInClient(app, database.db);
    const [casino] = await database.db
      .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
      .from(casinos)
      .limit(1);
    const [post] = await database.db
      .select({ id: posts.id, slug: posts.slug, title: posts.title })
      .from(posts)
      .limit(1);
    await database.db.insert(reviews).values({
      userId: user.id,
      casinoId: casino!.id,
      text: "Paid out in two days.",
      declarationAcceptedAt: new Date(),
    });
    await database.db.insert(comments).values([
      { userId: user.id, targetType: "post", targetId: post!.id, text: "Useful guide." },
      { userId: user.id, targetType: "casino", targetId: casino!.id, text: "Removed.", status: "deleted" },
    ]);
    const res = await client.request("GET", "/api/me/contributions/?lang=pt");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reviews: unknown[]; comments: unknown[] };
    expect(body.reviews).toEqual([
      expect.objectContaining({
        text: "Paid out in two days.",
        status: "published",
        target: { type: "casino", slug: casino!.slug, name: casino!.name },
      }),
    ]);
    expect(body.comments).toEqual([
      expect.objectContaining({
        text: "Useful guide.",
        target: { type: "post", slug: post!.slug, name: post!.title.pt },
      }),
    ]);
    // Nobody else's, and not without signing in.
    const other = await signedInClient(app, database.db);
    const theirs = (await (await other.client.request("GET", "/api/me/contributions/")).json()) as typeof body;
    expect(theirs).toEqual({ reviews: [], comments: [] });
    expect((await app.request(`${config.API_BASE}/me/contributions/`)).status).toBe(401);
    await database.db.delete(reviews).where(eq(reviews.userId, user.id));
  });
});
