import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { pick } from "#contracts/locales";
import { bonusCountries, bonuses } from "#db/schema";
import { seedDemo } from "#seed/index";
import type { BonusFilterResult } from "#modules/bonuses";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import {
  BONUS_FACETS,
  bonusFacetCounts,
  DEPOSIT_BOUNDS,
  loadBonusOracle,
  matchingBonuses,
  sortedBonuses,
  WAGERING_BOUNDS,
  type BonusFacet,
  type BonusOracle,
  type BonusOrder,
  type Selection,
} from "../helpers/bonus-oracle";
import { freshDatabase } from "../helpers/database";
import { filterApi, type Query } from "../helpers/filter-api";
import { mulberry32, randomQuery } from "../helpers/random-query";

/**
 * GET {api}/bonuses/ and {api}/bonuses/categories/{slug}/ over HTTP on the demo data (and two edge cases:
 * addEdgeCases), checked against an oracle that reads the same rows straight from the tables
 * (tests/helpers/bonus-oracle.ts).
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page");
const SORTS: BonusOrder[] = ["newest", "safety", "wagering", "min_deposit"];
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let oracle: BonusOracle;

type Body = BonusFilterResult & {
  errors?: Record<string, string[]>;
  category?: { slug: string; name: string; intro: string };
};
const api = filterApi<Body>((url) => app.request(`${config.API_BASE}${url}`), "/bonuses/");
const { get, everyPage } = api;
const countsOf = (body: Body) => api.countsOf(body, BONUS_FACETS);

/**
 * Every value some bonus carries (and every fixed value) is offered, and every value offered has the
 * oracle's faceted count.
 */
function expectCounts(body: Body, selection: Selection) {
  expect(Object.keys(body.facets).sort()).toEqual([...BONUS_FACETS].sort());
  const counts = countsOf(body);
  for (const key of BONUS_FACETS) {
    expect(Object.keys(counts[key]), key).toEqual(expect.arrayContaining(oracle.vocabulary[key]));
  }
  const offered = Object.fromEntries(BONUS_FACETS.map((key) => [key, Object.keys(counts[key])])) as Record<
    BonusFacet,
    string[]
  >;
  expect(counts).toEqual(bonusFacetCounts(oracle.bonuses, offered, selection));
}

const selectionOf = (query: Query): Selection =>
  Object.fromEntries(
    Object.entries(query).map(([k, v]) => {
      const values = [v ?? []].flat();
      return [k, k === "countries" ? values.map((c) => c.toUpperCase()) : values];
    }),
  );

/** A value of a facet that some but not all bonuses carry (from the oracle), the nth of them. */
function middling(facet: BonusFacet, nth = 0, atLeast = 1): string {
  const values = oracle.vocabulary[facet].filter((v) => {
    const n = matchingBonuses(oracle.bonuses, { [facet]: [v] }).length;
    return n >= atLeast && n < oracle.bonuses.length;
  });
  expect(values.length, facet).toBeGreaterThan(0);
  return values[nth % values.length]!;
}

const expectedSlugs = (query: Query, sort: BonusOrder = "newest") =>
  sortedBonuses(matchingBonuses(oracle.bonuses, selectionOf(query)), sort).map((b) => b.slug);

/**
 * Two bonuses beside the demo data, for what it lacks: an unset wagering (counted as 0: range "none",
 * first in the wagering order) with a deposit of 0, and values just above 0; one of them created at the
 * same moment as a demo bonus (ties go by id).
 */
