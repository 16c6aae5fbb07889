import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDemo } from "#seed/index";
import {
  bonusesByCategory,
  casinosWithBestBonuses,
  exclusiveBonuses,
  isoDay,
  listBonusCategories,
  newestBonuses,
  recommendedBonuses,
} from "#modules/bonuses";
import {
  acceptingFirst,
  casinoGroupPage,
  CASINO_CATEGORIES,
  findCasino,
  NEW_CASINO_MONTHS,
  QUALITY_MARK_MIN_SAFETY,
  refreshQualityMarks,
  newestCasinos,
  privateCasinos,
  rankingByCategory,
  rankingPage,
  recommendedCasinos,
  topNewCasinosFor,
  trendingCasinos,
  WARNING_THRESHOLD,
} from "#modules/casinos";
import { slotDetail } from "#modules/slots";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 15 on the demo data, through the lists the pages show (with the options their loaders give): a warned
 * casino (blacklisted, or below the safety threshold) is in no recommending list, and the top 10 of a country
 * holds only casinos accepting it.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const MARKETS = ["GB", "PT", "BD", "UA", "FR", "MX", "AR", "PE"];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Slugged = { slug: string };
type WithCasino = { casino: Slugged };

/** Every casino slug a country's recommending lists show (home, /casinos, /bonuses, sub-catalogues, slots). */
async function recommendedSlugs(country: string, warned: string[]): Promise<Map<string, string[]>> {
  const db = database.db;
  const options = { locale: "en" as const, country };
  const bonusOptions = { ...options, today: isoDay(new Date()) };
  const lists = new Map<string, string[]>();
  const add = (name: string, items: Slugged[]) =>
    lists.set(
      name,
      items.map((i) => i.slug),
    );
  const casinosOf = (items: WithCasino[]) => items.map((i) => i.casino);

  add("private projects", await privateCasinos(db, { ...options, limit: 3 }));
  add("top 10", await rankingByCategory(db, "top20", { ...options, limit: 10 }));
  add("exclusive promo", casinosOf(await exclusiveBonuses(db, { ...bonusOptions, limit: 5 })));
  add("recommended casinos", await recommendedCasinos(db, { ...options, limit: 20 }));
  add("new casinos", await newestCasinos(db, { ...options, limit: 20 }));
  add("trending casinos", await trendingCasinos(db, { ...options, limit: 20 }));
  add("recommended bonuses", casinosOf(await recommendedBonuses(db, { ...bonusOptions, limit: 50 })));
  add("new bonuses", casinosOf(await newestBonuses(db, { ...bonusOptions, limit: 50 })));
  add("bonus teaser", await casinosWithBestBonuses(db, { ...options, limit: 20 }));
  add("/new-casinos", await topNewCasinosFor(db, "PT", { ...options, country: "PT" }));
  for (const category of CASINO_CATEGORIES) {
    for (const all of [false, true]) {
      const page = await rankingPage(db, category, { ...options, cursor: null, limit: 50, all });
      add(`/casinos ${category}${all ? " (all)" : ""}`, page.items);
    }
  }
  for (const category of await listBonusCategories(db, "en")) {
    const found = await bonusesByCategory(db, category.slug, {
      ...bonusOptions,
      cursor: null,
      sort: "safety",
      limit: 500,
    });
    add(`/bonuses/categories/${category.slug}`, casinosOf(found?.items ?? []));
  }
  // The sub-catalogues and the slot pages the warned casinos would appear on.
  const games = await rows<{ slug: string }>(sql`
    select distinct g.slug from casino_games cg join game_categories g on g.id = cg.game_category_id
    join casinos c on c.id = cg.casino_id where c.slug in ${warned} limit 4`);
  for (const { slug } of games) {
    const page = await casinoGroupPage(db, "game", slug, { ...options, cursor: null, limit: 50, all: true });
    add(`/casinos/games/${slug}`, page?.items ?? []);
  }
  const slots = await rows<{ slug: string }>(sql`
    select distinct s.slug from casino_slots cs join slots s on s.id = cs.slot_id
    join casinos c on c.id = cs.casino_id where c.slug in ${warned} limit 6`);
  for (const { slug } of slots)
    add(`/slots/${slug} where to play`, (await slotDetail(db, slug, options))?.casinos ?? []);
  return lists;
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
}, 180_000);
afterAll(async () => {
  await database.drop();
});

describe("warned casinos", () => {
  it("are in no recommending list, in any market", async () => {
    const warned = (
      await rows<{ slug: string }>(
        sql`select slug from casinos where is_blacklisted or safety_index < ${WARNING_THRESHOLD}`,
      )
    ).map((r) => r.slug);
    const blacklisted = await rows<{ slug: string }>(sql`select slug from casinos where is_blacklisted`);
    expect(blacklisted.length).toBeGreaterThan(0);
    for (const country of ["GB", "PT", "BD"]) {
      const lists = await recommendedSlugs(country, warned);
      expect(lists.size).toBeGreaterThan(20);
      for (const [name, slugs] of lists) {
        expect(
          slugs.filter((slug) => warned.includes(slug)),
          `${country} ${name}`,
        ).toEqual([]);
      }
    }
  }, 120_000);

  it("get a warning with the reasons, a failed blacklist item and a plain link on their page", async () => {
    const [row] = await rows<{ slug: string }>(sql`select slug from casinos where is_blacklisted limit 1`);
    const casino = (await findCasino(database.db, row!.slug, "en"))!;
    expect(casino.warning.warned).toBe(true);
    expect(casino.warning.reasons[0]?.key).toBe("blacklisted");
    expect(casino.checklist.find((i) => i.key === "blacklist")?.passed).toBe(false);
    expect(casino.negatives[0]?.key).toBe("blacklisted");
  });
});

