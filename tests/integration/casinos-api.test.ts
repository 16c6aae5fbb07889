import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "#seed/index";
import type { CasinoFilterResult } from "#modules/casinos";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import {
  CASINO_FACETS,
  CASINO_ORDERS,
  loadOracle,
  matching,
  sorted,
  type CasinoFacet,
  type CasinoOrder,
  type OracleCasino,
} from "../helpers/casino-oracle";
import { freshDatabase } from "../helpers/database";
import { filterApi, type Query } from "../helpers/filter-api";
import { mulberry32, randomQuery } from "../helpers/random-query";

/**
 * GET {api}/casinos/ and {api}/casinos/{slug}/ over HTTP on the demo data (60 casinos), checked against
 * an in-memory oracle of the same data (tests/helpers/casino-oracle.ts).
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page");
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let oracle: OracleCasino[];

type Body = CasinoFilterResult & { errors?: Record<string, string[]> };

// A fresh app (page cache off) for every call, so that each answer is computed, never replayed.
const { get, everyPage } = filterApi<Body>((url) => {
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(0),
    web: async () => fakePages,
  });
  return app.request(`${config.API_BASE}${url}`);
}, "/casinos/");

const countOf = (body: CasinoFilterResult, facet: CasinoFacet, value: string) =>
  body.facets[facet].find((v) => v.value === value)?.count;

/** A value of the facet that some but not all casinos have, from the unfiltered facets. */
function middling(body: CasinoFilterResult, facet: CasinoFacet, nth = 0): string {
  const values = body.facets[facet].filter((v) => v.count > 0 && v.count < oracle.length);
  expect(values.length, facet).toBeGreaterThan(0);
  return values[nth % values.length]!.value;
}

let unfiltered: CasinoFilterResult;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  oracle = await loadOracle(database.db);
  unfiltered = (await get({})).body;
}, 180_000);
afterAll(async () => {
  await database.drop();
});

describe("GET {api}/casinos/ without parameters", () => {
  it("answers the first page of all casinos, safest first, with all ten facets and public caching", async () => {
    const { status, headers, body } = await get({});
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("public");
    expect(body.total).toBe(oracle.length);
    expect(body.items.map((i) => i.slug)).toEqual(
      sorted(oracle, "safety")
        .slice(0, 24)
        .map((c) => c.slug),
    );
    expect(Object.keys(body.facets).sort()).toEqual([...CASINO_FACETS].sort());
    for (const key of CASINO_FACETS) {
      for (const value of body.facets[key]) {
        expect(value.label, `${key}=${value.value}`).toBeTruthy();
        expect(value.count, `${key}=${value.value}`).toBe(matching(oracle, { [key]: [value.value] }).length);
      }
    }
    expect(countOf(body, "category", "all")).toBe(oracle.length);
  });

  it("keeps answers in the page cache by what was asked, so stray parameters hit the same entry", async () => {
    const cache = new PageCache(10);
    const withCache = createApp({ config, database, logger: createLogger(config), cache, web: async () => fakePages });
    const ask = (query: string) => withCache.request(`${config.API_BASE}/casinos/?${query}`);
    const first = await ask("licences=mga&lang=fr");
    expect(first.headers.get("x-page-cache")).toBeNull();
    const again = await ask("lang=fr&utm_source=mail&licences=mga");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.json()).toEqual(await first.json());
    expect((await ask("lang=fr&utm_source=mail&licences=mga")).headers.get("x-page-cache")).toBe("hit");
    expect((await ask("licences=nope")).status).toBe(400);
    expect(cache.size).toBe(3); // one answer, kept under what was asked and under each of the two URLs
  });

  it("labels values in the language of `lang`", async () => {
    const pt = (await get({ lang: "pt" })).body;
    expect(pt.facets.category.find((v) => v.value === "all")?.label).toBe("Todos");
    expect(pt.facets.countries.find((v) => v.value === "DE")?.label).toBe("Alemanha");
    expect(unfiltered.facets.countries.find((v) => v.value === "DE")?.label).toBe("Germany");
  });
});

describe("each facet alone", () => {
  it.each(CASINO_FACETS)(
    "%s: every page together is exactly the matching casinos, and its count said so",
    async (facet) => {
      const value = middling(unfiltered, facet, 1);
      const expected = sorted(matching(oracle, { [facet]: [value] }), "safety").map((c) => c.slug);
      const { slugs, first } = await everyPage({ [facet]: value });
      expect(slugs).toEqual(expected);
      expect(first.total).toBe(expected.length);
      expect(countOf(unfiltered, facet, value)).toBe(expected.length);
    },
  );

  it("ORs the values of one facet", async () => {
    const [a, b] = [middling(unfiltered, "providers", 0), middling(unfiltered, "providers", 1)];
    const { slugs } = await everyPage({ providers: [a, b] }, 50);
    expect(new Set(slugs)).toEqual(new Set(matching(oracle, { providers: [a, b] }).map((c) => c.slug)));
  });
});