async function addEdgeCases(db: typeof database.db) {
  const [model] = await db.select().from(bonuses).orderBy(asc(bonuses.id)).limit(1);
  const { id: _id, ...row } = model!;
  const added = await db
    .insert(bonuses)
    .values([
      { ...row, slug: "edge-unset-wagering", wagering: null, minDeposit: "0" },
      {
        ...row,
        slug: "edge-tiny-values",
        wagering: "0.5",
        minDeposit: "0.01",
        createdAt: new Date("2020-01-01T00:00:00Z"),
      },
    ])
    .returning({ id: bonuses.id });
  await db.insert(bonusCountries).values(added.map(({ id }) => ({ bonusId: id, countryCode: "PT" })));
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  await addEdgeCases(database.db);
  oracle = await loadBonusOracle(database.db);
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

describe("GET {api}/bonuses/ without parameters", () => {
  it("answers the first page of all bonuses, newest first, with all six facets counted and public caching", async () => {
    const { status, headers, body } = await get({});
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("public");
    expect(oracle.bonuses.length).toBeGreaterThan(50);
    expect(body.total).toBe(oracle.bonuses.length);
    expect(body.items.map((i) => i.slug)).toEqual(expectedSlugs({}).slice(0, 24));
    expect(body.next_cursor).toEqual(expect.any(String));
    expectCounts(body, {});
    for (const key of BONUS_FACETS) {
      for (const value of body.facets[key]) expect(value.label, `${key}=${value.value}`).toBeTruthy();
    }
  });

  it("shows each bonus's card as in the database, eligible when offered in `country`, else where it is offered", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const bySlug = new Map(oracle.bonuses.map((b) => [b.slug, b]));
    for (const country of ["PT", "br"]) {
      const { items } = await everyPage({ country }, 50);
      expect(items).toHaveLength(oracle.bonuses.length);
      for (const card of items) {
        const bonus = bySlug.get(card.slug)!;
        expect(card.casino.slug).toBe(bonus.casino);
        expect(card.type).toBe(bonus.type);
        expect(card.wagering).toBe(bonus.wagering);
        expect(card.minDeposit).toBe(bonus.minDeposit);
        expect(card.casino.safetyIndex).toBe(bonus.safety);
        expect(card.eligible, `${card.slug} in ${country}`).toBe(bonus.values.countries.has(country.toUpperCase()));
        expect(card.offeredIn, `${card.slug} in ${country}`).toEqual(
          card.eligible ? [] : [...bonus.values.countries].sort(),
        );
        expect(card.expired, card.slug).toBe(bonus.validUntil !== null && bonus.validUntil < today);
      }
    }
  });

  it("answers in the language of `lang`", async () => {
    const en = (await get({})).body;
    const pt = await get({ lang: "pt" });
    expect(pt.status).toBe(200);
    expect(countsOf(pt.body)).toEqual(countsOf(en));
    expect(pt.body.facets.types.map((v) => v.label)).not.toEqual(en.facets.types.map((v) => v.label));
    const category = oracle.categories[0]!;
    expect(pt.body.facets.categories.find((v) => v.value === category.slug)?.label).toBe(pick(category.name, "pt"));
  });
});

describe("each facet alone", () => {
  const picks: Array<[BonusFacet, () => string]> = [
    ["casinos", () => middling("casinos", 0, 4)],
    ["types", () => "welcome"],
    ["categories", () => "exclusive"],
    ["wagering", () => "30_45"],
    ["min_deposit", () => "10_25"],
    ["countries", () => "PT"],
  ];
  it.each(picks)(
    "%s: every page together is exactly the matching bonuses, and the counts say so",
    async (facet, value) => {
      const chosen = value();
      const expected = expectedSlugs({ [facet]: chosen });
      expect(expected.length, `${facet}=${chosen} matches some bonuses`).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(oracle.bonuses.length);
      const { slugs, first } = await everyPage({ [facet]: chosen }, 7);
      expect(slugs).toEqual(expected);
      expect(first.total).toBe(expected.length);
      expectCounts(first, { [facet]: [chosen] });
    },
  );

  it.each([
    ["wagering", WAGERING_BOUNDS, "wagering"],
    ["min_deposit", DEPOSIT_BOUNDS, "minDeposit"],
  ] as const)(
    "%s: every bonus falls in the range of its value (unset as 0), above the lower bound and up to the upper",
    async (facet, bounds, field) => {
      let covered = 0;
      for (const [range, [above, upTo]] of Object.entries(bounds)) {
        const { slugs, items } = await everyPage({ [facet]: range }, 50);
        covered += slugs.length;
        expect(slugs, range).toEqual(expectedSlugs({ [facet]: range }));
        for (const card of items) {
          const value = card[field] ?? 0;
          if (range === "none") expect(value, `${card.slug} in ${range}`).toBe(0);
          else if (facet === "min_deposit" && range === "other_currency") {
            // Never compared with the euro ranges: a deposit asked in another currency.
            expect(card.currency, card.slug).not.toBe("EUR");
            expect(value, card.slug).toBeGreaterThan(0);
          } else {
            if (facet === "min_deposit") expect(card.currency, `${card.slug} in ${range}`).toBe("EUR");
            expect(value, `${card.slug} in ${range}`).toBeGreaterThan(above);
            expect(value, `${card.slug} in ${range}`).toBeLessThanOrEqual(upTo);
          }
        }
      }
      expect(covered, "the ranges together hold every bonus once").toBe(oracle.bonuses.length);
    },
  );

  it("has bonuses right on the range bounds and with unset values in the demo data (so the bounds are tested)", () => {
    expect(oracle.bonuses.some((b) => b.wagering === 30 || b.wagering === 45)).toBe(true);
    expect(oracle.bonuses.some((b) => b.minDeposit === 10 || b.minDeposit === 25)).toBe(true);
    expect(oracle.bonuses.some((b) => b.wagering === 0)).toBe(true);
    expect(oracle.bonuses.some((b) => b.wagering === null)).toBe(true);
    expect(oracle.bonuses.some((b) => b.minDeposit === null)).toBe(true);
    expect(oracle.bonuses.some((b) => b.minDeposit === 0)).toBe(true);
    const zeros = oracle.bonuses.filter((b) => !b.wagering).length;
    const at = sortedBonuses(oracle.bonuses, "wagering").findIndex((b) => b.slug === "edge-unset-wagering");
    expect(at, "an unset wagering sorts as 0, among the first").toBeLessThan(zeros);
  });

  it("ORs the values of one facet", async () => {
    for (const query of [
      { types: ["no_deposit", "cashback"] },
      { casinos: [middling("casinos", 0), middling("casinos", 1), middling("casinos", 2)] },
      { wagering: ["none", "over_45"] },
      { categories: ["welcome", "crypto"] },
    ]) {
      const expected = expectedSlugs(query);
      const { slugs, first } = await everyPage(query, 50);
      expect(slugs, JSON.stringify(query)).toEqual(expected);
      expectCounts(first, query);
    }
  });

  it("takes country codes in any case", async () => {
    const lower = await everyPage({ countries: ["pt", "br"] }, 50);
    expect(lower.slugs).toEqual(expectedSlugs({ countries: ["PT", "BR"] }));
    expectCounts(lower.first, { countries: ["PT", "BR"] });
  });
});

