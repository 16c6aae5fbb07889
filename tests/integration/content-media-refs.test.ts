import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#db/client";
import { contentItems, contentRevisions, media, mediaUsage, posts, slots } from "#db/schema";
import { createDraft, publishItems, revisionsOf, type ContentKind } from "#modules/content";
import { authorKind, postKind } from "#modules/posts";
import { providerKind, slotKind } from "#modules/slots";
import { exportCommand, importCommand } from "#scripts/content-transfer";
import { freshDatabase } from "../helpers/database";

/**
 * Media references in content:export / content:import files (docs/decisions/0041): a post's hero image and a
 * slot's artwork are written as the image's SHA-256 and found again by it in the target's library, whose ids
 * differ; a file naming an image the target lacks, or naming one by id, is rejected whole with the reason.
 */
type Database = Awaited<ReturnType<typeof freshDatabase>>;
let source: Database;
let target: Database;
let work: string;
const editor = { userId: null, username: "ed" };
const HERO = "a".repeat(64);
const ARTWORK = "b".repeat(64);

const sink = () => {
  const lines: string[] = [];
  return { stream: { isTTY: false, write: (text: string) => lines.push(text) }, text: () => lines.join("") };
};

async function run(database: Database, command: typeof exportCommand, argv: string[]) {
  const out = sink();
  const err = sink();
  const code = await command(database.db, argv, { out: out.stream, err: err.stream });
  return { code, out: out.text(), err: err.text() };
}

async function addImage(db: Db, sha256: string): Promise<number> {
  const [row] = await db
    .insert(media)
    .values({
      fileName: `${sha256[0]}.png`,
      mime: "image/png",
      width: 800,
      height: 450,
      bytes: 1,
      sha256,
      alt: { en: "An image" },
    })
    .returning({ id: media.id });
  return row!.id;
}

async function publishNew<D>(db: Db, kind: ContentKind<D>, document: D): Promise<number> {
  const { id } = await createDraft(db, kind, document, editor);
  await publishItems(db, kind, [id]);
  return id;
}

const usesOf = (db: Db, kind: "post" | "slot", itemId: number) =>
  db
    .select({ mediaId: mediaUsage.mediaId, role: mediaUsage.role })
    .from(mediaUsage)
    .where(and(eq(mediaUsage.kind, kind), eq(mediaUsage.itemId, itemId)));

let sourceIds: { hero: number; artwork: number; post: number; slot: number };

beforeAll(async () => {
  [source, target] = await Promise.all([freshDatabase(), freshDatabase()]);
  work = await mkdtemp(join(tmpdir(), "content-media-"));
  const db = source.db;
  const hero = await addImage(db, HERO);
  const artwork = await addImage(db, ARTWORK);
  await publishNew(db, authorKind, {
    slug: "ana-writer",
    name: "Ana Writer",
    role: { en: "Editor" },
    bio: { en: "Writes." },
  });
  await publishNew(db, providerKind, {
    slug: "lumen-studio",
    name: "Lumen Studio",
    foundedYear: 2010,
    description: null,
  });
  const post = await publishNew(db, postKind, {
    slug: "wagering-explained",
    kind: "article",
    title: { en: "Wagering explained" },
    summary: { en: "What wagering means." },
    body: { en: "Wager **30** times." },
    seoTitle: null,
    seoDescription: null,
    author: "ana-writer",
    casino: null,
    tags: [],
    isHot: false,
    hero,
  });
  const slot = await publishNew(db, slotKind, {
    slug: "aurora-reels",
    name: "Aurora Reels",
    provider: "lumen-studio",
    releaseDate: "2024-01-02",
    rtp: 96.1,
    volatility: "high",
    reels: 5,
    rows: 3,
    paylines: 20,
    ways: null,
    minBet: 0.1,
    maxBet: 50,
    maxWin: 5000,
    hitFrequency: null,
    demoAvailable: true,
    description: { en: "A slot under the northern lights." },
    features: [],
    themes: [],
    artwork,
  });
  sourceIds = { hero, artwork, post, slot };
  // The target's library holds the same two images after a third one: other ids.
  await addImage(target.db, "c".repeat(64));
  await addImage(target.db, HERO);
  await addImage(target.db, ARTWORK);
}, 60_000);
afterAll(async () => {
  await Promise.all([source.drop(), target.drop()]);
  await rm(work, { recursive: true, force: true });
});

