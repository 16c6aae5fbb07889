import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#contracts/errors";
import { MEDIA_MAX_BYTES, type MediaDetail, type MediaInUse, type MediaItem } from "#contracts/media";
import { onChange, type Change } from "#modules/changes";
import { mediaImages } from "#modules/media";
import { forgetUses, recordUse } from "#tests/helpers/media-uses";
import { listAudit } from "#modules/staff";
import { createApp } from "#server/app";
import { CONSOLE_MAX_BODY_BYTES } from "#server/console";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 17's media library over HTTP (docs/decisions/0030): uploads checked by their bytes and re-encoded,
 * variants served as immutable files, alt text required, search and paging, uses that block removal.
 */
const dataDir = mkdtempSync(join(tmpdir(), "console-media-"));
const library = join(dataDir, "media", "library");
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let editor: TestClient;

beforeAll(async () => {
  database = await freshDatabase();
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => async () => new Response("page", { status: 404 }),
  });
  editor = (await consoleClient(app, database.db, ["editor"])).client;
}, 120_000);

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const picture = (width: number, height: number, background = "#2e86de") =>
  sharp({ create: { width, height, channels: 3, background } });

/** A multipart upload as a browser's FormData sends it. */
async function upload(
  file: { bytes: Buffer | string; name: string; type?: string } | null,
  alt: Record<string, string>,
) {
  const form = new FormData();
  if (file)
    form.set(
      "file",
      new File([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], file.name, {
        type: file.type ?? "application/octet-stream",
      }),
    );
  for (const [locale, text] of Object.entries(alt)) form.set(`alt.${locale}`, text);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const res = await editor.upload(
    "POST",
    `${CONSOLE}/media/`,
    Buffer.from(await request.arrayBuffer()),
    request.headers.get("content-type")!,
  );
  return { status: res.status, body: (await res.json()) as MediaItem & ErrorBody };
}

const fileErrors = (body: ErrorBody) => body.errors?.file?.map((e) => e.code);

