import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locales";
import { queryObject } from "#contracts/query";
import {
  bonusesPageLists,
  casinosWithBestBonuses,
  expiredBonuses,
  isoDay,
  newestBonuses,
  recommendedBonuses,
} from "#modules/bonuses";
import {
  casinosPageLists,
  newestCasinos,
  rankingPage,
  recommendedCasinos,
  trendingCasinos,
  type CasinoCategory,
} from "#modules/casinos";
import { audienceOf, filterResult } from "#modules/facets";
import { blogPageLists, hotNews, latestPosts, latestReview, popularTags, trendingNews } from "#modules/posts";
import { newSlots, slotCatalogue, slotsPageLists, topProviders, trendingSlots } from "#modules/slots";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "../helpers/database";
import { countStatements, type Counted } from "../helpers/statements";

/**
 * The list pages' lists are one statement each (issue 12, docs/decisions/0052), equal to what the lists' own
 * functions read: /casinos (a ranking's pages), /slots (the explorer with filters and a next page), /bonuses,
 * /blog, in two languages and two countries (PT counts in euros, GB in pounds). The loaders
 * (app/routes/{casinos,slots,bonuses,blog}.server.ts) call these and nothing else that reads the database
 * but the kept filter index and vocabularies.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let counter: Counted;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  counter = countStatements(database.db);
}, 180_000);
afterAll(async () => {
  await database.drop();
});

/** The read's result and the statements it sent; the first read of a page warms the kept index and words. */
async function counted<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
  await read();
  return counter(read);
}

/** Equal, and equal as the JSON a page's data is made of (the same keys in the same order). */
function expectSame(actual: unknown, expected: unknown) {
  expect(actual).toStrictEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

const visitors = [
  { locale: "en", country: "PT" },
  { locale: "pt", country: "GB" },
] as const satisfies ReadonlyArray<{ locale: Locale; country: string }>;

/** The slot explorer's filter of a query string, as the page parses it. */
const slotFilter = (query: string) => slotCatalogue.query.parse(queryObject(new URLSearchParams(query)));

describe("list pages in one statement", () => {
  it("/casinos: the ranking's page and the recommended, new and trending lists", async () => {
    const seen = { ranking: 0, paged: 0, newest: 0 };
    for (const visitor of visitors) {
      const options = { locale: visitor.locale, country: visitor.country };
      for (const category of ["top20", "all"] satisfies CasinoCategory[]) {
        for (const all of [false, true]) {
          let cursor: string | null = null;
          for (let page = 0; page < 2; page++) {
            const { result, statements: sent } = await counted(() =>
              casinosPageLists(database.db, category, { ...options, cursor, all }),
            );
            expect(sent).toBe(1);
            expectSame(result, {
              ranking: await rankingPage(database.db, category, { ...options, cursor, limit: 20, all }),
              recommended: await recommendedCasinos(database.db, { ...options, limit: 6 }),
              newest: await newestCasinos(database.db, { ...options, limit: 6 }),
              trending: await trendingCasinos(database.db, { ...options, limit: 6 }),
            });
            seen.ranking += result.ranking.items.length;
            seen.newest += result.newest.length;
            if (cursor) seen.paged += result.ranking.items.length;
            cursor = result.ranking.next_cursor;
            if (!cursor) break;
          }
        }
      }
    }
    // The seed gives the lists something to compare, a second page included.
    expect(seen.ranking).toBeGreaterThan(20);
    expect(seen.paged).toBeGreaterThan(0);
    expect(seen.newest).toBeGreaterThan(0);
  });

  it("/slots: the new and trending slots, the top providers and the explorer's page", async () => {
    const queries = ["", "?volatility=high&sort=newest", "?providers=zephyr-reels&providers=lumen-forge", "?q=zzzz"];
    let pages = 0;
    for (const visitor of visitors) {
      for (const first of queries) {
        let query = first;
        for (let page = 0; page < 2; page++) {
          const filter = slotFilter(query);
          const read = async () => {
            // The index and the vocabulary are kept in memory: the page's one statement is its lists'.
            const found = await slotCatalogue.find(database.db, filter, audienceOf(visitor.locale, visitor.country));
            const lists = await slotsPageLists(database.db, found.ids);
            return { ...lists, explorer: filterResult(found, lists.explorer) };
          };
          const { result, statements: sent } = await counted(read);
          expect(sent).toBe(1);
          expectSame(result, {
            newest: await newSlots(database.db, 8),
            trending: await trendingSlots(database.db, 8),
            topProviders: await topProviders(database.db, 12),
            explorer: await slotCatalogue.filter(database.db, filter, audienceOf(visitor.locale, visitor.country)),
          });
          pages += result.explorer.items.length > 0 ? 1 : 0;
          if (!result.explorer.next_cursor) break;
          query = `${first}${first ? "&" : "?"}cursor=${result.explorer.next_cursor}`;
        }
      }
    }
    expect(pages).toBeGreaterThan(8);
  });

  it("/bonuses: the recommended, newest and expired offers and the casino teaser", async () => {
    for (const visitor of visitors) {
      const options = { ...visitor, today: isoDay(new Date()) };
      const { result, statements: sent } = await counted(() => bonusesPageLists(database.db, options));
      expect(sent).toBe(1);
      expectSame(result, {
        recommended: await recommendedBonuses(database.db, { ...options, limit: 6 }),
        newest: await newestBonuses(database.db, { ...options, limit: 6 }),
        expired: await expiredBonuses(database.db, { ...options, limit: 3 }),
        teaser: await casinosWithBestBonuses(database.db, { ...visitor, limit: 3 }),
      });
      expect(result.recommended.length).toBeGreaterThan(0);
      expect(result.expired.length).toBeGreaterThan(0);
      expect(result.teaser.length).toBeGreaterThan(0);
    }
  });

  it("/blog: the popular tags and the trending, latest, review and hot lists", async () => {
    for (const visitor of visitors) {
      const { locale } = visitor;
      const { result, statements: sent } = await counted(() => blogPageLists(database.db, locale));
      expect(sent).toBe(1);
      expectSame(result, {
        tags: await popularTags(database.db, { locale, limit: 12 }),
        trending: await trendingNews(database.db, { locale, limit: 3 }),
        latest: await latestPosts(database.db, { locale, limit: 6 }),
        review: await latestReview(database.db, locale),
        hot: await hotNews(database.db, { locale, limit: 3 }),
      });
      expect(result.tags.length).toBeGreaterThan(0);
      expect(result.review).not.toBeNull();
    }
  });
});