describe("facets combined", () => {
  const combos: Array<() => Query> = [
    () => ({ types: "welcome", countries: "PT" }),
    () => ({ categories: "free-spins", wagering: ["up_to_30", "30_45"] }),
    () => ({ min_deposit: "none", casinos: [middling("casinos", 3), middling("casinos", 5), middling("casinos", 8)] }),
    () => ({ types: ["reload", "cashback"], min_deposit: ["up_to_10", "10_25"], countries: ["BR", "DE"] }),
    () => ({ categories: ["exclusive", "crypto"], wagering: "30_45", types: ["welcome", "free_spins", "no_deposit"] }),
    () => ({ countries: "FR", categories: "welcome", min_deposit: "10_25" }),
  ];

  it.each(combos.map((combo, i) => [i + 1, combo] as const))(
    "combination %i returns exactly the bonuses matching every facet, with every value's faceted count",
    async (_, combo) => {
      const query = combo();
      const expected = expectedSlugs(query);
      const { slugs, first } = await everyPage(query, 4);
      expect(slugs, JSON.stringify(query)).toEqual(expected);
      expect(first.total).toBe(expected.length);
      expectCounts(first, selectionOf(query));
    },
  );

  it("the combinations are not vacuous: most of them match some bonuses", () => {
    const nonEmpty = combos.filter((combo) => expectedSlugs(combo()).length > 0);
    expect(nonEmpty.length).toBeGreaterThanOrEqual(4);
  });

  it("counts each value as the bonuses that choosing it would return, given the other facets", async () => {
    const selection: Query = { types: "welcome", countries: "PT" };
    const { body } = await get(selection);
    const probes: Array<[BonusFacet, string]> = [
      ["casinos", middling("casinos", 2)],
      ["categories", "exclusive"],
      ["wagering", "30_45"],
      ["min_deposit", "none"],
      ["types", "cashback"], // a facet with a choice: the value replaces it
      ["countries", "BR"],
    ];
    for (const [facet, value] of probes) {
      const { slugs } = await everyPage({ ...selection, [facet]: value }, 50);
      expect(body.facets[facet].find((v) => v.value === value)?.count, `${facet}=${value}`).toBe(slugs.length);
    }
  });
});

