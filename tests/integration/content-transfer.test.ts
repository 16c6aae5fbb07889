import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CasinoDocument } from "#contracts/casino-document";
import { casinos, contentItems, contentRevisions } from "#db/schema";
import { onChange, type Change } from "#modules/changes";
import { casinoKind } from "#modules/casinos";
import { IMPORT_AUTHOR, contentState, revisionsOf } from "#modules/content";
import { CONTENT_KINDS, exportContent, importContent } from "#modules/content-kinds";
import { exportCommand, importCommand } from "#scripts/content-transfer";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "../helpers/database";

/**
 * `npm run content:export` / `content:import` (issue 17, docs/decisions/0036) run in this process on a small
 * demo database: the round trip into a database without content, a file with a bad row rejected whole, files
 * that are not JSON or of an unknown kind, and an update by slug as a new revision the site follows.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let work: string;
const changes: Change[] = [];

/** A stream that keeps what is written (not a terminal: the progress bar writes plain lines). */
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

const readJson = async (path: string) => JSON.parse(await readFile(path, "utf8")) as { items: CasinoDocument[] };

async function revisionCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(contentRevisions);
  return row!.n;
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { scale: 2 });
  onChange(database.db, (change) => changes.push(change));
  work = await mkdtemp(join(tmpdir(), "content-transfer-"));
}, 180_000);
afterAll(async () => {
  await database.drop();
  await rm(work, { recursive: true, force: true });
});

