import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { LIST_MAX, type CasinoDocument } from "#contracts/casino-document";
import type { ContentState } from "#contracts/content";
import type { ErrorBody } from "#contracts/errors";
import type { MediaDetail, MediaInUse } from "#contracts/media";
import { casinos, contentItems, contentRevisions, media, mediaUsage, mediaVariants } from "#db/schema";
import { onChange, type Change } from "#modules/changes";
import { casinoImages } from "#modules/casinos";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * A casino's logo and screenshots (issue 17, docs/decisions/0038) over the console's HTTP API: ids that are
 * no library image are field errors, publishing records the images' uses in order (the library then refuses
 * to delete them) and replaces them on the next publish, the change drops the casino's pages and the lists,
 * and what the casino page shows is the logo and the screenshots in the editor's order.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let editor: TestClient;
let template: CasinoDocument;
let templateId: number;
const images: number[] = [];

type State = ContentState<CasinoDocument>;

const consoleCall = <T>(method: string, path: string, body?: unknown) =>
  editor.json<T>(method, `${CONSOLE}${path}`, body);

/** A library image as the upload leaves it: the row with its alt texts and two sizes of one format. */
async function libraryImage(n: number): Promise<number> {
  const [row] = await database.db
    .insert(media)
    .values({
      fileName: `shot-${n}.png`,
      mime: "image/png",
      width: 1280,
      height: 720,
      bytes: 1000,
      sha256: `sha-${n}`,
      alt: { en: `Screen ${n}`, pt: `Ecrã ${n}` },
    })
    .returning({ id: media.id });
  await database.db.insert(mediaVariants).values(
    [320, 1280].map((width) => ({
      mediaId: row!.id,
      format: "png" as const,
      width,
      height: (width * 9) / 16,
      file: `shot-${n}-${width}.png`,
      bytes: 100,
    })),
  );
  return row!.id;
}

const usesOf = (casinoId: number) =>
  database.db
    .select({ mediaId: mediaUsage.mediaId, role: mediaUsage.role, position: mediaUsage.position })
    .from(mediaUsage)
    .where(and(eq(mediaUsage.kind, "casino"), eq(mediaUsage.itemId, casinoId)))
    .orderBy(asc(mediaUsage.role), asc(mediaUsage.position));

const document = (slug: string, logo: number | null, screenshots: number[]): CasinoDocument => ({
  ...template,
  name: `Casino ${slug}`,
  slug,
  logo,
  screenshots,
});

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { scale: 2 });
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(100),
    web: async () => async () => new Response("page", { status: 404 }),
  });
  editor = (await consoleClient(app, database.db, ["editor"])).client;
  const [first] = await database.db.select({ id: casinos.id }).from(casinos).orderBy(casinos.id).limit(1);
  templateId = first!.id;
  template = (await consoleCall<State>("GET", `/casinos/${templateId}/`)).body.document;
  for (let n = 1; n <= 4; n += 1) images.push(await libraryImage(n));
}, 180_000);
afterAll(async () => {
  await database.drop();
});