describe("pagination", () => {
  it.each(SORTS)("sort=%s: pages of 13 cover every bonus once, in the sort's order", async (sort) => {
    const { slugs } = await everyPage({ sort }, 13);
    expect(slugs).toEqual(expectedSlugs({}, sort));
  });

  it.each(SORTS)("sort=%s with a filter: pages of 4 cover every matching bonus once, in order", async (sort) => {
    const query = { countries: "PT", types: ["welcome", "reload"] };
    const { slugs } = await everyPage({ ...query, sort }, 4);
    expect(slugs).toEqual(expectedSlugs(query, sort));
  });

  it.each(["BD", "UA"])(
    "a visitor from %s gets their country's offers first, then the others, each group in the sort's order",
    async (country) => {
      const { slugs } = await everyPage({ country, sort: "safety" }, 9);
      const expected = sortedBonuses(oracle.bonuses, "safety", country).map((b) => b.slug);
      expect(slugs).toEqual(expected);
      const offered = oracle.bonuses.filter((b) => b.values.countries.has(country)).length;
      // Not vacuous: both groups hold offers, and the order differs from the plain one.
      expect(offered).toBeGreaterThan(0);
      expect(offered).toBeLessThan(oracle.bonuses.length);
      expect(
        slugs
          .slice(0, offered)
          .every((slug) => oracle.bonuses.find((b) => b.slug === slug)!.values.countries.has(country)),
      ).toBe(true);
      expect(slugs).not.toEqual(expectedSlugs({}, "safety"));
    },
  );

  it("the sort orders differ and have ties on the demo data (so the order and the tie-break are tested)", () => {
    const orders = SORTS.map((sort) => expectedSlugs({}, sort).join());
    expect(new Set(orders).size).toBe(SORTS.length);
    for (const key of ["safety", "wagering", "minDeposit"] as const) {
      expect(new Set(oracle.bonuses.map((b) => b[key] ?? 0)).size, key).toBeLessThan(oracle.bonuses.length / 2);
    }
  });

  it("keeps its place when the limit changes between pages", async () => {
    const first = (await get({ sort: "wagering", limit: "5" })).body;
    const rest = await everyPage({ sort: "wagering", cursor: first.next_cursor! }, 23);
    expect([...first.items.map((i) => i.slug), ...rest.slugs]).toEqual(expectedSlugs({}, "wagering"));
  });

  it("answers 24 bonuses by default, and no cursor when the page holds the last bonus", async () => {
    expect((await get({})).body.items).toHaveLength(24);
    const query = { types: "vip", countries: "PT" };
    const expected = expectedSlugs(query);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(50);
    const exact = (await get({ ...query, limit: String(expected.length) })).body;
    expect(exact.items.map((i) => i.slug)).toEqual(expected);
    expect(exact.next_cursor).toBeNull();
    expect((await get({ ...query, limit: String(expected.length - 1) })).body.next_cursor).toEqual(expect.any(String));
  });
});