describe("content:export and content:import", () => {
  it("round-trips: the export imported into a database without content exports the same files", async () => {
    const first = join(work, "first");
    const exported = await run(exportCommand, ["--out", first]);
    expect(exported.code).toBe(0);
    const names = CONTENT_KINDS.map((kind) => `${kind.kind}.json`);
    expect((await readdir(first)).sort()).toEqual([...names].sort());
    for (const name of names) expect((await readJson(join(first, name))).items.length).toBeGreaterThan(0);

    // Every kind's rows and history gone; the vocabularies they name (licences, providers, slots …) stay.
    await database.db.execute(
      sql`truncate table casinos, bonuses, authors, posts, pages, content_items, content_revisions cascade`,
    );
    const imported = await run(importCommand, [first]);
    expect(imported.err).not.toContain("rejected");
    expect(imported.code).toBe(0);
    const casinoCount = (await readJson(join(first, "casino.json"))).items.length;
    expect(imported.out).toContain(`casino.json: ${casinoCount} casino items: ${casinoCount} created, 0 updated`);

    const second = join(work, "second");
    expect((await run(exportCommand, ["--out", second])).code).toBe(0);
    for (const name of names)
      expect(await readFile(join(second, name), "utf8"), name).toBe(await readFile(join(first, name), "utf8"));

    // Each item was saved by the import author, with its file named, and published.
    const [casino] = await database.db.select({ id: casinos.id }).from(casinos).limit(1);
    const [revision] = await revisionsOf(database.db, casinoKind, casino!.id);
    expect(revision).toMatchObject({ number: 1, author: IMPORT_AUTHOR, note: "Imported from casino.json" });
    expect(revision!.published).toBe(true);
    expect(changes.some((change) => change.kind === "casino")).toBe(true);
  }, 180_000);

  it("rejects a file with a bad row whole: the report names the row, slug and field, and nothing changes", async () => {
    const file = await readJson(join(work, "first", "casino.json"));
    const [good, bad] = file.items as [CasinoDocument, CasinoDocument];
    const renamed = { ...good, name: `${good.name} renamed` };
    const broken = { ...bad, licences: [{ licence: "no-such-regulator", number: "X-1" }] };
    const path = join(work, "bad", "casino.json");
    await rm(join(work, "bad"), { recursive: true, force: true });
    await import("node:fs/promises").then((fs) => fs.mkdir(join(work, "bad")));
    await writeFile(path, JSON.stringify({ ...file, items: [renamed, broken, { ...bad, slug: "" }] }));
    const before = await revisionCount();

    const result = await run(importCommand, [path]);
    expect(result.code).toBe(1);
    expect(result.err).toContain("casino.json: rejected whole, nothing of it was written (2 of 3 rows refused)");
    expect(result.err).toMatch(new RegExp(`row 1, slug "${bad.slug}", licences\\.0\\.licence: .+`));
    expect(result.err).toMatch(/row 2, slug "", slug: .+/);
    expect(result.err).not.toMatch(/row 0/);
    // The good row was not written either.
    expect(await revisionCount()).toBe(before);
    const [row] = await database.db.select({ name: casinos.name }).from(casinos).where(eq(casinos.slug, good.slug));
    expect(row!.name).toBe(good.name);
  }, 60_000);

  it("checks new rows together as one by one: each refused row by its field, the good ones not written", async () => {
    const [first, second] = (await exportContent(database.db, casinoKind)).items as [CasinoDocument, CasinoDocument];
    const fresh = (slug: string, changes: Partial<CasinoDocument> = {}) => ({ ...first, slug, ...changes });
    const items = [
      fresh("batch-good-a"),
      fresh("batch-bad-b", {
        licences: [{ licence: "no-such-regulator", number: "X-1" }],
        providers: ["no-such-studio", ...first.providers],
      }),
      fresh("batch-good-c"),
      // An item that exists ends the new rows' run: the next new row is checked after its update.
      { ...second, name: `${second.name} again` },
      fresh("batch-bad-e", { countriesAccepted: ["ZZ"] }),
    ];
    const before = await revisionCount();
    const result = await importContent(
      database.db,
      casinoKind,
      { status: "published", items },
      {
        userId: null,
        username: IMPORT_AUTHOR,
      },
    );
    expect(result).toEqual({
      ok: false,
      rejected: [
        { row: 1, key: "batch-bad-b", field: "licences.0.licence", message: "Unknown licence" },
        { row: 1, key: "batch-bad-b", field: "providers.0", message: "Unknown provider" },
        { row: 4, key: "batch-bad-e", field: "countriesAccepted.0", message: "Unknown country" },
      ],
    });
    expect(await revisionCount()).toBe(before);
    const written = await database.db
      .select({ slug: casinos.slug })
      .from(casinos)
      .where(sql`${casinos.slug} like 'batch-%' or ${casinos.name} = ${`${second.name} again`}`);
    expect(written).toEqual([]);
  }, 60_000);

  it("refuses a file of an unknown kind or not JSON, with a clear error and nothing imported", async () => {
    const dir = join(work, "odd");
    await import("node:fs/promises").then((fs) => fs.mkdir(dir, { recursive: true }));
    const casinoFile = await readFile(join(work, "first", "casino.json"), "utf8");
    await writeFile(join(dir, "casino.json"), casinoFile.replace(/"name": "/, '"name": "Changed '));
    await writeFile(join(dir, "widget.json"), JSON.stringify({ kind: "widget", items: [] }));
    await writeFile(join(dir, "post.json"), '{ "kind": "post", "items": [');
    await writeFile(join(dir, "bonus.json"), JSON.stringify({ kind: "bonus", items: {} }));
    const before = await revisionCount();

    const result = await run(importCommand, [dir]);
    expect(result.code).toBe(2);
    expect(result.err).toContain(
      `widget.json: unknown kind "widget": the kinds are ${CONTENT_KINDS.map((k) => k.kind).join(", ")}`,
    );
    expect(result.err).toMatch(/post\.json: not valid JSON \(.+\)/);
    expect(result.err).toMatch(/bonus\.json: not a content file .*items: /);
    expect(result.err).toContain("Nothing was imported.");
    expect(await revisionCount()).toBe(before);

    expect((await run(importCommand, [join(work, "missing.json")])).code).toBe(2);
    expect((await run(exportCommand, ["--kind", "widget"])).code).toBe(2);
  }, 60_000);

  it("updates the item with the same slug as a new revision, published, and the site follows", async () => {
    const file = await readJson(join(work, "first", "casino.json"));
    const target = file.items[0]!;
    const [row] = await database.db.select({ id: casinos.id }).from(casinos).where(eq(casinos.slug, target.slug));
    const [items] = await database.db.select({ n: count() }).from(contentItems);
    const path = join(work, "update.json");
    const edited = { ...target, name: "Imported Name Casino" };
    await writeFile(path, JSON.stringify({ ...file, items: [edited, ...file.items.slice(1)] }));
    changes.length = 0;

    const result = await run(importCommand, [path]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`1 updated, ${file.items.length - 1} unchanged; 1 published`);
    const [itemsAfter] = await database.db.select({ n: count() }).from(contentItems);
    expect(itemsAfter!.n).toBe(items!.n);
    const history = await revisionsOf(database.db, casinoKind, row!.id);
    expect(history.map((r) => r.number)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({ author: IMPORT_AUTHOR, note: "Imported from update.json", published: true });
    const [site] = await database.db.select({ name: casinos.name }).from(casinos).where(eq(casinos.id, row!.id));
    expect(site!.name).toBe("Imported Name Casino");
    expect(changes).toEqual([{ kind: "casino", ids: [row!.id] }]);

    // Importing the same file again changes nothing: no revision, no announcement.
    changes.length = 0;
    const again = await run(importCommand, [path]);
    expect(again.out).toContain(`0 updated, ${file.items.length} unchanged`);
    expect((await revisionsOf(database.db, casinoKind, row!.id)).length).toBe(2);
    expect(changes).toEqual([]);

    // A file that keeps its items as drafts adds a revision the site does not show yet.
    await writeFile(
      path,
      JSON.stringify({ ...file, status: "draft", items: [{ ...edited, name: "Draft Name Casino" }] }),
    );
    expect((await run(importCommand, [path])).code).toBe(0);
    const state = await contentState(database.db, casinoKind, row!.id);
    expect(state).toMatchObject({ latest_revision: 3, published_revision: 2, pending: true });
    const [still] = await database.db.select({ name: casinos.name }).from(casinos).where(eq(casinos.id, row!.id));
    expect(still!.name).toBe("Imported Name Casino");
  }, 60_000);
});
