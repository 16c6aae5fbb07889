import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, sql } from "drizzle-orm";
import { providers, slots } from "#db/schema";
import { seedDemo } from "#seed/index";
import type { SlotFilterResult } from "#modules/slots";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";
import { filterApi, type Query } from "../helpers/filter-api";
import { mulberry32, randomQuery } from "../helpers/random-query";
import {
  loadSlotOracle,
  matchingSlots,
  RTP_BOUNDS,
  SLOT_FACETS,
  slotFacetCounts,
  sortedSlots,
  type Selection,
  type SlotFacet,
  type SlotOracle,
  type SlotOrder,
} from "../helpers/slot-oracle";

/**
 * GET {api}/slots/, {api}/slots/{slug}/ and {api}/providers/ over HTTP on the demo data (480 slots, and
 * a few edge cases: addEdgeCases), checked against an oracle that reads the same rows straight from the
 * tables (tests/helpers/slot-oracle.ts).
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page");
const SORTS: SlotOrder[] = ["popular", "newest", "rtp", "name"];
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let oracle: SlotOracle;

type Body = SlotFilterResult & { errors?: Record<string, string[]> };

async function request(path: string) {
  const res = await app.request(`${config.API_BASE}${path}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const api = filterApi<Body>((url) => app.request(`${config.API_BASE}${url}`), "/slots/");
const { get, everyPage } = api;
const countsOf = (body: Body) => api.countsOf(body, SLOT_FACETS);

/** Every facet value's count equals the oracle's faceted count, and every value is offered. */
function expectCounts(body: Body, selection: Selection, q: string | null = null) {
  expect(Object.keys(body.facets).sort()).toEqual([...SLOT_FACETS].sort());
  expect(countsOf(body)).toEqual(slotFacetCounts(oracle, selection, q));
}

const selectionOf = (query: Query): { selection: Selection; q: string | null } => {
  const { q, ...facets } = query;
  return {
    selection: Object.fromEntries(Object.entries(facets).map(([k, v]) => [k, [v ?? []].flat()])),
    q: typeof q === "string" ? q : null,
  };
};

/** A value of a facet that some but not all slots carry (from the oracle), the nth of them. */
function middling(facet: SlotFacet, nth = 0): string {
  const values = oracle.vocabulary[facet].filter((v) => {
    const n = matchingSlots(oracle.slots, { [facet]: [v] }).length;
    return n > 0 && n < oracle.slots.length;
  });
  expect(values.length, facet).toBeGreaterThan(0);
  return values[nth % values.length]!;
}

const expectedSlugs = (query: Query, sort: SlotOrder = "popular") => {
  const { selection, q } = selectionOf(query);
  return sortedSlots(matchingSlots(oracle.slots, selection, q), sort).map((s) => s.slug);
};

/**
 * A few slots beside the demo data, for what it lacks: names in lower and upper case (the name order and
 * the search are case-insensitive), LIKE wildcards in a name (the search is literal), a provider with no
 * games, and keys that tie with a demo slot (ties go by id).
 */