describe("bad parameters", () => {
  const cursorOf = async (sort: BonusOrder) => (await get({ sort, limit: "2" })).body.next_cursor!;
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const cases: Array<[string, Query | (() => Promise<Query>), string]> = [
    ["limit 0", { limit: "0" }, "limit"],
    ["limit 51", { limit: "51" }, "limit"],
    ["limit abc", { limit: "abc" }, "limit"],
    ["limit -3", { limit: "-3" }, "limit"],
    ["limit twice", { limit: ["5", "6"] }, "limit"],
    ["an unknown sort", { sort: "popular" }, "sort"],
    ["a cursor that is not one", { cursor: "not-a-cursor" }, "cursor"],
    ["a tampered cursor (bytes cut off)", async () => ({ cursor: (await cursorOf("newest")).slice(0, -4) }), "cursor"],
    ["a tampered cursor (key an object)", { cursor: b64(["newest", { $ne: null }, 1]) }, "cursor"],
    ["a tampered cursor (fractional id)", { cursor: b64(["newest", 1700000000000, 1.5]) }, "cursor"],
    ["a cursor of another sort", async () => ({ cursor: await cursorOf("safety") }), "cursor"],
    [
      "a cursor of another sort, sort given",
      async () => ({ sort: "wagering", cursor: await cursorOf("min_deposit") }),
      "cursor",
    ],
    ["a bad bonus type", { types: "jackpot" }, "types"],
    ["a bad wagering range", { wagering: "0_10" }, "wagering"],
    ["a bad min_deposit range", { min_deposit: "free" }, "min_deposit"],
    ["a malformed casino slug", { casinos: "Bad Slug" }, "casinos"],
    ["an unknown casino", { casinos: "no-such-casino" }, "casinos"],
    [
      "an unknown casino beside a known one",
      () => Promise.resolve({ casinos: [middling("casinos"), "no-such-casino"] }),
      "casinos",
    ],
    ["an unknown category", { categories: "no-such-category" }, "categories"],
    ["a malformed country", { countries: "Portugal" }, "countries"],
    ["an unknown country", { countries: "ZZ" }, "countries"],
    ["an unknown lang", { lang: "de" }, "lang"],
    ["a bad country", { country: "P1" }, "country"],
  ];
  it.each(cases)("%s → 400 naming %s", async (_, query, field) => {
    const { status, headers, body } = await get(typeof query === "function" ? await query() : query);
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(headers.get("cache-control")).toBe("no-store");
  });

  it("names every bad field at once", async () => {
    const { status, body } = await get({ limit: "51", types: "nope", wagering: "lots" });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["limit", "types", "wagering"]);
  });

  it("never answers 5xx to random junk in the query string (seeded fuzz, 300 runs)", async () => {
    const random = mulberry32(20250612);
    const names = [...BONUS_FACETS, "sort", "cursor", "limit", "lang", "country", "utm_source"];
    const real = () => {
      // Sometimes a real value too, so that the fuzz reaches filtering and counting, not only the parser.
      const facet = BONUS_FACETS[Math.floor(random() * BONUS_FACETS.length)]!;
      const values = oracle.vocabulary[facet];
      return `&${facet}=${encodeURIComponent(values[Math.floor(random() * values.length)]!)}`;
    };
    let ok = 0;
    for (let run = 0; run < 300; run++) {
      const query = randomQuery(random, names) + (random() < 0.5 ? real() : "");
      const category = oracle.categories[run % oracle.categories.length]!;
      const path = random() < 0.2 ? `/bonuses/categories/${category.slug}/` : "/bonuses/";
      const { status, body } = await get(query, path);
      expect([200, 400], `${path}?${query}`).toContain(status);
      if (status === 200) {
        ok++;
        expect(Array.isArray(body.items), query).toBe(true);
      } else expect(body.errors, query).toBeDefined();
    }
    expect(ok, "some runs get through to the index").toBeGreaterThan(20);
  });
});

describe("GET {api}/bonuses/categories/{slug}/", () => {
  const categoryPath = (slug: string) => `/bonuses/categories/${slug}/`;

  it("answers each category with its introduction and exactly its bonuses, every page", async () => {
    expect(oracle.categories.length).toBeGreaterThan(2);
    for (const category of oracle.categories) {
      const expected = expectedSlugs({ categories: category.slug });
      const { slugs, first } = await everyPage({}, 10, categoryPath(category.slug));
      expect(first.category).toEqual({
        slug: category.slug,
        name: pick(category.name, "en"),
        intro: pick(category.intro, "en"),
      });
      expect(first.total, category.slug).toBe(expected.length);
      expect(slugs, category.slug).toEqual(expected);
      expectCounts(first, { categories: [category.slug] });
    }
  });

  it("filters and sorts within the category", async () => {
    const slug = "welcome";
    const query = { countries: "PT", wagering: ["up_to_30", "30_45"], sort: "min_deposit" };
    const { sort: _sort, ...facets } = query;
    const expected = expectedSlugs({ ...facets, categories: slug }, "min_deposit");
    expect(expected.length).toBeGreaterThan(0);
    const { slugs, first } = await everyPage(query, 3, categoryPath(slug));
    expect(slugs).toEqual(expected);
    expectCounts(first, { ...selectionOf(facets), categories: [slug] });
  });

  it("answers in the language of `lang`", async () => {
    const category = oracle.categories.find((c) => c.name.pt && c.name.pt !== c.name.en) ?? oracle.categories[0]!;
    const { status, body } = await get({ lang: "pt" }, categoryPath(category.slug));
    expect(status).toBe(200);
    expect(body.category).toEqual({
      slug: category.slug,
      name: pick(category.name, "pt"),
      intro: pick(category.intro, "pt"),
    });
  });

  it("answers 404 for an unknown or malformed slug, 400 for bad parameters", async () => {
    for (const slug of ["no-such-category", "UPPER", "a_b", "-x-"]) {
      expect((await get({}, categoryPath(slug))).status, slug).toBe(404);
    }
    const slug = oracle.categories[0]!.slug;
    for (const [query, field] of [
      [{ limit: "0" }, "limit"],
      [{ types: "jackpot" }, "types"],
      [{ casinos: "no-such-casino" }, "casinos"],
      [{ lang: "xx" }, "lang"],
    ] as const) {
      const { status, body } = await get(query, categoryPath(slug));
      expect(status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });
});
