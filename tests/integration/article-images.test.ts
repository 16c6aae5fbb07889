import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { LOCALES } from "#contracts/locales";
import { posts } from "#db/schema";
import { libraryFolderIn, mediaImages, mediaUsage } from "#modules/media";
import { latestPosts, postDetail } from "#modules/posts";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 14's article images on the demo data, seeded with a data folder on disk: every article has a hero
 * image in the media library, described in every language, recorded as the post's use, whose files the
 * app serves as immutable static files; the post cards carry it too.
 */
const dataDir = mkdtempSync(join(tmpdir(), "article-images-"));
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { imageFolder: libraryFolderIn(dataDir) });
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => async () => new Response("page", { status: 404 }),
  });
}, 600_000);

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("seeded article images", () => {
  it("give every article a hero image, described in every language and recorded as its use", async () => {
    const rows = await database.db.select({ id: posts.id, slug: posts.slug }).from(posts).orderBy(asc(posts.id));
    expect(rows.length).toBeGreaterThan(40);
    const seen = new Set<number>();
    for (const row of rows) {
      const image = (await postDetail(database.db, row.slug, "en"))!.image;
      expect(image, row.slug).not.toBeNull();
      expect([image!.width, image!.height]).toEqual([1280, 720]);
      const described = (await mediaImages(database.db, [image!.id])).get(image!.id)!;
      for (const locale of LOCALES) expect(described.alt[locale], `${row.slug} ${locale}`).toMatch(/\S/);
      expect(await mediaUsage(database.db, image!.id)).toEqual([{ kind: "post", item_id: row.id, role: "hero" }]);
      seen.add(image!.id);
    }
    expect(seen.size).toBe(rows.length);
  });

  it("give a page the image's alt text in its language and in English only", async () => {
    const [row] = await database.db.select({ slug: posts.slug }).from(posts).orderBy(asc(posts.id)).limit(1);
    const image = (await postDetail(database.db, row!.slug, "fr"))!.image!;
    expect(Object.keys(image.alt).sort()).toEqual(["en", "fr"]);
    expect(image.alt.fr).toMatch(/\S/);
    const [card] = await latestPosts(database.db, { locale: "bn", limit: 1 });
    expect(Object.keys(card!.image!.alt).sort()).toEqual(["bn", "en"]);
  });

  it("serve each article's image files at /media/library/, cached for good", async () => {
    const rows = await database.db.select({ slug: posts.slug }).from(posts);
    for (const row of rows) {
      const image = (await postDetail(database.db, row.slug, "en"))!.image!;
      expect(image.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual([
        "jpeg 1280",
        "jpeg 320",
        "jpeg 640",
        "webp 1280",
        "webp 320",
        "webp 640",
      ]);
      for (const variant of image.variants) {
        expect(variant.url).toMatch(/^\/media\/library\/[0-9a-f]{32}\.(webp|jpg)$/);
        const res = await app.request(variant.url);
        expect(res.status, variant.url).toBe(200);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("content-type")).toBe(variant.format === "webp" ? "image/webp" : "image/jpeg");
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
    }
  });

  it("put the hero image on the post cards, in the card's language", async () => {
    const cards = await latestPosts(database.db, { locale: "pt", limit: 12 });
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      const detail = (await postDetail(database.db, card.slug, "pt"))!;
      expect(card.image).toEqual(detail.image);
    }
  });
});
