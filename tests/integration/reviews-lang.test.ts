import { sql, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { comments, reviews } from "#db/schema";
import { seedDemo } from "#seed/index";
import type { ErrorBody } from "#contracts/errors";
import { LOCALES, type Locale } from "#contracts/locales";
import { languageGroup } from "#contracts/review-languages";
import { deriveKeys } from "#modules/accounts";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import { TestClient } from "../helpers/client";
import { signedInClient } from "../helpers/accounts";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 15, rule 7 over HTTP: reviews and comments keep the language they were written from, lists put the
 * visitor's language group first (Spanish variants together) and page across both groups without duplicates
 * or gaps, `languages=all` mixes all languages by date, and the answers carry the counts per language.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const keys = deriveKeys("reviews-lang-secret-".repeat(3));
let limits: RateLimits;
const app = () =>
  createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    keys,
    limits,
    web: async () => async () => new Response("page"),
  });

interface Review {
  id: number;
  lang: Locale;
  createdAt: string;
  helpful: number;
}
interface ReviewPage {
  items: Review[];
  next_cursor: string | null;
  visitor_language: Locale;
  languages: "visitor" | "all";
  language_counts: Partial<Record<Locale, number>>;
}
interface Row {
  id: number;
  lang: Locale;
  created_at: string;
  helpful_count: number;
}

let casinoId = 0;
let casinoSlug = "";

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The casino's published reviews as the database holds them, newest first. */
async function publishedReviews(): Promise<Row[]> {
  return rows<Row>(
    sql`select id, lang, created_at::text, helpful_count from reviews
        where casino_id = ${casinoId} and status = 'published' order by created_at desc, id desc`,
  );
}

