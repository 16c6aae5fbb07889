import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locales";
import {
  BONUS_TYPES,
  bonusCatalogue,
  casinosWithBestBonuses,
  expiredBonuses,
  isoDay,
  newestBonuses,
  recommendedBonuses,
} from "#modules/bonuses";
import {
  CASINO_CATEGORIES,
  newestCasinos,
  rankingPage,
  recommendedCasinos,
  trendingCasinos,
  type CasinoCategory,
} from "#modules/casinos";
import { hotNews, latestPosts, latestReview, popularTags, trendingNews } from "#modules/posts";
import { newSlots, slotCatalogue, topProviders, trendingSlots } from "#modules/slots";
import { seedDemo } from "#seed/index";
import { blogPage } from "#app/routes/blog.server";
import { bonusesPage } from "#app/routes/bonuses.server";
import { casinosPage } from "#app/routes/casinos.server";
import { filterPage } from "#app/routes/filter-page.server";
import { slotsPage } from "#app/routes/slots.server";
import { freshDatabase } from "../helpers/database";

/**
 * The list pages' loaders send one statement each (issue 12, docs/decisions/0052), and answer what their
 * lists' own functions read: /casinos, /slots (with filters and a next page), /bonuses, /blog, in two
 * languages and two countries (PT counts in euros, GB in pounds).
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let statements = 0;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements++;
    return query(...args);
  };
}, 180_000);
afterAll(async () => {
  await database.drop();
});

/** The read's result and the statements it sent; the first read of a page warms the kept index and words. */
async function counted<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
  await read();
  const before = statements;
  const result = await read();
  return { result, statements: statements - before };
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

const contextOf = (visitor: (typeof visitors)[number]) =>
  ({ db: database.db, locale: visitor.locale, country: visitor.country }) as AppLoadContext;
const url = (path: string) => new URL(`http://localhost${path}`);

describe("list pages in one statement", () => {
  it("/casinos: the ranking's page and the recommended, new and trending lists", async () => {
    const seen = { ranking: 0, paged: 0, newest: 0 };
    for (const visitor of visitors) {
      const options = { locale: visitor.locale, country: visitor.country };
      for (const category of ["top20", "all"] satisfies CasinoCategory[]) {
        for (const all of [false, true]) {
          let cursor: string | null = null;
          for (let page = 0; page < 2; page++) {
            const query = `?category=${category}${all ? "&all=1" : ""}${cursor ? `&cursor=${cursor}` : ""}`;
            const { result, statements: sent } = await counted(() =>
              casinosPage(contextOf(visitor), url(`/casinos${query}`)),
            );
            expect(sent).toBe(1);
            expectSame(result, {
              category,
              categories: CASINO_CATEGORIES,
              ranking: await rankingPage(database.db, category, { ...options, cursor, limit: 20, all }),
              all,
              paged: cursor !== null,
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
          const context = contextOf(visitor);
          const { result, statements: sent } = await counted(() => slotsPage(context, url(`/slots${query}`)));
          expect(sent).toBe(1);
          expectSame(result, {
            newest: await newSlots(database.db, 8),
            trending: await trendingSlots(database.db, 8),
            topProviders: await topProviders(database.db, 12),
            ...(await filterPage(slotCatalogue, context, url(`/slots${query}`))),
          });
          pages += result.items.length > 0 ? 1 : 0;
          if (!result.next_cursor) break;
          query = `${first}${first ? "&" : "?"}cursor=${result.next_cursor}`;
        }
      }
    }
    expect(pages).toBeGreaterThan(8);
    // A facet value that names nothing still redirects (to the URL without it).
    const refused = counted(() => slotsPage(contextOf(visitors[0]), url("/slots?providers=no-such-studio")));
    await expect(refused).rejects.toBeInstanceOf(Response);
  });

  it("/bonuses: the recommended, newest and expired offers and the casino teaser", async () => {
    for (const visitor of visitors) {
      const { result, statements: sent } = await counted(() => bonusesPage(contextOf(visitor)));
      expect(sent).toBe(1);
      const options = { ...visitor, today: isoDay(new Date()) };
      const vocabulary = await bonusCatalogue.vocabulary(database.db, visitor.locale);
      expectSame(result, {
        recommended: await recommendedBonuses(database.db, { ...options, limit: 6 }),
        newest: await newestBonuses(database.db, { ...options, limit: 6 }),
        expired: await expiredBonuses(database.db, { ...options, limit: 3 }),
        choices: {
          casinos: vocabulary.casinos.map((casino) => ({ slug: casino.value, name: casino.label })),
          types: BONUS_TYPES,
        },
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
      const { result, statements: sent } = await counted(() => blogPage(contextOf(visitor)));
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
