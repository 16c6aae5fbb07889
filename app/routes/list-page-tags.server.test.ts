import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTS_TAG, SCORES_TAG, scoresTag } from "#contracts/cache-tags";
import { SEARCH_KINDS, type SearchKind } from "#modules/search";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "#tests/helpers/database";
import { bonusCategoryPage } from "./bonus-category.server";
import { bonusesPage } from "./bonuses.server";
import { casinoGroup, privateProjectPage } from "./casino-groups.server";
import { casinosPage } from "./casinos.server";
import { bonusFilterPage, casinoFilterPage } from "./filter-page.server";
import { complaintsPage } from "./complaints.server";
import { homePage } from "./home.server";
import { newCasinosPage } from "./new-casinos.server";
import { qualityMarkPage } from "./quality-mark.server";
import { searchPage } from "./search.server";

/**
 * What the list pages name to the page cache (server/http/cache-tags.ts), so that a rating (its casino, its
 * `scores:<slug>` and `scores`) drops exactly the pages showing its casino's users score: a page with casino
 * cards names the lists and each card's score; the bonus pages, which show none, the lists alone; the
 * casino filter sorted by users score every score. The casino groups and the quality mark, safest first,
 * name their cards' scores; search and the complaints, showing no score, the lists.
 */
describe("the list pages' tags", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const contextOf = (cacheTags: Set<string>) =>
    ({ db: database.db, locale: "en", country: "GB", market: "GB", cacheTags }) as unknown as AppLoadContext;
  const page = (path: string) => new URL(`http://localhost${path}`);

  /** The slugs of the casino cards in a page's data that show a users score, found by JSON's own walk. */
  function scoredCards(data: unknown): string[] {
    const slugs = new Set<string>();
    JSON.parse(JSON.stringify(data), (_key, value: unknown) => {
      if (value && typeof value === "object" && "usersScore" in value && "slug" in value)
        slugs.add(String((value as { slug: unknown }).slug));
      return value;
    });
    return [...slugs].sort();
  }

  async function tagsOf<T>(load: (context: AppLoadContext) => Promise<T>) {
    const cacheTags = new Set<string>();
    const data = await load(contextOf(cacheTags));
    return { data, tags: [...cacheTags].sort() };
  }

  /** A seeded slug of a table (with a condition): the first by id. */
  async function firstSlug(table: string, where = "true"): Promise<string> {
    const { rows } = (await database.db.execute(
      sql.raw(`select slug from ${table} where ${where} order by id limit 1`),
    )) as unknown as { rows: { slug: string }[] };
    expect(rows[0], table).toBeDefined();
    return rows[0]!.slug;
  }

  /** The longest word of a column of a table's first published row. */
  async function firstWord(column: string, table: string): Promise<string> {
    const { rows } = (await database.db.execute(
      sql.raw(`select ${column} as text from ${table} where is_published order by id limit 1`),
    )) as unknown as { rows: { text: string }[] };
    const words = (rows[0]?.text ?? "").split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length);
    expect(words[0], table).toBeTruthy();
    return words[0]!;
  }

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemo(database.db);
  }, 240_000);
  afterAll(() => database.drop());

  it("name the lists and the users score of each casino card they show, not every score", async () => {
    const loads: Record<string, (context: AppLoadContext) => Promise<unknown>> = {
      home: (context: AppLoadContext) => homePage(context),
      casinos: (context: AppLoadContext) => casinosPage(context, page("/casinos")),
      "casinos, all": (context: AppLoadContext) => casinosPage(context, page("/casinos?category=all&all=1")),
      "new casinos": (context: AppLoadContext) => newCasinosPage(context),
      bonuses: (context: AppLoadContext) => bonusesPage(context),
      "casino filter": (context: AppLoadContext) => casinoFilterPage(context, page("/casinos/filters")),
      "quality mark": (context: AppLoadContext) => qualityMarkPage(context),
    };
    const groups = {
      game: await firstSlug("game_categories"),
      type: await firstSlug("casino_types"),
      provider: await firstSlug("providers", "is_published"),
    } as const;
    for (const [kind, slug] of Object.entries(groups) as [keyof typeof groups, string][]) {
      loads[`casinos by ${kind}`] = (context) => casinoGroup(kind, context, slug, page(`/casinos/x/${slug}`));
    }
    const project = await firstSlug("casinos", "is_private and is_published");
    loads["private project"] = (context) => privateProjectPage(context, project);
    for (const [name, load] of Object.entries(loads)) {
      const { data, tags } = await tagsOf(load);
      const shown = scoredCards(data);
      expect(shown.length, name).toBeGreaterThan(0);
      expect(tags, name).toEqual([LISTS_TAG, ...shown.map(scoresTag)].sort());
      expect(tags, name).not.toContain(SCORES_TAG);
    }
  });

  it("name every score on the casino filter sorted by users score: any rating may move its order", async () => {
    const { data, tags } = await tagsOf((context) => casinoFilterPage(context, page("/casinos/filters?sort=users")));
    expect(tags).toEqual([LISTS_TAG, SCORES_TAG, ...scoredCards(data).map(scoresTag)].sort());
  });

  it("name the lists only on search and the complaints, which show no users score", async () => {
    const shown: Record<string, { data: unknown; tags: string[] }> = {};
    /** A word of a seeded, published row of each kind: the grouped search and the kind's own page find it. */
    const words: Record<SearchKind, string> = {
      casino: await firstWord("name", "casinos"),
      bonus: await firstWord("title ->> 'en'", "bonuses"),
      slot: await firstWord("name", "slots"),
      post: await firstWord("title ->> 'en'", "posts"),
    };
    for (const kind of SEARCH_KINDS) {
      const q = encodeURIComponent(words[kind]);
      const all = await tagsOf((context) => searchPage(context, page(`/search?q=${q}`)));
      expect(all.data.groups.find((group) => group.kind === kind)?.items.length, kind).toBeGreaterThan(0);
      shown[`search for a ${kind}`] = all;
      const one = await tagsOf((context) => searchPage(context, page(`/search?q=${q}&kind=${kind}`)));
      expect(one.data.groups[0]?.items.length, kind).toBeGreaterThan(0);
      shown[`search, ${kind}s only`] = one;
    }
    const complaints = await tagsOf((context) => complaintsPage(context, page("/complaints")));
    expect(complaints.data.items.length).toBeGreaterThan(0);
    shown.complaints = complaints;
    for (const [name, { data, tags }] of Object.entries(shown)) {
      expect(scoredCards(data), name).toEqual([]);
      expect(tags, name).toEqual([LISTS_TAG]);
    }
  });

  it("name the lists only on the bonus filter and a bonus category, which show no users score, in every sort", async () => {
    for (const sort of ["newest", "safety", "wagering", "min_deposit"]) {
      const { data, tags } = await tagsOf((context) => bonusFilterPage(context, page(`/bonuses/filters?sort=${sort}`)));
      expect(data.items.length).toBeGreaterThan(0);
      expect(JSON.stringify(data)).not.toMatch(/usersScore/);
      expect(tags).toEqual([LISTS_TAG]);
    }
    const { rows } = (await database.db.execute(
      sql`select slug from bonus_categories order by id limit 3`,
    )) as unknown as { rows: { slug: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const { slug } of rows) {
      const { data, tags } = await tagsOf((context) =>
        bonusCategoryPage(context, slug, page(`/bonuses/categories/${slug}`)),
      );
      expect(JSON.stringify(data)).not.toMatch(/usersScore/);
      expect(tags).toEqual([LISTS_TAG]);
    }
  });
});
