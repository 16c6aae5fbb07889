import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MARKETS } from "#contracts/markets";
import { seedDemo } from "#seed/index";
import { bonusesOfCasino, expiredBonuses, isoDay, newestBonuses, recommendedBonuses } from "#modules/bonuses";
import { findCasino, limitsFor, rankingByCategory } from "#modules/casinos";
import { freshDatabase } from "../helpers/database";

/**
 * Local money on the demo data, through the lists and pages the loaders build: offers run in a market carry
 * its currency, a casino's limits show in the visitor's currency when the casino publishes them and in euros
 * (labelled so) when it does not, and nothing is converted.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
}, 180_000);
afterAll(async () => {
  await database.drop();
});

const options = (country: string) => ({ locale: "en" as const, country, today: isoDay(new Date()) });

describe("bonuses in the market's currency", () => {
  it("every offer run in a market is in that market's currency", async () => {
    const offers = await rows<{ country: string; currency: string; slug: string }>(sql`
      select bc.country_code as country, b.currency, b.slug from bonus_countries bc join bonuses b on b.id = bc.bonus_id`);
    let inMarkets = 0;
    for (const market of MARKETS) {
      const here = offers.filter((o) => o.country === market.code);
      expect(here.length, market.code).toBeGreaterThan(0);
      inMarkets += here.length;
      expect(
        here.filter((o) => o.currency !== market.currency).map((o) => o.slug),
        market.code,
      ).toEqual([]);
    }
    expect(inMarkets).toBeGreaterThan(100);
  });

  it("the GB lists show pounds and the BD lists taka, for the same lists", async () => {
    for (const [country, currency] of [
      ["GB", "GBP"],
      ["BD", "BDT"],
    ] as const) {
      const cards = [
        ...(await recommendedBonuses(database.db, { ...options(country), limit: 12 })),
        ...(await newestBonuses(database.db, { ...options(country), limit: 12 })),
      ];
      expect(cards.length, country).toBeGreaterThan(0);
      expect(new Set(cards.map((card) => card.currency)), country).toEqual(new Set([currency]));
    }
  });

  it("a casino's page lists the offers of the visitor's country first", async () => {
    const [casino] = await rows<{ id: number }>(sql`
      select b.casino_id as id from bonuses b join bonus_countries bc on bc.bonus_id = b.id
      where bc.country_code = 'BD' group by b.casino_id
      having count(distinct b.currency) = 1 and (select count(distinct currency) from bonuses x where x.casino_id = b.casino_id) > 1
      limit 1`);
    expect(casino).toBeDefined();
    const cards = await bonusesOfCasino(database.db, casino!.id, { ...options("BD"), limit: 50 });
    const eligible = cards.filter((card) => card.eligible);
    expect(eligible.length).toBeGreaterThan(0);
    expect(cards.slice(0, eligible.length)).toEqual(eligible);
    expect(new Set(eligible.map((card) => card.currency))).toEqual(new Set(["BDT"]));
  });
});

describe("casino limits in the visitor's currency", () => {
  it("the GB top 10 shows minimum deposits in pounds, the BD top 10 in taka", async () => {
    for (const [country, currency] of [
      ["GB", "GBP"],
      ["BD", "BDT"],
    ] as const) {
      const cards = await rankingByCategory(database.db, "all", { locale: "en", country, limit: 10 });
      expect(cards.length, country).toBeGreaterThan(0);
      // Every casino accepting a market takes its money, and publishes its limits in it.
      expect(new Set(cards.map((card) => card.minDeposit.currency)), country).toEqual(new Set([currency]));
    }
  });

  it("shows euros, unconverted, for a casino that has no limits in the visitor's currency", async () => {
    const [row] = await rows<{ slug: string; min_deposit: string }>(sql`
      select c.slug, c.min_deposit from casinos c
      where not exists (select 1 from casino_limits l where l.casino_id = c.id and l.currency_code = 'BDT') limit 1`);
    const casino = (await findCasino(database.db, row!.slug, "en"))!;
    const shown = limitsFor(casino.limits, "BDT");
    expect(shown.currency).toBe("EUR");
    expect(shown.minDeposit).toBe(Number(row!.min_deposit));
  });

  it("shows the casino's own taka limits on the BD site", async () => {
    const [row] = await rows<{ slug: string; min_deposit: string }>(sql`
      select c.slug, l.min_deposit from casinos c join casino_limits l on l.casino_id = c.id and l.currency_code = 'BDT'
      limit 1`);
    const casino = (await findCasino(database.db, row!.slug, "en"))!;
    expect(limitsFor(casino.limits, "BDT")).toMatchObject({ currency: "BDT", minDeposit: Number(row!.min_deposit) });
    expect(limitsFor(casino.limits, "GBP").currency).not.toBe("BDT");
  });
});

describe("expired offers", () => {
  it("are the offers of the visitor's country that ended, the latest ended first, without their codes", async () => {
    const today = isoDay(new Date());
    const cards = await expiredBonuses(database.db, { ...options("PT"), limit: 50 });
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      expect(card.expired, card.slug).toBe(true);
      expect(card.validUntil! < today, card.slug).toBe(true);
      expect(card.eligible, card.slug).toBe(true);
      expect(card.promoCode, card.slug).toBeNull();
    }
    const ends = cards.map((card) => card.validUntil!);
    expect(ends).toEqual([...ends].sort().reverse());
    const [ended] = await rows<{ count: number }>(sql`
      select count(*)::int as count from bonuses b join bonus_countries bc on bc.bonus_id = b.id
      where bc.country_code = 'PT' and b.valid_until < ${today}`);
    expect(cards).toHaveLength(Math.min(ended!.count, 50));
  });
});