async function addEdgeCases(db: typeof database.db) {
  const [model] = await db.select().from(slots).orderBy(asc(slots.id)).limit(1);
  const { id: _id, ...row } = model!;
  await db.insert(slots).values([
    { ...row, slug: "aardvark-gold-rush", name: "aardvark's 100% gold_rush", rtp: "95.00" },
    { ...row, slug: "zebra-nights", name: "ZEBRA NIGHTS", rtp: "97.00", demoAvailable: !row.demoAvailable },
    { ...row, slug: "mid-case-slot", name: "mIxEd CaSe", rtp: "93.99" },
  ]);
  await db.insert(providers).values({ slug: "idle-games", name: "Idle Games" });
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  await addEdgeCases(database.db);
  oracle = await loadSlotOracle(database.db);
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

describe("GET {api}/slots/ without parameters", () => {
  it("answers the first page of all slots, most popular first, with all six facets counted and public caching", async () => {
    const { status, headers, body } = await get({});
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("public");
    expect(oracle.slots.length).toBeGreaterThan(100);
    expect(body.total).toBe(oracle.slots.length);
    expect(body.items.map((i) => i.slug)).toEqual(expectedSlugs({}).slice(0, 24));
    expect(body.next_cursor).toEqual(expect.any(String));
    expectCounts(body, {});
    for (const key of SLOT_FACETS) {
      for (const value of body.facets[key]) expect(value.label, `${key}=${value.value}`).toBeTruthy();
    }
  });

  it("shows each slot's card as in the database", async () => {
    const { body } = await get({ limit: "50" });
    const bySlug = new Map(oracle.slots.map((s) => [s.slug, s]));
    for (const card of body.items) {
      const slot = bySlug.get(card.slug)!;
      expect(card.name).toBe(slot.name);
      expect(card.rtp).toBe(slot.rtp);
      expect(new Set([card.provider.slug])).toEqual(slot.values.providers);
      expect(new Set([card.volatility])).toEqual(slot.values.volatility);
      expect(card.demoAvailable).toBe(slot.values.demo.has("1"));
      expect(card.provider.name).toBe(oracle.providerNames.get(card.provider.slug));
    }
  });

  it("labels providers by name and answers in the language of `lang`", async () => {
    const { body } = await get({});
    for (const value of body.facets.providers) expect(value.label).toBe(oracle.providerNames.get(value.value));
    const pt = await get({ lang: "pt" });
    expect(pt.status).toBe(200);
    expect(countsOf(pt.body)).toEqual(countsOf(body));
    expect(pt.body.facets.volatility.map((v) => v.label)).not.toEqual(body.facets.volatility.map((v) => v.label));
  });
});

describe("each facet alone", () => {
  const picks: Array<[SlotFacet, () => string]> = [
    ["providers", () => middling("providers", 3)],
    ["volatility", () => "very_high"],
    ["rtp", () => "94_95"],
    ["features", () => middling("features", 2)],
    ["themes", () => middling("themes", 5)],
    ["demo", () => "1"],
  ];
  it.each(picks)(
    "%s: every page together is exactly the matching slots, and the counts say so",
    async (facet, pick) => {
      const value = pick();
      const expected = expectedSlugs({ [facet]: value });
      expect(expected.length, `${facet}=${value} matches some slots`).toBeGreaterThan(0);
      const { slugs, first } = await everyPage({ [facet]: value }, facet === "demo" ? 40 : 9);
      expect(slugs).toEqual(expected);
      expect(first.total).toBe(expected.length);
      expectCounts(first, { [facet]: [value] });
    },
  );

  it("puts each slot in the RTP range it falls in: from the lower bound (inclusive) to the upper (exclusive)", async () => {
    const boundary = oracle.slots.filter((s) => [94, 95, 96, 97].includes(s.rtp));
    expect(boundary.length, "the demo data has slots right on a bound").toBeGreaterThan(0);
    let covered = 0;
    for (const [range, [low, high]] of Object.entries(RTP_BOUNDS)) {
      const pages = await everyPage({ rtp: range }, 50);
      covered += pages.slugs.length;
      const { body } = await get({ rtp: range, limit: "50" });
      for (const card of body.items) {
        expect(card.rtp, `${card.slug} in ${range}`).toBeGreaterThanOrEqual(low);
        expect(card.rtp, `${card.slug} in ${range}`).toBeLessThan(high);
      }
      expect(pages.slugs).toEqual(expectedSlugs({ rtp: range }));
    }
    expect(covered, "the ranges together hold every slot once").toBe(oracle.slots.length);
  });

  it("ORs the values of one facet", async () => {
    for (const query of [
      { providers: [middling("providers", 0), middling("providers", 1)] },
      { rtp: ["94_95", "97_plus"] },
      { themes: [middling("themes", 0), middling("themes", 1), middling("themes", 2)] },
    ]) {
      const expected = expectedSlugs(query);
      const { slugs, first } = await everyPage(query, 50);
      expect(slugs, JSON.stringify(query)).toEqual(expected);
      expectCounts(first, query);
    }
  });

  it("ignores empty values and repeats of one value", async () => {
    const value = middling("features", 1);
    const { body } = await get(`features=${value}&features=&features=${value}&volatility=&limit=50`);
    expect(body.total).toBe(expectedSlugs({ features: value }).length);
  });
});

describe("facets combined", () => {
  const combos: Array<() => Query> = [
    () => ({ volatility: "high", demo: "1" }),
    () => ({ providers: [middling("providers", 0), middling("providers", 4)], features: middling("features", 0) }),
    () => ({ rtp: ["95_96", "96_97"], themes: middling("themes", 1) }),
    () => ({ rtp: "96_97", themes: middling("themes", 3), volatility: ["low", "medium"] }),
    () => ({ providers: middling("providers", 2), features: middling("features", 3), demo: "1" }),
    () => ({
      features: [middling("features", 0), middling("features", 4)],
      themes: middling("themes", 2),
      rtp: "97_plus",
      q: "e",
    }),
  ];

  it.each(combos.map((combo, i) => [i + 1, combo] as const))(
    "combination %i returns exactly the slots matching every facet, with every value's faceted count",
    async (_, combo) => {
      const query = combo();
      const { selection, q } = selectionOf(query);
      const expected = expectedSlugs(query);
      const { slugs, first } = await everyPage(query, 6);
      expect(slugs, JSON.stringify(query)).toEqual(expected);
      expect(first.total).toBe(expected.length);
      expectCounts(first, selection, q);
    },
  );

  it("counts each value as the slots that choosing it would return, given the other facets", async () => {
    const selection: Query = { volatility: "high", themes: middling("themes", 0) };
    const { body } = await get(selection);
    const probes: Array<[SlotFacet, string]> = [
      ["providers", middling("providers", 5)],
      ["features", middling("features", 1)],
      ["rtp", "96_97"],
      ["demo", "1"],
      ["volatility", "low"], // a facet with a choice: the value replaces it
      ["themes", middling("themes", 4)],
    ];
    for (const [facet, value] of probes) {
      const { slugs } = await everyPage({ ...selection, [facet]: value }, 50);
      expect(body.facets[facet].find((v) => v.value === value)?.count, `${facet}=${value}`).toBe(slugs.length);
    }
  });

  it("answers an empty page, zero counts where nothing is left, for a provider without games", async () => {
    for (const query of [{ providers: "idle-games" }, { providers: "idle-games", volatility: "low", q: "a" }]) {
      const { selection, q } = selectionOf(query);
      expect(expectedSlugs(query)).toEqual([]);
      const { status, body } = await get(query);
      expect(status).toBe(200);
      expect(body).toMatchObject({ items: [], total: 0, next_cursor: null });
      expectCounts(body, selection, q);
    }
  });
});

describe("q: the name contains", () => {
  const queries: Query[] = [
    { q: "wild" },
    { q: "WiLd" },
    { q: "  temple " },
    { q: "an" },
    { q: "e", volatility: "low" },
    { q: "zzzz-nothing" },
    { q: "%" },
    { q: "_" },
    { q: "100% GOLD_" },
    { q: "zebra" },
  ];
  it.each(queries)("%o returns exactly the slots whose name contains it, case-insensitively", async (query) => {
    const { selection, q } = selectionOf(query);
    const expected = expectedSlugs(query);
    const { slugs, first } = await everyPage(query, 20);
    expect(slugs).toEqual(expected);
    expectCounts(first, selection, q);
  });

  it("finds some slots for a common word and none for nonsense (the oracle is not vacuous)", () => {
    expect(expectedSlugs({ q: "wild" }).length).toBeGreaterThan(0);
    expect(expectedSlugs({ q: "WiLd" })).toEqual(expectedSlugs({ q: "wild" }));
    expect(expectedSlugs({ q: "zzzz-nothing" })).toEqual([]);
    expect(expectedSlugs({ q: "%" })).toEqual(["aardvark-gold-rush"]);
    expect(expectedSlugs({ q: "_" })).toEqual(["aardvark-gold-rush"]);
  });
});

describe("pagination", () => {
  it.each(SORTS)("sort=%s: pages of 17 cover every slot once, in the sort's order", async (sort) => {
    const { slugs } = await everyPage({ sort }, 17);
    expect(slugs).toEqual(expectedSlugs({}, sort));
  });

  it.each(SORTS)("sort=%s with a filter: pages of 5 cover every matching slot once, in order", async (sort) => {
    const query = { volatility: "low", demo: "1" };
    const { slugs } = await everyPage({ ...query, sort }, 5);
    expect(slugs).toEqual(expectedSlugs(query, sort));
  });

  it("the sort orders differ on the demo data (so each order is really tested)", () => {
    const orders = SORTS.map((sort) => expectedSlugs({}, sort).join());
    expect(new Set(orders).size).toBe(SORTS.length);
    const ties = (key: (s: (typeof oracle.slots)[number]) => unknown) =>
      new Set(oracle.slots.map(key)).size < oracle.slots.length;
    expect(ties((s) => s.popularity) && ties((s) => s.rtp) && ties((s) => s.released), "ties broken by id").toBe(true);
    const byCasedName = [...oracle.slots].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    expect(expectedSlugs({}, "name"), "the name order ignores case").not.toEqual(byCasedName.map((s) => s.slug));
    expect(expectedSlugs({}, "name")[0]).toBe("aardvark-gold-rush");
  });

  it("keeps its place when the limit changes between pages", async () => {
    const first = (await get({ sort: "rtp", limit: "5" })).body;
    const rest = await everyPage({ sort: "rtp", cursor: first.next_cursor! }, 37);
    expect([...first.items.map((i) => i.slug), ...rest.slugs]).toEqual(expectedSlugs({}, "rtp"));
  });

  it("answers 24 slots by default, and no cursor when the page holds the last slot", async () => {
    const { body } = await get({});
    expect(body.items).toHaveLength(24);
    const query = { providers: middling("providers", 0) };
    const expected = expectedSlugs(query);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(50);
    // Exactly as many as the limit: the page is full, but nothing follows it.
    const exact = (await get({ ...query, limit: String(expected.length) })).body;
    expect(exact.items.map((i) => i.slug)).toEqual(expected);
    expect(exact.next_cursor).toBeNull();
    const short = (await get({ ...query, limit: String(expected.length - 1) })).body;
    expect(short.next_cursor).toEqual(expect.any(String));
  });
});

describe("bad parameters", () => {
  const cursorOf = async (sort: SlotOrder) => (await get({ sort, limit: "2" })).body.next_cursor!;
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const cases: Array<[string, Query | (() => Promise<Query>), string]> = [
    ["limit 0", { limit: "0" }, "limit"],
    ["limit 51", { limit: "51" }, "limit"],
    ["limit abc", { limit: "abc" }, "limit"],
    ["limit 2.5", { limit: "2.5" }, "limit"],
    ["limit twice", { limit: ["5", "6"] }, "limit"],
    ["an unknown sort", { sort: "cheapest" }, "sort"],
    ["a cursor that is not one", { cursor: "not-a-cursor" }, "cursor"],
    [
      "a tampered cursor (bytes cut off)",
      async () => {
        const cursor = await cursorOf("popular");
        return { cursor: cursor.slice(0, -4) };
      },
      "cursor",
    ],
    ["a tampered cursor (key an object)", { cursor: b64(["popular", { $gt: 1 }, 1]) }, "cursor"],
    ["a tampered cursor (id negative)", { cursor: b64(["popular", 100, -5]) }, "cursor"],
    ["a cursor of another sort", async () => ({ cursor: await cursorOf("newest") }), "cursor"],
    ["a cursor of another sort, sort given", async () => ({ sort: "name", cursor: await cursorOf("rtp") }), "cursor"],
    ["a bad volatility", { volatility: "extreme" }, "volatility"],
    ["a bad RTP range", { rtp: "98_99" }, "rtp"],
    ["a bad demo value", { demo: "yes" }, "demo"],
    ["demo 0", { demo: "0" }, "demo"],
    ["a malformed provider slug", { providers: "Bad Slug" }, "providers"],
    ["an unknown provider", { providers: "no-such-provider" }, "providers"],
    [
      "an unknown provider beside a known one",
      () => Promise.resolve({ providers: [middling("providers"), "nope"] }),
      "providers",
    ],
    ["an unknown feature", { features: "no-such-feature" }, "features"],
    ["an unknown theme", { themes: "no-such-theme" }, "themes"],
    ["a malformed theme", { themes: "../etc" }, "themes"],
    ["a long q", { q: "x".repeat(101) }, "q"],
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
    const { status, body } = await get({ limit: "0", volatility: "nope", sort: "x" });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["limit", "sort", "volatility"]);
  });

  it("never answers 5xx to random junk in the query string (seeded fuzz, 300 runs)", async () => {
    const random = mulberry32(20250611);
    const names = [...SLOT_FACETS, "q", "sort", "cursor", "limit", "lang", "country", "utm_source"];
    const real = () => {
      // Sometimes a real value too, so that the fuzz reaches filtering and counting, not only the parser.
      const facet = SLOT_FACETS[Math.floor(random() * SLOT_FACETS.length)]!;
      const values = oracle.vocabulary[facet];
      return `&${facet}=${encodeURIComponent(values[Math.floor(random() * values.length)]!)}`;
    };
    let ok = 0;
    for (let run = 0; run < 300; run++) {
      const query = randomQuery(random, names) + (random() < 0.5 ? real() : "");
      const { status, body } = await get(query);
      expect([200, 400], query).toContain(status);
      if (status === 200) {
        ok++;
        expect(Array.isArray(body.items), query).toBe(true);
      } else expect(body.errors, query).toBeDefined();
    }
    expect(ok, "some runs get through to the index").toBeGreaterThan(20);
  });
});

