import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, contentRevisions } from "#db/schema";
import { SITE_AUTHOR } from "#modules/content";
import { CONTENT_KINDS } from "#modules/content-kinds";
import { exportCommand, importCommand } from "#scripts/content-transfer";
import { seedDemo } from "#seed/index";
import { SEED_NOTE } from "#seed/import";
import { freshDatabase } from "../helpers/database";

/**
 * The demo seed writes every content kind through the import (seed/import.ts, docs/decisions/0041): each
 * item of every kind has one revision by the seed, published; and the seeded database is a fixed point of
 * export → import: importing its own export changes nothing (no item, no revision), and exporting again
 * gives the same bytes, images named by SHA-256.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let work: string;

const sink = () => {
  const lines: string[] = [];
  return { stream: { isTTY: false, write: (text: string) => lines.push(text) }, text: () => lines.join("") };
};

async function run(command: typeof exportCommand, argv: string[]) {
  const out = sink();
  const err = sink();
  const code = await command(database.db, argv, { out: out.stream, err: err.stream });
  return { code, out: out.text(), err: err.text() };
}

const tally = async () => {
  const [items] = await database.db.select({ n: count() }).from(contentItems);
  const [revisions] = await database.db.select({ n: count() }).from(contentRevisions);
  return { items: items!.n, revisions: revisions!.n };
};

beforeAll(async () => {
  database = await freshDatabase();
  work = await mkdtemp(join(tmpdir(), "seed-import-"));
  await seedDemo(database.db, { imageFolder: join(work, "library") });
}, 600_000);
afterAll(async () => {
  await database.drop();
  await rm(work, { recursive: true, force: true });
});

describe("the demo seed through the import", () => {
  it("gives every item of every kind one published revision by the seed", async () => {
    const result = (await database.db.execute(sql`
      select i.kind, count(*)::int as items,
        count(*) filter (where i.status = 'published' and i.published_revision = 1 and i.latest_revision = 1)::int as published,
        count(*) filter (where r.author_name = ${SITE_AUTHOR} and r.note = ${SEED_NOTE})::int as by_seed
      from content_items i join content_revisions r on r.item_id = i.id
      group by i.kind order by i.kind`)) as unknown as {
      rows: Array<{ kind: string; items: number; published: number; by_seed: number }>;
    };
    expect(result.rows.map((row) => row.kind)).toEqual(CONTENT_KINDS.map((kind) => kind.kind).sort());
    for (const row of result.rows) {
      expect(row.items, row.kind).toBeGreaterThan(0);
      expect(row.published, row.kind).toBe(row.items);
      expect(row.by_seed, row.kind).toBe(row.items);
    }
  });

  it("is its own export: importing it changes nothing and exporting again gives the same files", async () => {
    const first = join(work, "first");
    expect((await run(exportCommand, ["--out", first])).code).toBe(0);
    const heroes = (JSON.parse(await readFile(join(first, "post.json"), "utf8")) as { items: { hero: unknown }[] })
      .items;
    expect(heroes.length).toBeGreaterThan(0);
    for (const post of heroes) expect(post.hero).toMatch(/^[0-9a-f]{64}$/);
    const before = await tally();

    const imported = await run(importCommand, [first]);
    expect(imported.err).not.toContain("rejected");
    expect(imported.code).toBe(0);
    const lines = imported.out.trim().split("\n");
    expect(lines).toHaveLength(CONTENT_KINDS.length);
    for (const line of lines)
      expect(line).toMatch(/: (\d+) \w+ items: 0 created, 0 updated, \1 unchanged; 0 published$/);
    expect(await tally()).toEqual(before);

    const second = join(work, "second");
    expect((await run(exportCommand, ["--out", second])).code).toBe(0);
    for (const name of await readdir(first))
      expect(await readFile(join(second, name), "utf8"), name).toBe(await readFile(join(first, name), "utf8"));
  }, 300_000);
});
