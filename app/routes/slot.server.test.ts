import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTS_TAG, subjectTag } from "#contracts/cache-tags";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "#tests/helpers/database";
import { slotPage } from "./slot.server";

/**
 * A slot's where to play shows its casinos' facts, not their users scores (docs/decisions/0055): a rating
 * (which touches its casino's page and `scores`, server/http/cache-tags.ts) leaves every slot page kept.
 */
describe("the slot page", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemo(database.db);
  }, 240_000);
  afterAll(() => database.drop());

  it("shows no users score and names its slot and the lists, none of the casinos it shows", async () => {
    const { rows } = (await database.db.execute(sql`select s.id, s.slug from slots s
      where s.is_published and exists (select 1 from casino_slots cs where cs.slot_id = s.id)
      order by s.id limit 3`)) as unknown as { rows: { id: number; slug: string }[] };
    expect(rows).toHaveLength(3);
    for (const { id, slug } of rows) {
      const cacheTags = new Set<string>();
      const context = { db: database.db, locale: "en", country: "GB", cacheTags } as unknown as AppLoadContext;
      const data = await slotPage(context, slug, new URL(`http://localhost/slots/${slug}`));
      expect(data.slot.casinos.length).toBeGreaterThan(0);
      for (const casino of data.slot.casinos) {
        expect(casino).not.toHaveProperty("usersScore");
        expect(casino).not.toHaveProperty("usersScoreCount");
      }
      expect(JSON.stringify(data)).not.toMatch(/usersScore/);
      expect([...cacheTags]).toEqual([subjectTag("slot", id), LISTS_TAG]);
    }
  });
});