async function allPages(client: TestClient, query: string, limit: number): Promise<ReviewPage["items"]> {
  const seen: Review[] = [];
  let cursor: string | null = "";
  for (let guard = 0; cursor !== null && guard < 500; guard++) {
    const page: { status: number; body: ReviewPage } = await client.json<ReviewPage>(
      "GET",
      `/api/casinos/${casinoSlug}/reviews/?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.body.items);
    cursor = page.body.next_cursor;
  }
  return seen;
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  // The casino with the most reviews; more reviews in every language, some at one moment (ties on the key).
  const [top] = await rows<{ id: number; slug: string }>(
    sql`select c.id, c.slug from casinos c join reviews r on r.casino_id = c.id group by c.id order by count(*) desc, c.id limit 1`,
  );
  [casinoId, casinoSlug] = [top!.id, top!.slug];
  await database.db.execute(sql`
    insert into reviews (user_id, casino_id, text, lang, declaration_accepted_at, created_at, helpful_count)
    select u.id, ${casinoId}, 'Extra review by player ' || u.id,
           (array['en','bn','pt','ua','fr','es','pe','ar','mx'])[1 + u.id % 9],
           now(), case when u.id % 3 = 0 then timestamptz '2025-01-01T12:00:00Z' else now() - (u.id || ' hours')::interval end,
           u.id % 4
    from users u
    where not exists (select 1 from reviews r where r.user_id = u.id and r.casino_id = ${casinoId})
    order by u.id limit 30`);
});
beforeEach(() => {
  limits = new RateLimits(null);
});
afterAll(async () => {
  await database.drop();
});

describe("reviews in the visitor's language first", () => {
  it.each<Locale>(["pt", "mx", "en", "ua"])(
    "pages the %s group first, then the others, across the groups without duplicates or gaps at every page size",
    async (visitor) => {
      const all = await publishedReviews();
      const own = all.filter((r) => languageGroup(r.lang) === languageGroup(visitor));
      const others = all.filter((r) => languageGroup(r.lang) !== languageGroup(visitor));
      expect(own.length).toBeGreaterThan(1);
      expect(others.length).toBeGreaterThan(1);
      const client = new TestClient(app());
      // Page sizes around the group boundary, including one that ends the first group on a page's last item.
      for (const limit of [1, 2, 3, own.length, own.length + 1, 7, 50]) {
        const seen = await allPages(client, `lang=${visitor}`, limit);
        expect(
          seen.map((r) => r.id),
          `limit ${limit}`,
        ).toEqual([...own, ...others].map((r) => r.id));
      }
    },
  );

  it("counts es, pe, ar and mx as one group: a Peruvian visitor sees Mexican and Argentine reviews first", async () => {
    const client = new TestClient(app());
    const seen = await allPages(client, "lang=pe", 4);
    const firstOther = seen.findIndex((r) => languageGroup(r.lang) !== "es");
    expect(seen.slice(0, firstOther).map((r) => r.lang)).toEqual(
      expect.arrayContaining(["es", "pe", "ar", "mx"].filter((l) => seen.some((r) => r.lang === l))),
    );
    expect(seen.slice(firstOther).every((r) => languageGroup(r.lang) !== "es")).toBe(true);
  });

  it("orders 'most helpful first' within each group", async () => {
    const client = new TestClient(app());
    const seen = await allPages(client, "lang=fr&sort=helpful", 3);
    const split = seen.findIndex((r) => r.lang !== "fr");
    const descending = (list: Review[]) => list.every((r, i) => i === 0 || list[i - 1]!.helpful >= r.helpful);
    expect(seen.slice(0, split).every((r) => r.lang === "fr")).toBe(true);
    expect(descending(seen.slice(0, split))).toBe(true);
    expect(descending(seen.slice(split))).toBe(true);
    expect(new Set(seen.map((r) => r.id)).size).toBe((await publishedReviews()).length);
  });

  it("takes the visitor's language from the request when the call does not name it", async () => {
    const client = new TestClient(app());
    client.cookies.set("lang", "ua");
    const page = await client.json<ReviewPage>("GET", `/api/casinos/${casinoSlug}/reviews/?limit=50`);
    expect(page.body.visitor_language).toBe("ua");
    expect(page.body.languages).toBe("visitor");
    const all = await publishedReviews();
    const own = all.filter((r) => r.lang === "ua");
    expect(page.body.items.slice(0, own.length).map((r) => r.id)).toEqual(own.map((r) => r.id));
  });

  it("refuses a cursor given out for another visitor language, another order or all languages (400)", async () => {
    const client = new TestClient(app());
    const first = await client.json<ReviewPage>("GET", `/api/casinos/${casinoSlug}/reviews/?limit=2&lang=pt`);
    const cursor = first.body.next_cursor!;
    for (const query of [
      `lang=fr&cursor=${cursor}`,
      `lang=pt&sort=helpful&cursor=${cursor}`,
      `languages=all&cursor=${cursor}`,
    ]) {
      const res = await client.json<ErrorBody>("GET", `/api/casinos/${casinoSlug}/reviews/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors!.cursor![0]!.code).toBe("invalid_cursor");
    }
    for (const query of ["lang=xx", "languages=some", "lang=pt-BR"]) {
      const res = await client.json<ErrorBody>("GET", `/api/casinos/${casinoSlug}/reviews/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("invalid_query");
    }
  });
});

describe("show all languages", () => {
  it("lists every language together by date, paged without duplicates or gaps, with the counts per language", async () => {
    const all = await publishedReviews();
    const client = new TestClient(app());
    for (const limit of [1, 4, 50]) {
      const seen = await allPages(client, "languages=all&lang=pt", limit);
      expect(seen.map((r) => r.id)).toEqual(all.map((r) => r.id));
    }
    const page = await client.json<ReviewPage>("GET", `/api/casinos/${casinoSlug}/reviews/?languages=all&lang=pt`);
    expect(page.body.languages).toBe("all");
    expect(page.body.visitor_language).toBe("pt");
    const expected: Partial<Record<Locale, number>> = {};
    for (const r of all) expected[r.lang] = (expected[r.lang] ?? 0) + 1;
    expect(page.body.language_counts).toEqual(expected);
    expect(Object.keys(page.body.language_counts).length).toBeGreaterThanOrEqual(6);
  });

  it("counts comments and their replies per language on the comments list", async () => {
    const [target] = await rows<{ id: number; slug: string }>(
      sql`select c.id, c.slug from casinos c join comments m on m.target_type = 'casino' and m.target_id = c.id
          group by c.id order by count(*) desc, c.id limit 1`,
    );
    const counted = await rows<{ lang: Locale; n: number }>(
      sql`select lang, count(*)::int as n from comments
          where target_type = 'casino' and target_id = ${target!.id} and status = 'published' group by lang`,
    );
    const res = await new TestClient(app()).json<ReviewPage & { items: { lang: Locale; replies: unknown[] }[] }>(
      "GET",
      `/api/comments/?target=casino:${target!.slug}&languages=all&limit=50`,
    );
    expect(res.body.language_counts).toEqual(Object.fromEntries(counted.map((c) => [c.lang, c.n])));
    expect(res.body.items.every((c) => LOCALES.includes(c.lang))).toBe(true);
  });
});

describe("the write path stores the language written from", () => {
  it("stores the lang the call carries, else the request's language, and refuses an unknown one", async () => {
    const { client } = await signedInClient(app(), database.db);
    const named = await client.json<{ id: number }>("POST", `/api/casinos/${casinoSlug}/reviews/`, {
      text: "Three withdrawals by bank transfer, each one on time and without extra checks.",
      declaration: true,
      lang: "bn",
    });
    expect(named.status).toBe(201);
    const [stored] = await database.db.select().from(reviews).where(eq(reviews.id, named.body.id));
    expect(stored!.lang).toBe("bn");

    const { client: other } = await signedInClient(app(), database.db);
    other.cookies.set("lang", "fr");
    const fromRequest = await other.json<{ id: number }>("POST", `/api/casinos/${casinoSlug}/reviews/`, {
      text: "Retraits reçus à temps, le support répond en français.",
      declaration: true,
    });
    expect(fromRequest.status).toBe(201);
    const [french] = await database.db.select().from(reviews).where(eq(reviews.id, fromRequest.body.id));
    expect(french!.lang).toBe("fr");
    // A French visitor now finds it in the first group.
    const page = await other.json<ReviewPage>("GET", `/api/casinos/${casinoSlug}/reviews/?limit=50`);
    expect(page.body.items.filter((r) => r.lang === "fr").map((r) => r.id)).toContain(fromRequest.body.id);
    expect(page.body.items[0]!.lang).toBe("fr");

    const { client: third } = await signedInClient(app(), database.db);
    const wrong = await third.json<ErrorBody>("POST", `/api/casinos/${casinoSlug}/reviews/`, {
      text: "A review written from a language the site does not have.",
      declaration: true,
      lang: "de",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors!.lang).toBeDefined();
  });

  it("stores a comment's lang, Spanish variants included, and lists it first for that group", async () => {
    const { client } = await signedInClient(app(), database.db);
    const posted = await client.json<{ id: number }>("POST", "/api/comments/", {
      target: `casino:${casinoSlug}`,
      text: "¿Alguien retiró con transferencia? A mí me llegó en dos días.",
      lang: "mx",
    });
    expect(posted.status).toBe(201);
    const [stored] = await database.db.select().from(comments).where(eq(comments.id, posted.body.id));
    expect(stored!.lang).toBe("mx");
    const list = await client.json<ReviewPage & { items: { id: number; lang: Locale }[] }>(
      "GET",
      `/api/comments/?target=casino:${casinoSlug}&lang=ar&limit=50`,
    );
    expect(list.body.items[0]!.id).toBe(posted.body.id);
    const firstOther = list.body.items.findIndex((c) => languageGroup(c.lang) !== "es");
    expect(
      list.body.items
        .slice(firstOther === -1 ? list.body.items.length : firstOther)
        .every((c) => languageGroup(c.lang) !== "es"),
    ).toBe(true);

    const { client: plain } = await signedInClient(app(), database.db);
    const noLang = await plain.json<{ id: number }>("POST", "/api/comments/", {
      target: `casino:${casinoSlug}`,
      text: "Any news about the new loyalty shop?",
    });
    const [english] = await database.db.select().from(comments).where(eq(comments.id, noLang.body.id));
    expect(english!.lang).toBe("en");
  });
});