describe("GET {api}/slots/{slug}/", () => {
  it("answers the slot in full", async () => {
    const picks = [...sortedSlots(oracle.slots, "popular").slice(0, 2), ...sortedSlots(oracle.slots, "name").slice(-2)];
    for (const slot of picks) {
      const { status, headers, body } = await request(`/slots/${slot.slug}/?lang=fr`);
      expect(status, slot.slug).toBe(200);
      expect(headers.get("cache-control")).toContain("public");
      expect(body).toMatchObject({
        slug: slot.slug,
        name: slot.name,
        rtp: slot.rtp,
        releaseDate: slot.released,
        provider: {
          slug: [...slot.values.providers][0],
          name: oracle.providerNames.get([...slot.values.providers][0]!),
        },
        volatility: [...slot.values.volatility][0],
        demoAvailable: slot.values.demo.has("1"),
      });
      expect((body.features as string[]).length).toBe(slot.values.features.size);
      expect((body.themes as string[]).length).toBe(slot.values.themes.size);
      expect(body.description).toEqual(expect.any(String));
    }
  });

  it("names each offering casino's running bonus for the slot in the visitor's country, and only there", async () => {
    // The API's default country is PT: the offer's version run there (in euros).
    const rows = (await database.db.execute(sql`
      select s.slug as slot, c.slug as casino, b.title->>'en' as title
      from bonuses b join slots s on s.id = b.free_spins_slot_id join casinos c on c.id = b.casino_id
      where (b.valid_until is null or b.valid_until >= current_date)
        and exists (select 1 from bonus_countries bc where bc.bonus_id = b.id and bc.country_code = 'PT')
        and exists (select 1 from casino_slots x where x.slot_id = s.id and x.casino_id = c.id)
      order by b.id limit 10
    `)) as unknown as { rows: Array<{ slot: string; casino: string; title: string }> };
    let checked = 0;
    for (const row of rows.rows) {
      const { body } = await request(`/slots/${row.slot}/`);
      const casinos = body.casinos as Array<{ slug: string; slotBonus: { title: string } | null }>;
      const offering = casinos.find((c) => c.slug === row.casino);
      if (!offering) continue; // beyond the first twelve casinos shown
      expect(offering.slotBonus?.title).toBe(row.title);
      checked++;
      const others = casinos.filter((c) => c.slotBonus !== null && c.slug !== row.casino);
      for (const other of others) expect(other.slotBonus!.title).not.toBe(row.title);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown or malformed slug, 400 for a bad lang", async () => {
    for (const slug of ["no-such-slot", "UPPER", "a_b", "-x-", "x".repeat(300)]) {
      expect((await app.request(`${config.API_BASE}/slots/${slug}/`)).status, slug).toBe(404);
    }
    const slug = oracle.slots[0]!.slug;
    expect((await app.request(`${config.API_BASE}/slots/${slug}/?lang=xx`)).status).toBe(400);
  });
});

describe("GET {api}/providers/", () => {
  it("answers every provider with games and its number of games, and leaves out those without", async () => {
    const { status, headers, body } = await request("/providers/");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("public");
    const items = body.items as Array<{ slug: string; name: string; games: number }>;
    const expected = new Map<string, number>();
    for (const slot of oracle.slots) for (const p of slot.values.providers) expected.set(p, (expected.get(p) ?? 0) + 1);
    expect(new Set(items.map((i) => i.slug)).size, "no provider twice").toBe(items.length);
    expect(Object.fromEntries(items.map((i) => [i.slug, i.games]))).toEqual(Object.fromEntries(expected));
    for (const item of items) expect(item.name).toBe(oracle.providerNames.get(item.slug));
    expect(items.reduce((sum, i) => sum + i.games, 0)).toBe(oracle.slots.length);
    expect(items.map((i) => i.slug)).not.toContain("idle-games");
  });

  it("agrees with the explorer's provider counts", async () => {
    const items = (await request("/providers/")).body.items as Array<{ slug: string; games: number }>;
    const { body } = await get({});
    for (const item of items) {
      expect(body.facets.providers.find((v) => v.value === item.slug)?.count, item.slug).toBe(item.games);
    }
  });
});