describe("the visitor's country first", () => {
  it("a country's top 10 holds only casinos that accept it", async () => {
    for (const country of MARKETS) {
      const topCasinos = await rankingByCategory(database.db, "top20", { locale: "en", country, limit: 10 });
      expect(topCasinos.length, country).toBeGreaterThan(0);
      expect(
        topCasinos.filter((c) => c.acceptsCountry !== true).map((c) => c.slug),
        country,
      ).toEqual([]);
    }
    const accepting = await rows<{ n: number }>(sql`
      select count(*)::int as n from casinos c join casino_countries cc on cc.casino_id = c.id
      where c.is_top20 and cc.country_code = 'GB' and cc.status = 'accepted'`);
    const topCasinos = await rankingByCategory(database.db, "top20", { locale: "en", country: "GB", limit: 10 });
    expect(topCasinos.length).toBeLessThanOrEqual(Math.min(10, accepting[0]!.n));
  });

  it("recommendation lists put the accepting casinos first, and the ranking shows only them until 'show all'", async () => {
    const db = database.db;
    const options = { locale: "en" as const, country: "GB", limit: 20 };
    for (const list of [
      await recommendedCasinos(db, options),
      await newestCasinos(db, options),
      await trendingCasinos(db, options),
    ]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list).toEqual(acceptingFirst(list));
    }
    const ranking = await rankingPage(db, "all", { ...options, cursor: null });
    expect(ranking.items.every((c) => c.acceptsCountry === true)).toBe(true);
    const all = await rankingPage(db, "all", { ...options, cursor: null, all: true });
    expect(all.items.some((c) => c.acceptsCountry !== true)).toBe(true);
  });

  it("recommends only valid bonuses offered in the visitor's country", async () => {
    for (const country of ["GB", "PT", "BD"]) {
      const options = { locale: "en" as const, country, today: isoDay(new Date()), limit: 50 };
      const recommended = [
        ...(await recommendedBonuses(database.db, options)),
        ...(await exclusiveBonuses(database.db, options)),
        ...(await newestBonuses(database.db, options)),
      ];
      expect(
        recommended.filter((b) => !b.eligible || b.expired).map((b) => b.slug),
        country,
      ).toEqual([]);
    }
  });
});

describe("the quality mark by rule", () => {
  it("is held only by casinos that pass every checklist item with a high safety index, and is up to date", async () => {
    expect(await refreshQualityMarks(database.db)).toBe(0);
    const holders = await rows<{ slug: string }>(sql`select slug from casinos where is_certified`);
    expect(holders.length).toBeGreaterThan(0);
    for (const { slug } of holders) {
      const casino = (await findCasino(database.db, slug, "en"))!;
      expect(
        casino.checklist.filter((item) => !item.passed).map((item) => item.key),
        slug,
      ).toEqual([]);
      expect(casino.scores.safety).toBeGreaterThanOrEqual(QUALITY_MARK_MIN_SAFETY);
      expect(casino.warning.warned).toBe(false);
    }
  });
});

describe("new casinos", () => {
  it("/new-casinos holds at most five new casinos accepting Portugal, best safety first", async () => {
    const now = new Date();
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - NEW_CASINO_MONTHS);
    const top = await topNewCasinosFor(database.db, "PT", { locale: "en", country: "PT" });
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    for (const casino of top) {
      expect(casino.acceptsCountry).toBe(true);
      expect(new Date(casino.launchDate).getTime()).toBeGreaterThanOrEqual(since.getTime() - 86_400_000);
    }
    const scores = top.map((c) => c.safetyIndex);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const newest = await newestCasinos(database.db, { locale: "en", country: "PT", limit: 50 });
    expect(newest.every((c) => new Date(c.launchDate).getTime() >= since.getTime() - 86_400_000)).toBe(true);
  });
});

describe("bonus categories", () => {
  it("show every bonus of the category page by page, in the chosen order, until no more", async () => {
    const db = database.db;
    const options = { locale: "en" as const, country: "PT", today: isoDay(new Date()) };
    for (const category of await listBonusCategories(db, "en")) {
      for (const sort of ["safety", "newest"] as const) {
        const whole = (await bonusesByCategory(db, category.slug, { ...options, cursor: null, sort, limit: 500 }))!;
        expect(whole.next_cursor).toBeNull();
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const page: { items: { slug: string }[]; next_cursor: string | null } = (await bonusesByCategory(
            db,
            category.slug,
            { ...options, cursor, sort, limit: 5 },
          ))!;
          paged.push(...page.items.map((b) => b.slug));
          cursor = page.next_cursor;
        } while (cursor !== null);
        expect(paged, `${category.slug} ${sort}`).toEqual(whole.items.map((b) => b.slug));
        expect(whole.items.filter((b) => b.expired || !b.eligible)).toEqual([]);
      }
    }
  });
});