const readItems = async (path: string) =>
  (JSON.parse(await readFile(path, "utf8")) as { items: Record<string, unknown>[] }).items;

describe("media references in export and import files", () => {
  it("exports images by SHA-256 and imports them as the target library's own ids", async () => {
    const first = join(work, "first");
    expect((await run(source, exportCommand, ["--out", first])).code).toBe(0);
    expect((await readItems(join(first, "post.json")))[0]!.hero).toBe(HERO);
    expect((await readItems(join(first, "slot.json")))[0]!.artwork).toBe(ARTWORK);

    const imported = await run(target, importCommand, [first]);
    expect(imported.err).not.toContain("rejected");
    expect(imported.code).toBe(0);

    const [heroId] = await target.db.select({ id: media.id }).from(media).where(eq(media.sha256, HERO));
    const [artworkId] = await target.db.select({ id: media.id }).from(media).where(eq(media.sha256, ARTWORK));
    expect(heroId!.id).not.toBe(sourceIds.hero);
    expect(artworkId!.id).not.toBe(sourceIds.artwork);
    const [post] = await target.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, "wagering-explained"));
    const [slot] = await target.db.select({ id: slots.id }).from(slots).where(eq(slots.slug, "aurora-reels"));
    expect(await usesOf(target.db, "post", post!.id)).toEqual([{ mediaId: heroId!.id, role: "hero" }]);
    expect(await usesOf(target.db, "slot", slot!.id)).toEqual([{ mediaId: artworkId!.id, role: "artwork" }]);

    // Exported again from the target, the files are the same bytes: the references are portable.
    const second = join(work, "second");
    expect((await run(target, exportCommand, ["--out", second])).code).toBe(0);
    for (const name of await readdir(first))
      expect(await readFile(join(second, name), "utf8"), name).toBe(await readFile(join(first, name), "utf8"));
  }, 60_000);

  it("rejects a file whose image is not in the target's library, or named by id, whole and with the reason", async () => {
    const items = await readItems(join(work, "first", "post.json"));
    const missing = "d".repeat(64);
    const edited = [
      { ...items[0]!, title: { en: "Wagering explained again" } },
      { ...items[0]!, slug: "missing-hero", hero: missing },
      { ...items[0]!, slug: "hero-by-id", hero: sourceIds.hero },
    ];
    const path = join(work, "post.json");
    await writeFile(path, JSON.stringify({ kind: "post", status: "published", items: edited }));
    const [before] = await target.db.select({ n: count() }).from(contentRevisions);

    const result = await run(target, importCommand, [path]);
    expect(result.code).toBe(1);
    expect(result.err).toContain("post.json: rejected whole, nothing of it was written (2 of 3 rows refused)");
    expect(result.err).toContain(
      `row 1, slug "missing-hero", hero: No image with SHA-256 ${missing} in this media library: upload it first`,
    );
    expect(result.err).toMatch(/row 2, slug "hero-by-id", hero: An image is named by the SHA-256 of its file/);
    const [after] = await target.db.select({ n: count() }).from(contentRevisions);
    expect(after!.n).toBe(before!.n);
    const [post] = await target.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, "wagering-explained"));
    expect((await revisionsOf(target.db, postKind, post!.id)).length).toBe(1);
    const slugs = await target.db.select({ slug: posts.slug }).from(posts);
    expect(slugs).toEqual([{ slug: "wagering-explained" }]);
    const [items2] = await target.db.select({ n: count() }).from(contentItems).where(eq(contentItems.kind, "post"));
    expect(items2!.n).toBe(1);
  }, 60_000);
});
