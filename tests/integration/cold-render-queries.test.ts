import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announce } from "#modules/changes";
import {
  bonusesOfCasino,
  exclusiveBonuses,
  isoDay,
  listBonusCategories,
  newestBonuses,
  recommendedBonuses,
} from "#modules/bonuses";
import { findCasinoPage, privateCasinos, rankingByCategory, recommendedCasinos } from "#modules/casinos";
import {
  casinoReviewsFirstPage,
  commentLanguageCounts,
  commentsFirstPage,
  commentsOf,
  reviewLanguageCounts,
  reviewsOfCasino,
} from "#modules/community";
import type { Locale } from "#contracts/locales";
import { homeLists } from "#modules/home";
import { hotNews, latestPosts, latestReviews, postDetail } from "#modules/posts";
import { complaintStats, recentStats, todayStats } from "#modules/stats";
import { seedDemo } from "#seed/index";
import { PageCache } from "#server/http/page-cache";
import { subscribeToChanges } from "#server/subscriptions";
import { freshDatabase } from "../helpers/database";
import { countStatements, type Counted } from "../helpers/statements";

/**
 * Cold renders send few statements (issue 12, docs/decisions/0032): the casino page's casino, lists and
 * safety facts in one, a list of cards in one whatever its length (no query per card, images included), and the menu's
 * bonus categories read once until a bonus change.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let counter: Counted;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  counter = countStatements(database.db);
  subscribeToChanges(database.db, new PageCache(0));
}, 180_000);
afterAll(async () => {
  await database.drop();
});

async function counted<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
  return counter(read);
}

const options = { locale: "en" as const, country: "PT" };

describe("statements per read", () => {
  it("the casino page's casino, its lists, verdict and safety breakdown take one statement", async () => {
    const { result, statements: sent } = await counted(() => findCasinoPage(database.db, "tidal-casino", "en"));
    expect(result?.casino.name).toBe("Tidal Casino");
    expect(result?.casino.licences.length).toBeGreaterThan(0);
    expect(result?.safety.score).toBe(result?.casino.scores.safety);
    expect(sent).toBe(1);
  });

  it("a list of casino cards is one statement whatever its length", async () => {
    const short = await counted(() => recommendedCasinos(database.db, { ...options, limit: 2 }));
    const long = await counted(() => rankingByCategory(database.db, "top20", { ...options, limit: 20 }));
    expect(short.result.length).toBe(2);
    expect(long.result.length).toBeGreaterThan(5);
    expect(long.result.every((card) => Array.isArray(card.licences))).toBe(true);
    expect([short.statements, long.statements]).toEqual([1, 1]);
  });

  it("a card's licences are its own casino's, strongest first", async () => {
    const cards = await rankingByCategory(database.db, "top20", { ...options, limit: 20 });
    const rows = await database.db.execute(sql`
      select c.slug, l.name from casino_licences x join casinos c on c.id = x.casino_id join licences l on l.id = x.licence_id
      order by l.strength desc, l.name`);
    const own = new Map<string, string[]>();
    for (const row of (rows as unknown as { rows: { slug: string; name: string }[] }).rows) {
      own.set(row.slug, [...(own.get(row.slug) ?? []), row.name]);
    }
    expect(new Set(cards.map((card) => card.licences.join())).size).toBeGreaterThan(1);
    for (const card of cards) expect(card.licences).toEqual(own.get(card.slug) ?? []);
  });

  it("the home's lists and figures are one statement, each as its own function reads it", async () => {
    // PT counts in euros, BR in its own currency (the cards' local minimum deposit).
    for (const country of ["PT", "BR"]) {
      for (const locale of ["en", "pt"] as const) {
        const now = new Date();
        const timeZone = "Europe/Lisbon";
        const home = await counted(() => homeLists(database.db, { locale, country, timeZone, now }));
        expect(home.statements).toBe(1);
        const cards = { locale, country };
        const offers = { ...cards, today: isoDay(now) };
        const today = await todayStats(database.db, timeZone, now);
        const week = await recentStats(database.db, timeZone, 7, now);
        expect(home.result).toEqual({
          privateCasinos: await privateCasinos(database.db, { ...cards, limit: 3 }),
          topCasinos: await rankingByCategory(database.db, "top20", { ...cards, limit: 10 }),
          exclusive: (await exclusiveBonuses(database.db, { ...offers, limit: 1 }))[0] ?? null,
          reviews: await latestReviews(database.db, { locale, limit: 3 }),
          daily: {
            bonus: { today: today.bonus, week: week.bonus },
            casino: { today: today.casino, week: week.casino },
          },
          recommendations: {
            bonuses: await recommendedBonuses(database.db, { ...offers, limit: 3 }),
            casinos: await recommendedCasinos(database.db, { ...cards, limit: 3 }),
          },
          news: await hotNews(database.db, { locale, limit: 4 }),
          complaints: await complaintStats(database.db),
        });
        // The seed gives the lists something to compare.
        expect(home.result.topCasinos.length).toBeGreaterThan(3);
        expect(home.result.news.length).toBeGreaterThan(0);
        expect(home.result.recommendations.bonuses.length).toBeGreaterThan(0);
        expect(home.result.daily.bonus.week).toBeGreaterThan(0);
      }
    }
  });

  it("a list of bonus cards is one statement, with the visitor's country in it", async () => {
    const today = isoDay(new Date());
    const { result, statements: sent } = await counted(() =>
      newestBonuses(database.db, { ...options, today, limit: 12 }),
    );
    expect(result.length).toBeGreaterThan(3);
    expect(result.some((card) => card.eligible)).toBe(true);
    expect(sent).toBe(1);
    const page = await findCasinoPage(database.db, "tidal-casino", "en");
    const ofCasino = await counted(() =>
      bonusesOfCasino(database.db, page!.casino.id, { ...options, today, limit: 12 }),
    );
    expect(ofCasino.statements).toBe(1);
  });

  it("a first page of reviews or of comments, with its language counts, is one statement: the API's page", async () => {
    const db = database.db;
    const casino = (await findCasinoPage(db, "tidal-casino", "en"))!.casino;
    const ids = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    // Replies in two languages to the casino's newest comment (the seed writes none): they come with it.
    await db.execute(sql`insert into comments (user_id, target_type, target_id, parent_id, text, lang)
      select c.user_id, c.target_type, c.target_id, c.id, 'A reply ' || l.lang, l.lang
      from (select * from comments where target_type = 'casino' and target_id = ${casino.id} and parent_id is null
        order by created_at desc, id desc limit 1) c, (values ('pt'), ('en')) as l(lang)`);
    const [postId] = await ids(sql`select target_id as id from comments where target_type = 'post' limit 1`);
    const seen = { reviews: 0, comments: 0, replies: 0 };
    for (const visitor of ["en", "pt", "mx", "bn"] as Locale[]) {
      for (const all of [false, true]) {
        const languages = all ? ({ languages: "all" } as const) : ({ languages: "visitor", visitor } as const);
        const reviews = await counted(() => casinoReviewsFirstPage(db, casino.id, visitor, all));
        expect(reviews.statements).toBe(1);
        expect(reviews.result).toEqual({
          ...(await reviewsOfCasino(db, casino.id, { languages })),
          visitor,
          languages: languages.languages,
          counts: await reviewLanguageCounts(db, casino.id),
        });
        seen.reviews += reviews.result.items.length;
        for (const [type, id] of [
          ["casino", casino.id],
          ["post", postId!],
        ] as const) {
          const comments = await counted(() => commentsFirstPage(db, type, id, visitor, all));
          expect(comments.statements).toBe(1);
          expect(comments.result).toEqual({
            ...(await commentsOf(db, type, id, { languages })),
            visitor,
            languages: languages.languages,
            counts: await commentLanguageCounts(db, type, id),
          });
          seen.comments += comments.result.items.length;
          seen.replies += comments.result.items.reduce((n, c) => n + c.replies.length, 0);
        }
      }
    }
    // The seed gives these pages something to compare.
    expect(seen.reviews).toBeGreaterThan(0);
    expect(seen.comments).toBeGreaterThan(0);
    expect(seen.replies).toBeGreaterThan(0);
  });

  it("a list of post cards is one statement with its hero images, an article two (the post, its tags)", async () => {
    const cards = await counted(() => latestPosts(database.db, { locale: "en", limit: 12 }));
    expect(cards.result.length).toBe(12);
    expect(cards.statements).toBe(1);
    const article = await counted(() => postDetail(database.db, "how-our-safety-index-works", "en"));
    expect(article.result?.title).toMatch(/\S/);
    expect(article.statements).toBe(2);
  });

  it("the menu's bonus categories are read once, and again after a bonus change", async () => {
    const first = await counted(() => listBonusCategories(database.db, "en"));
    const again = await counted(() => listBonusCategories(database.db, "pt"));
    expect(first.result.map((c) => c.slug)).toEqual(again.result.map((c) => c.slug));
    expect(again.statements).toBe(0);
    announce(database.db, { kind: "bonus", ids: [1], on: { kind: "casino", ids: [1] } });
    const afterChange = await counted(() => listBonusCategories(database.db, "en"));
    expect(afterChange.statements).toBe(1);
    expect(afterChange.result).toEqual(first.result);
  });
});