describe("a casino's images in the console", () => {
  it("read back as none for a casino that has none, revisions saved before the fields existed included", async () => {
    expect(template.logo).toBeNull();
    expect(template.screenshots).toEqual([]);
    await database.db
      .update(contentRevisions)
      .set({ document: sql`${contentRevisions.document} - 'logo' - 'screenshots'` })
      .where(
        inArray(
          contentRevisions.itemId,
          database.db
            .select({ id: contentItems.id })
            .from(contentItems)
            .where(and(eq(contentItems.kind, "casino"), eq(contentItems.targetId, templateId))),
        ),
      );
    const old = (await consoleCall<State>("GET", `/casinos/${templateId}/`)).body.document;
    expect([old.logo, old.screenshots]).toEqual([null, []]);
  });

  it("answer 400 by field for ids that are no image of the library, never a failure", async () => {
    const [a, b] = images as [number, number];
    const missing = await consoleCall<ErrorBody>("POST", "/casinos/", {
      document: document("missing-images", 999_999, [a, 999_998, b]),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      "document.logo": [{ code: "unknown_value", message: "No such image in the media library" }],
      "document.screenshots.1": [{ code: "unknown_value", message: "No such image in the media library" }],
    });

    const malformed = await consoleCall<ErrorBody>("POST", "/casinos/", {
      document: { ...document("malformed-images", null, [a, a]), logo: "logo.png" },
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors!).sort()).toEqual(["document.logo", "document.screenshots.1"]);

    const tooMany = await consoleCall<ErrorBody>("POST", "/casinos/", {
      document: document(
        "too-many-images",
        null,
        Array.from({ length: LIST_MAX.screenshots + 1 }, (_, i) => i + 1),
      ),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors!["document.screenshots"]![0]!.message).toBe(`At most ${LIST_MAX.screenshots}`);
  });

  it("are recorded as the casino's uses in order when published, and the library refuses to delete them", async () => {
    const [logo, first, second] = images as [number, number, number];
    const created = await consoleCall<State>("POST", "/casinos/", {
      document: document("pictured-casino", logo, [second, first]),
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    // A draft shows nothing: no use yet.
    expect(await usesOf(id)).toEqual([]);

    const heard: Change[] = [];
    const stop = onChange(database.db, (change) => void heard.push(change));
    try {
      expect((await consoleCall("POST", `/casinos/${id}/publish/`, {})).status).toBe(200);
    } finally {
      stop();
    }
    expect(heard).toEqual([{ kind: "casino", ids: [id] }]);
    expect(await usesOf(id)).toEqual([
      { mediaId: logo, role: "logo", position: 0 },
      { mediaId: second, role: "screenshot", position: 0 },
      { mediaId: first, role: "screenshot", position: 1 },
    ]);
    const detail = await consoleCall<MediaDetail>("GET", `/media/${second}/`);
    expect(detail.body.usage).toEqual([{ kind: "casino", item_id: id, role: "screenshot" }]);
    const refused = await consoleCall<MediaInUse>("DELETE", `/media/${logo}/`);
    expect([refused.status, refused.body.code]).toEqual([409, "media_in_use"]);

    const state = await consoleCall<State>("GET", `/casinos/${id}/`);
    expect([state.body.document.logo, state.body.document.screenshots]).toEqual([logo, [second, first]]);
  });

  it("are replaced on the next publish: reordered, one removed, the logo cleared; freed images can go", async () => {
    const [logo, first, second, third] = images as [number, number, number, number];
    const [row] = await database.db.select({ id: casinos.id }).from(casinos).where(eq(casinos.slug, "pictured-casino"));
    const id = row!.id;
    const saved = await consoleCall<State>("PUT", `/casinos/${id}/`, {
      document: document("pictured-casino", null, [third, second]),
    });
    expect(saved.status).toBe(200);
    expect((await consoleCall("POST", `/casinos/${id}/publish/`, {})).status).toBe(200);
    expect(await usesOf(id)).toEqual([
      { mediaId: third, role: "screenshot", position: 0 },
      { mediaId: second, role: "screenshot", position: 1 },
    ]);
    expect((await editor.request("DELETE", `${CONSOLE}/media/${first}/`)).status).toBe(204);
    expect((await editor.request("DELETE", `${CONSOLE}/media/${logo}/`)).status).toBe(204);
    images.splice(0, 2);
  });

  it("refuse to publish a draft naming an image deleted since it was saved: a field error", async () => {
    const spare = await libraryImage(9);
    const created = await consoleCall<State>("POST", "/casinos/", { document: document("late-image", spare, []) });
    expect((await editor.request("DELETE", `${CONSOLE}/media/${spare}/`)).status).toBe(204);
    const refused = await consoleCall<ErrorBody>("POST", `/casinos/${created.body.id}/publish/`, {});
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors!)).toEqual(["document.logo"]);
  });
});

describe("the casino page's images", () => {
  it("are the logo and the screenshots in the editor's order, with their sizes and alt texts", async () => {
    const [second, third] = images as [number, number];
    const logo = await libraryImage(5);
    const [row] = await database.db.select({ id: casinos.id }).from(casinos).where(eq(casinos.slug, "pictured-casino"));
    const id = row!.id;
    await consoleCall("PUT", `/casinos/${id}/`, { document: document("pictured-casino", logo, [third, second]) });
    await consoleCall("POST", `/casinos/${id}/publish/`, {});

    const shown = await casinoImages(database.db, id);
    expect(shown.logo).toMatchObject({ id: logo, width: 1280, height: 720, alt: { en: "Screen 5", pt: "Ecrã 5" } });
    expect(shown.screenshots.map((image) => image.id)).toEqual([third, second]);
    expect(shown.screenshots[0]!.variants.map((v) => v.width)).toEqual([320, 1280]);
    // The cards' and link previews' address serves the library logo, not the drawn one.
    const mark = await app.request("/media/logos/casino/pictured-casino.svg");
    expect(mark.status).toBe(302);
    expect(mark.headers.get("location")).toBe("/media/library/shot-5-1280.png");
    // A casino without images shows none.
    expect(await casinoImages(database.db, templateId)).toEqual({ logo: null, screenshots: [] });
  });
});
