import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTS_TAG } from "#contracts/cache-tags";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "#tests/helpers/database";
import { bonusCategoryPage } from "./bonus-category.server";
import { bonusFilterPage } from "./filter-page.server";

/**
 * The bonus filter and a bonus category show bonuses, their casinos' safety and no users score: they name
 * `lists` alone, so a rating (its casino and `scores`, server/http/cache-tags.ts) leaves them kept.
 */
describe("the bonus pages", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const contextOf = (cacheTags: Set<string>) =>
    ({ db: database.db, locale: "en", country: "GB", cacheTags }) as unknown as AppLoadContext;

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemo(database.db);
  }, 240_000);
  afterAll(() => database.drop());

  it("hold no users score and name the lists only, in every sort", async () => {
    for (const sort of ["newest", "safety", "wagering", "min_deposit"]) {
      const cacheTags = new Set<string>();
      const data = await bonusFilterPage(
        contextOf(cacheTags),
        new URL(`http://localhost/bonuses/filters?sort=${sort}`),
      );
      expect(data.items.length).toBeGreaterThan(0);
      expect(JSON.stringify(data)).not.toMatch(/usersScore/);
      expect([...cacheTags]).toEqual([LISTS_TAG]);
    }
    const { rows } = (await database.db.execute(
      sql`select slug from bonus_categories order by id limit 3`,
    )) as unknown as { rows: { slug: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    for (const { slug } of rows) {
      const cacheTags = new Set<string>();
      const data = await bonusCategoryPage(
        contextOf(cacheTags),
        slug,
        new URL(`http://localhost/bonuses/categories/${slug}`),
      );
      expect(JSON.stringify(data)).not.toMatch(/usersScore/);
      expect([...cacheTags]).toEqual([LISTS_TAG]);
    }
  });
});
