import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { casinos, comments, posts, reviews, slots, users } from "#db/schema";
import { announce } from "#modules/changes";
import {
  SITEMAP_LIMITS,
  planSitemaps,
  renderSitemapChunk,
  renderSitemapIndex,
  robotsTxt,
  w3cDatetime,
  type SitemapPage,
} from "#modules/seo";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "../helpers/database";
import { parseXml, type XmlElement } from "../helpers/xml";

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

function pages(section: SitemapPage["section"], count: number): SitemapPage[] {
  return Array.from({ length: count }, (_, i) => ({ section, path: `/${section}/item-${i}`, lastmod: T0 + i * DAY }));
}

describe("planSitemaps", () => {
  const site = { origin: "https://bd.casino-guide.example", market: "BD" as const };

  it("lists each page in each language of the market, a section per file", () => {
    const plan = planSitemaps([...pages("pages", 2), ...pages("casinos", 3)], site);
    expect(plan.chunks.map((c) => [c.name, c.end - c.start])).toEqual([
      ["pages-1.xml", 4],
      ["casinos-1.xml", 6],
    ]);
    const urlset = parseXml(renderSitemapChunk(plan, plan.chunks[1]!));
    expect(urlset.name).toBe("urlset");
    expect(urlset.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(urlset.children.map((url) => url.children.find((c) => c.name === "loc")!.text)).toEqual([
      "https://bd.casino-guide.example/casinos/item-0",
      "https://bd.casino-guide.example/casinos/item-0?lang=bn",
      "https://bd.casino-guide.example/casinos/item-1",
      "https://bd.casino-guide.example/casinos/item-1?lang=bn",
      "https://bd.casino-guide.example/casinos/item-2",
      "https://bd.casino-guide.example/casinos/item-2?lang=bn",
    ]);
    expect(urlset.children[4]!.children.find((c) => c.name === "lastmod")!.text).toBe(w3cDatetime(T0 + 2 * DAY));
  });

  it("starts a new file at 50,000 URLs", () => {
    const plan = planSitemaps(pages("slots", 30_000), site);
    expect(plan.chunks.map((c) => [c.name, c.end - c.start])).toEqual([
      ["slots-1.xml", SITEMAP_LIMITS.urls],
      ["slots-2.xml", 10_000],
    ]);
    const second = parseXml(renderSitemapChunk(plan, plan.chunks[1]!));
    expect(second.children).toHaveLength(10_000);
    expect(second.children[0]!.children[0]!.text).toBe("https://bd.casino-guide.example/slots/item-25000");
    for (const chunk of plan.chunks) expect(Buffer.byteLength(renderSitemapChunk(plan, chunk))).toBe(chunk.bytes);
  });

  it("starts a new file before one would pass the size limit", () => {
    const limits = { urls: 1000, bytes: 1000 };
    const plan = planSitemaps(pages("blog", 20), site, limits);
    expect(plan.chunks.length).toBeGreaterThan(1);
    const listed: string[] = [];
    for (const chunk of plan.chunks) {
      const xml = renderSitemapChunk(plan, chunk);
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.bytes);
      listed.push(...parseXml(xml).children.map((url) => url.children[0]!.text));
    }
    expect(listed).toHaveLength(40);
    expect(new Set(listed).size).toBe(40);
  });

  it("writes the index with each file's latest change and leaves out dates it does not know", () => {
    const plan = planSitemaps([...pages("casinos", 3), { section: "pages", path: "/privacy-policy", lastmod: null }], {
      origin: "https://gb.casino-guide.example/",
      market: "GB",
    });
    const index = parseXml(renderSitemapIndex(plan));
    expect(index.name).toBe("sitemapindex");
    expect(index.children.map((s) => Object.fromEntries(s.children.map((c) => [c.name, c.text] as const)))).toEqual([
      { loc: "https://gb.casino-guide.example/sitemaps/pages-1.xml" },
      { loc: "https://gb.casino-guide.example/sitemaps/casinos-1.xml", lastmod: w3cDatetime(T0 + 2 * DAY) },
    ]);
    expect(plan.chunks[1]!.end - plan.chunks[1]!.start).toBe(3);
  });

  it("escapes what XML must not hold raw", () => {
    const plan = planSitemaps([{ section: "pages", path: "/a&b<c>", lastmod: null }], {
      origin: "https://gb.casino-guide.example",
      market: "GB",
    });
    const xml = renderSitemapChunk(plan, plan.chunks[0]!);
    expect(xml).toContain("/a&amp;b&lt;c&gt;");
    expect(parseXml(xml).children[0]!.children[0]!.text).toBe("https://gb.casino-guide.example/a&b<c>");
  });
});