describe("facets combined", () => {
  const combos: Query[] = [
    { payment_methods: "visa", licences: "curacao" },
    { countries: ["PT", "BD"], currencies: "BTC", features: "live_chat" },
    { category: "certified", rating: ["high", "very_high"], games: "roulette" },
    { types: "crypto-casino", payment_methods: ["bitcoin", "ethereum"], q: "a" },
  ];

  it.each(combos)("%o returns exactly the casinos matching every facet", async (query) => {
    const { q, ...facets } = query as Record<string, string | string[]>;
    const selection = Object.fromEntries(Object.entries(facets).map(([k, v]) => [k, [v].flat()]));
    const expected = matching(oracle, selection, (q as string) ?? null);
    const { slugs, first } = await everyPage(query);
    expect(slugs).toEqual(sorted(expected, "safety").map((c) => c.slug));
    expect(first.total).toBe(expected.length);
  });

  it("counts each value as the casinos that choosing it returns, given the other facets", async () => {
    const selection: Query = { payment_methods: "visa", countries: "PT" };
    const { body } = await get(selection);
    const probes: Array<[CasinoFacet, string]> = [
      ["licences", middling(body, "licences")],
      ["currencies", middling(body, "currencies", 2)],
      ["features", "vip_club"],
      ["rating", "high"],
      ["payment_methods", middling(body, "payment_methods", 3)], // a facet with a choice: its value replaces it
      ["countries", "FR"],
    ];
    for (const [facet, value] of probes) {
      const { slugs } = await everyPage({ ...selection, [facet]: value }, 50);
      expect(countOf(body, facet, value), `${facet}=${value}`).toBe(slugs.length);
    }
  });
});

describe("pagination", () => {
  it.each(CASINO_ORDERS)(
    "sort=%s: pages of 7 cover every casino once, in the sort's order",
    async (sort: CasinoOrder) => {
      const { slugs } = await everyPage({ sort });
      expect(slugs).toEqual(sorted(oracle, sort).map((c) => c.slug));
    },
  );

  it("keeps its place when the limit changes between pages", async () => {
    const first = (await get({ limit: "5" })).body;
    const rest = await everyPage({ cursor: first.next_cursor! }, 11);
    expect([...first.items.map((i) => i.slug), ...rest.slugs]).toEqual(sorted(oracle, "safety").map((c) => c.slug));
  });
});

describe("bad parameters", () => {
  const cursorOfNewest = async () => (await get({ sort: "newest", limit: "2" })).body.next_cursor!;
  const cases: Array<[Query | (() => Promise<Query>), string]> = [
    [{ limit: "0" }, "limit"],
    [{ limit: "51" }, "limit"],
    [{ limit: "ten" }, "limit"],
    [{ limit: ["5", "6"] }, "limit"],
    [{ sort: "cheapest" }, "sort"],
    [{ cursor: "not-a-cursor" }, "cursor"],
    [async () => ({ cursor: await cursorOfNewest() }), "cursor"],
    [{ countries: "Portugal" }, "countries"],
    [{ rating: "excellent" }, "rating"],
    [{ category: "top10" }, "category"],
    [{ features: "jackpot" }, "features"],
    [{ providers: "Bad Slug" }, "providers"],
    [{ payment_methods: "no-such-method" }, "payment_methods"],
    [{ licences: ["mga", "no-such-licence"] }, "licences"],
    [{ q: "x".repeat(101) }, "q"],
    [{ lang: "de" }, "lang"],
    [{ country: "P1" }, "country"],
  ];
  it.each(cases)("%o → 400 naming %s", async (query, field) => {
    const { status, headers, body } = await get(typeof query === "function" ? await query() : query);
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("never answers 5xx to random junk in the query string (seeded fuzz, 400 runs)", async () => {
    const random = mulberry32(20240611);
    const names = [...CASINO_FACETS, "q", "sort", "cursor", "limit", "lang", "country", "utm_source"];
    for (let run = 0; run < 400; run++) {
      const query = randomQuery(random, names);
      const { status, body } = await get(query);
      expect([200, 400], query).toContain(status);
      if (status === 200) expect(Array.isArray(body.items), query).toBe(true);
      else expect(body.errors, query).toBeDefined();
    }
  });
});

describe("GET {api}/casinos/{slug}/", () => {
  it("answers the casino with its safety breakdown adding up to its index", async () => {
    const slug = sorted(oracle, "safety")[0]!.slug;
    const res = await app.request(`${config.API_BASE}/casinos/${slug}/?lang=fr`);
    expect(res.status).toBe(200);
    const casino = (await res.json()) as {
      slug: string;
      scores: { safety: number };
      safety: { base: number; score: number; factors: { key: string; delta: number }[] };
    };
    expect(casino.slug).toBe(slug);
    const sum = casino.safety.base + casino.safety.factors.reduce((total, f) => total + f.delta, 0);
    expect(casino.safety.score).toBeCloseTo(Math.min(10, Math.max(0, sum)), 5);
    expect(casino.safety.score).toBe(casino.scores.safety);
  });

  it("answers 404 for an unknown or malformed slug, 400 for a bad lang", async () => {
    for (const slug of ["no-such-casino", "UPPER", "a_b", "-x-"]) {
      expect((await app.request(`${config.API_BASE}/casinos/${slug}/`)).status, slug).toBe(404);
    }
    const slug = oracle[0]!.slug;
    expect((await app.request(`${config.API_BASE}/casinos/${slug}/?lang=xx`)).status).toBe(400);
  });
});