describe("an upload", () => {
  it("is re-encoded into variants served as immutable files with their own type", async () => {
    const bytes = await picture(1600, 900)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Studio" } })
      .toBuffer();
    const res = await upload(
      { bytes, name: "C:\\Users\\ed\\lobby.jpg", type: "image/jpeg" },
      {
        en: "The casino's lobby",
        pt: "O lobby do casino",
        fr: "",
      },
    );
    expect(res.status).toBe(201);
    const item = res.body;
    expect(item).toMatchObject({
      file_name: "lobby.jpg",
      mime: "image/jpeg",
      bytes: bytes.length,
      width: 1280,
      height: 720,
      alt: { en: "The casino's lobby", pt: "O lobby do casino" },
      used: 0,
    });
    expect(item.alt).not.toHaveProperty("fr");
    expect(item.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
      "webp 320",
      "webp 640",
      "webp 1280",
      "jpeg 320",
      "jpeg 640",
      "jpeg 1280",
    ]);
    for (const variant of item.variants) {
      expect(variant.url).toMatch(/^\/media\/library\/[0-9a-f]{32}\.(webp|jpg)$/);
      const file = await app.request(variant.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe(variant.format === "webp" ? "image/webp" : "image/jpeg");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
      expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual([variant.format, variant.width, undefined]);
    }
  });

  it("is judged by its bytes: a PNG named .jpg is a PNG; text named .png is refused", async () => {
    const png = await upload(
      { bytes: await picture(300, 200).png().toBuffer(), name: "photo.jpg", type: "image/jpeg" },
      {
        en: "A PNG in disguise",
      },
    );
    expect([png.status, png.body.mime]).toEqual([201, "image/png"]);
    const text = await upload({ bytes: "not an image at all\n", name: "photo.png", type: "image/png" }, { en: "Text" });
    expect([text.status, text.body.code, fileErrors(text.body)]).toEqual([400, "invalid_input", ["invalid_image"]]);
  });

  it("refuses an SVG with a script and an image with too many pixels, storing nothing", async () => {
    const before = readdirSync(library).length;
    const svg = await upload(
      {
        bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        name: "logo.svg",
        type: "image/svg+xml",
      },
      { en: "A logo" },
    );
    expect([svg.status, fileErrors(svg.body)]).toEqual([400, ["invalid_image"]]);
    expect(svg.body.errors?.file?.[0]?.message).toMatch(/SVG/);
    // 8,000 × 6,000 of one colour: 48 MP in a file of a few kilobytes.
    const bomb = await picture(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    const huge = await upload({ bytes: bomb, name: "huge.png" }, { en: "Huge" });
    expect([huge.status, fileErrors(huge.body)]).toEqual([400, ["too_large"]]);
    expect(readdirSync(library).length).toBe(before);
  });

  it("needs an English alt text and a file, reported together; a long alt text is refused", async () => {
    const bytes = await picture(100, 100, "#10ac84").png().toBuffer();
    const before = readdirSync(library).length;
    const noAlt = await upload({ bytes, name: "a.png" }, { pt: "Só em português" });
    expect([noAlt.status, noAlt.body.errors?.["alt.en"]?.[0]?.code]).toEqual([400, "required"]);
    const blank = await upload({ bytes, name: "a.png" }, { en: "   " });
    expect(blank.body.errors?.["alt.en"]?.[0]?.code).toBe("required");
    const nothing = await upload(null, {});
    expect(Object.keys(nothing.body.errors ?? {}).sort()).toEqual(["alt.en", "file"]);
    const long = await upload({ bytes, name: "a.png" }, { en: "x".repeat(301) });
    expect(long.body.errors?.["alt.en"]?.[0]?.code).toBe("too_long");
    expect(readdirSync(library).length).toBe(before);
  });

  it("has the upload's body limit, while the console's other calls keep theirs", async () => {
    const big = await upload({ bytes: Buffer.alloc(MEDIA_MAX_BYTES + 100 * 1024), name: "big.png" }, { en: "Big" });
    expect([big.status, big.body.code]).toEqual([413, "body_too_large"]);
    const res = await editor.json<ErrorBody>("PUT", `${CONSOLE}/media/1/`, {
      alt: { en: "x".repeat(CONSOLE_MAX_BODY_BYTES + 1024) },
    });
    expect([res.status, res.body.code]).toEqual([413, "body_too_large"]);
  });

  it("is a form: JSON is 415", async () => {
    const res = await editor.json<ErrorBody>("POST", `${CONSOLE}/media/`, { alt: { en: "x" } });
    expect([res.status, res.body.code]).toEqual([415, "unsupported_media_type"]);
  });

  it("of a picture already in the library is refused, naming it", async () => {
    const bytes = await picture(200, 200, "#ee5253").png().toBuffer();
    const first = await upload({ bytes, name: "first.png" }, { en: "Red square" });
    const again = await upload({ bytes, name: "again.png" }, { en: "Red square again" });
    expect([again.status, fileErrors(again.body)]).toEqual([400, ["taken"]]);
    expect(again.body.errors?.file?.[0]?.message).toContain(`#${first.body.id}`);
  });

  it("is written to the audit log with its id", async () => {
    const res = await upload({ bytes: await picture(90, 90, "#5f27cd").png().toBuffer(), name: "x.png" }, { en: "X" });
    const [entry] = await listAudit(database.db, { action: "media.upload", limit: 1 });
    expect(entry).toMatchObject({ targetKind: "media", targetId: String(res.body.id), status: 201 });
  });
});

describe("the library", () => {
  it("is searched by file name and by alt text in any language, and filtered to unused images", async () => {
    const a = await upload(
      { bytes: await picture(120, 80, "#ff9f43").png().toBuffer(), name: "sunset-beach.png" },
      { en: "Orange sky", es: "Cielo naranja al atardecer" },
    );
    const b = await upload(
      { bytes: await picture(120, 80, "#01a3a4").png().toBuffer(), name: "teal.png" },
      { en: "Teal 100% wall" },
    );
    const find = async (query: string) =>
      (await editor.json<{ items: MediaItem[] }>("GET", `${CONSOLE}/media/?${query}`)).body.items.map((i) => i.id);
    expect(await find("q=SUNSET")).toEqual([a.body.id]);
    expect(await find("q=atardecer")).toEqual([a.body.id]);
    expect(await find(`q=${encodeURIComponent("100%")}`)).toEqual([b.body.id]);
    expect(await find("q=en")).not.toContain(b.body.id);
    await recordUse(database.db, { mediaId: a.body.id, kind: "post", itemId: 7, role: "hero" });
    const unused = await find("unused=true&limit=100");
    expect(unused).toContain(b.body.id);
    expect(unused).not.toContain(a.body.id);
    await forgetUses(database.db, { kind: "post", itemId: 7 });
  });

  it("pages newest first with a cursor", async () => {
    const all = (await editor.json<{ items: MediaItem[] }>("GET", `${CONSOLE}/media/?limit=100`)).body.items;
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { items: MediaItem[]; next_cursor: string | null } } = await editor.json(
        "GET",
        `${CONSOLE}/media/?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((i) => i.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((i) => i.id));
    expect(seen).toEqual([...seen].sort((x, y) => y - x));
    const bad = await editor.json<ErrorBody>("GET", `${CONSOLE}/media/?cursor=nonsense`);
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_query"]);
  });

  it("edits alt texts, English still required", async () => {
    const item = await upload(
      { bytes: await picture(64, 64, "#222f3e").png().toBuffer(), name: "d.png" },
      { en: "Dark" },
    );
    const path = `${CONSOLE}/media/${item.body.id}/`;
    const edited = await editor.json<MediaDetail>("PUT", path, { alt: { en: "Dark square", ua: "Темний квадрат" } });
    expect([edited.status, edited.body.alt]).toEqual([200, { en: "Dark square", ua: "Темний квадрат" }]);
    const missing = await editor.json<ErrorBody>("PUT", path, { alt: { pt: "Escuro" } });
    expect([missing.status, missing.body.errors?.["alt.en"]?.[0]?.code]).toEqual([400, "required"]);
    const unknown = await editor.json<ErrorBody>("PUT", path, { alt: { en: "x", de: "y" } });
    expect(unknown.body.errors?.alt?.[0]?.code).toBe("unknown_field");
    expect((await editor.json("PUT", `${CONSOLE}/media/999999/`, { alt: { en: "x" } })).status).toBe(404);
  });
});

describe("the images pages show", () => {
  it("come by id with their variants, WebP first, sized as their largest, and their alt texts", async () => {
    const item = await upload(
      { bytes: await picture(500, 250, "#8395a7").jpeg().toBuffer(), name: "p.jpg" },
      { en: "Wide", bn: "প্রশস্ত" },
    );
    const images = await mediaImages(database.db, [item.body.id, 999_999]);
    expect([...images.keys()]).toEqual([item.body.id]);
    const image = images.get(item.body.id)!;
    expect([image.width, image.height, image.alt]).toEqual([500, 250, { en: "Wide", bn: "প্রশস্ত" }]);
    expect(image.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      "webp 320x160",
      "webp 500x250",
      "jpeg 320x160",
      "jpeg 500x250",
    ]);
  });
});

describe("uses", () => {
  it("show on the item and block its removal (409 with where); once detached it is removed with its files", async () => {
    const item = (
      await upload({ bytes: await picture(700, 400, "#c8d6e5").jpeg().toBuffer(), name: "l.jpg" }, { en: "L" })
    ).body;
    const path = `${CONSOLE}/media/${item.id}/`;
    await recordUse(database.db, { mediaId: item.id, kind: "casino", itemId: 3, role: "logo" });
    await recordUse(database.db, { mediaId: item.id, kind: "casino", itemId: 3, role: "logo" }); // one use still
    await recordUse(database.db, { mediaId: item.id, kind: "post", itemId: 9, role: "hero" });

    const detail = await editor.json<MediaDetail>("GET", path);
    expect(detail.body.used).toBe(2);
    expect(detail.body.usage).toEqual([
      { kind: "casino", item_id: 3, role: "logo" },
      { kind: "post", item_id: 9, role: "hero" },
    ]);
    const refused = await editor.json<MediaInUse>("DELETE", path);
    expect([refused.status, refused.body.code, refused.body.usage.length]).toEqual([409, "media_in_use", 2]);
    expect(refused.body.message).toContain("casino 3 (logo)");
    const files = item.variants.map((v) => join(library, v.url.split("/").pop()!));
    expect(files.every((file) => existsSync(file))).toBe(true);

    await forgetUses(database.db, { kind: "casino", itemId: 3, role: "logo" });
    await forgetUses(database.db, { kind: "post", itemId: 9, mediaId: item.id });
    expect((await editor.request("DELETE", path)).status).toBe(204);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect((await editor.json("GET", path)).status).toBe(404);
    expect((await editor.json("DELETE", path)).status).toBe(404);
  });

  it("are announced when the image's alt texts change, so the pages showing it follow; an unused image announces nothing", async () => {
    const item = (
      await upload({ bytes: await picture(300, 200, "#10ac84").png().toBuffer(), name: "g.png" }, { en: "G" })
    ).body;
    const heard: Change[] = [];
    const stop = onChange(database.db, (change) => void heard.push(change));
    try {
      const path = `${CONSOLE}/media/${item.id}/`;
      expect((await editor.json("PUT", path, { alt: { en: "Unused" } })).status).toBe(200);
      expect(heard).toEqual([]);
      await recordUse(database.db, { mediaId: item.id, kind: "casino", itemId: 4, role: "logo" });
      await recordUse(database.db, { mediaId: item.id, kind: "casino", itemId: 4, role: "screenshot" });
      await recordUse(database.db, { mediaId: item.id, kind: "post", itemId: 2, role: "hero" });
      expect((await editor.json("PUT", path, { alt: { en: "Green" } })).status).toBe(200);
      expect(heard).toEqual([
        {
          kind: "media",
          ids: [item.id],
          on: [
            { kind: "casino", ids: [4] },
            { kind: "post", ids: [2] },
          ],
        },
      ]);
    } finally {
      stop();
      await forgetUses(database.db, { kind: "casino", itemId: 4 });
      await forgetUses(database.db, { kind: "post", itemId: 2 });
    }
  });

  it("leave a removed picture free to be uploaded again", async () => {
    const bytes = await picture(150, 150, "#576574").png().toBuffer();
    const first = await upload({ bytes, name: "grey.png" }, { en: "Grey" });
    expect((await editor.request("DELETE", `${CONSOLE}/media/${first.body.id}/`)).status).toBe(204);
    const again = await upload({ bytes, name: "grey.png" }, { en: "Grey" });
    expect(again.status).toBe(201);
    for (const variant of again.body.variants) expect((await app.request(variant.url)).status).toBe(200);
  });
});