describe("robotsTxt", () => {
  it("allows all but the given paths and names the site's sitemap index", () => {
    expect(robotsTxt("https://fr.casino-guide.example/", ["/lk/", "/api/"])).toBe(
      "User-agent: *\nAllow: /\nDisallow: /lk/\nDisallow: /api/\n\nSitemap: https://fr.casino-guide.example/sitemap.xml\n",
    );
  });
});

describe("robots.txt and the sitemaps, per market domain, over HTTP", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const MAIN = "https://casino-guide.example";
  const BD = "https://bd.casino-guide.example";
  const GB = "https://gb.casino-guide.example";

  function app() {
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      PUBLIC_ORIGIN: MAIN,
      MARKET_DOMAINS: ["PT", "BD", "UA", "FR", "GB", "MX", "AR", "PE"]
        .map((code) => `${code}=${code === "PT" ? "" : `${code.toLowerCase()}.`}casino-guide.example`)
        .join(","),
    });
    return createApp({
      config,
      database,
      logger: createLogger(config),
      cache: new PageCache(10, 1024 * 1024),
      web: async () => async () => new Response("page"),
    });
  }
  const get = (path: string, host: string) => app().request(path, { headers: { host } });

  async function xmlOf(path: string, host: string): Promise<XmlElement> {
    const res = await get(path, host);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    return parseXml(await res.text());
  }
  const field = (element: XmlElement, name: string) => element.children.find((c) => c.name === name)?.text;

  /** Every URL of a site's sitemap, read through its index, with the file it is in. */
  async function sitemapOf(host: string) {
    const index = await xmlOf("/sitemap.xml", host);
    const urls: { file: string; loc: string; lastmod: string | undefined }[] = [];
    for (const entry of index.children) {
      const loc = new URL(field(entry, "loc")!);
      const file = await xmlOf(loc.pathname, host);
      expect(file.name).toBe("urlset");
      expect(file.children.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      for (const url of file.children)
        urls.push({ file: loc.pathname, loc: field(url, "loc")!, lastmod: field(url, "lastmod") });
    }
    return { index, urls };
  }

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemo(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("robots.txt allows all but the personal and service paths and names the domain's own sitemap", async () => {
    for (const [host, origin] of [
      ["bd.casino-guide.example", BD],
      ["casino-guide.example", MAIN],
      ["www.gb.casino-guide.example", GB],
      ["evil.example:8080", MAIN],
    ] as const) {
      const res = await get("/robots.txt", host);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).toBe(
        [
          "User-agent: *",
          "Allow: /",
          "Disallow: /lk/",
          "Disallow: /api/",
          "Disallow: /auth/",
          "Disallow: /registration/",
          "Disallow: /login",
          "Disallow: /password-reset",
          "Disallow: /moderation",
          "Disallow: /search",
          "",
          `Sitemap: ${origin}/sitemap.xml`,
          "",
        ].join("\n"),
      );
    }
  });

  it("an absolute-form request line cannot put its host into the files", async () => {
    const res = await app().request(
      new Request("http://127.0.0.1:6666/sitemap.xml", { headers: { host: "bd.casino-guide.example:6666" } }),
    );
    const text = await res.text();
    expect(text).toContain(`${BD}/sitemaps/`);
    expect(text).not.toMatch(/127\.0\.0\.1|6666/);
  });

  it("the index lists the domain's files, each valid, with lastmod from the data", async () => {
    const index = await xmlOf("/sitemap.xml", "bd.casino-guide.example");
    expect(index.name).toBe("sitemapindex");
    expect(index.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = index.children.map((e) => field(e, "loc"));
    expect(locs).toEqual([
      `${BD}/sitemaps/pages-1.xml`,
      `${BD}/sitemaps/casinos-1.xml`,
      `${BD}/sitemaps/slots-1.xml`,
      `${BD}/sitemaps/blog-1.xml`,
    ]);
    const [latestCasino] = await database.db
      .select({ at: casinos.publishedAt })
      .from(casinos)
      .orderBy(desc(casinos.publishedAt))
      .limit(1);
    const casinosLastmod = Date.parse(field(index.children[1]!, "lastmod")!);
    expect(casinosLastmod).toBeGreaterThanOrEqual(Math.floor(latestCasino!.at.getTime() / 1000) * 1000);
    for (const entry of index.children) expect(field(entry, "lastmod")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("lists every public page once per language of the market, and nothing else", async () => {
    const { urls } = await sitemapOf("bd.casino-guide.example");
    const countOf = async (table: typeof casinos | typeof slots | typeof posts) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    const [casinoCount, slotCount, postCount] = [await countOf(casinos), await countOf(slots), await countOf(posts)];
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const url = new URL(loc);
      expect(url.origin).toBe(BD);
      expect(url.pathname).not.toMatch(/^\/(lk|api|auth|registration|login|password-reset|moderation|language)(\/|$)/);
      expect(url.pathname === "/" || !url.pathname.endsWith("/")).toBe(true);
      expect(["", "?lang=bn"]).toContain(url.search);
    }
    const count = (prefix: RegExp) => locs.filter((loc) => prefix.test(new URL(loc).pathname)).length;
    expect(count(/^\/casinos\/(?!filters$|types\/|games\/|providers\/|privat\/)[^/]+$/)).toBe(2 * casinoCount);
    expect(count(/^\/slots\/[^/]+$/)).toBe(2 * slotCount);
    expect(count(/^\/blog\/articles\/[^/]+$/)).toBe(2 * postCount);
    expect(urls.filter((u) => u.file === "/sitemaps/casinos-1.xml")).toHaveLength(2 * casinoCount);
    for (const path of [
      "",
      "/casinos",
      "/casinos/filters",
      "/new-casinos",
      "/bonuses",
      "/slots",
      "/blog",
      "/about-us",
    ]) {
      expect(locs, path).toContain(`${BD}${path}`);
      expect(locs, path).toContain(`${BD}${path || "/"}?lang=bn`);
    }
  });

  it("dates a casino by its publication, its latest published review or comment (worked out the slow way)", async () => {
    const { urls } = await sitemapOf("bd.casino-guide.example");
    const rows = await database.db
      .select({ id: casinos.id, slug: casinos.slug, at: casinos.publishedAt })
      .from(casinos);
    for (const casino of rows.slice(0, 20)) {
      const [review] = await database.db
        .select({ at: reviews.updatedAt })
        .from(reviews)
        .where(and(eq(reviews.casinoId, casino.id), eq(reviews.status, "published")))
        .orderBy(desc(reviews.updatedAt))
        .limit(1);
      const [comment] = await database.db
        .select({ at: comments.createdAt })
        .from(comments)
        .where(
          and(eq(comments.targetType, "casino"), eq(comments.targetId, casino.id), eq(comments.status, "published")),
        )
        .orderBy(desc(comments.createdAt))
        .limit(1);
      const latest = Math.max(casino.at.getTime(), review?.at.getTime() ?? 0, comment?.at.getTime() ?? 0);
      const listed = urls.filter((u) => new URL(u.loc).pathname === `/casinos/${casino.slug}`);
      expect(listed).toHaveLength(2);
      for (const url of listed) expect(url.lastmod).toBe(w3cDatetime(latest));
    }
  });

  it("a one-language market lists its pages once, without lang", async () => {
    const bd = await sitemapOf("bd.casino-guide.example");
    const gb = await sitemapOf("gb.casino-guide.example");
    expect(gb.urls.length * 2).toBe(bd.urls.length);
    for (const url of gb.urls) {
      expect(url.loc.startsWith(`${GB}`)).toBe(true);
      expect(url.loc).not.toContain("?");
    }
  });

  it("answers 404 for a file it does not have", async () => {
    for (const path of [
      "/sitemaps/casinos-2.xml",
      "/sitemaps/nope.xml",
      "/sitemaps/..%2Fetc.xml",
      "/sitemaps/slots-0.xml",
    ]) {
      expect((await get(path, "bd.casino-guide.example")).status, path).toBe(404);
    }
  });

  it("is kept in memory, and a content change (not a rating) makes it read the data again", async () => {
    const host = "fr.casino-guide.example";
    const file = "/sitemaps/casinos-1.xml";
    const lastmodOf = async (slug: string) =>
      (await sitemapOf(host)).urls.find((u) => u.file === file && u.loc.endsWith(`/casinos/${slug}`))!.lastmod;
    const [casino] = await database.db.select({ id: casinos.id, slug: casinos.slug }).from(casinos).limit(1);
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    const before = await lastmodOf(casino!.slug);
    const at = new Date(Date.UTC(2099, 0, 1, 10, 30, 0));
    await database.db
      .insert(comments)
      .values({ userId: user!.id, targetType: "casino", targetId: casino!.id, text: "Paid out fast.", createdAt: at });
    expect(await lastmodOf(casino!.slug)).toBe(before);
    announce(database.db, { kind: "rating", ids: [casino!.id], slug: casino!.slug, usersScore: null });
    expect(await lastmodOf(casino!.slug)).toBe(before);
    announce(database.db, { kind: "comment", ids: [1], on: { kind: "casino", ids: [casino!.id] } });
    expect(await lastmodOf(casino!.slug)).toBe(w3cDatetime(at.getTime()));
  });
});
