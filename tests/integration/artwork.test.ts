import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, notInArray } from "drizzle-orm";
import { casinos, media, mediaVariants, providers, slots, slotThemeLinks, slotThemes } from "#db/schema";
import { artworkPath } from "#contracts/media";
import { loadBonusCards } from "#modules/bonuses";
import { findCasino, loadCasinoCards } from "#modules/casinos";
import { ARTWORK_ROLES, slotTheme } from "#modules/media";
import { slotProviders, slotsPageLists } from "#modules/slots";
import { recordUse } from "#tests/helpers/media-uses";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { freshDatabase } from "../helpers/database";

/**
 * /media/logos/{kind}/{slug}.svg on the demo data (docs/decisions/0034): each casino's, studio's and slot's
 * generated picture, served as SVG that can run nothing, cached and revalidated; an item's own library image
 * wins; unknown or unpublished items are not found.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
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
});

describe("generated artwork route", () => {
  it("serves a casino's mark as SVG that can run nothing, with its name, cached and revalidated", async () => {
    const [casino] = await database.db.select().from(casinos).orderBy(asc(casinos.id)).limit(1);
    const res = await app.request(`/media/logos/casino/${casino!.slug}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("script-src");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const body = await res.text();
    expect(body).toContain(`<title>${casino!.name}</title>`);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(3 * 1024);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await app.request(`/media/logos/casino/${casino!.slug}.svg`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("draws every casino differently", async () => {
    const rows = await database.db.select({ slug: casinos.slug }).from(casinos).where(eq(casinos.isPublished, true));
    const bodies = await Promise.all(
      rows.map(async (row) => (await app.request(`/media/logos/casino/${row.slug}.svg`)).text()),
    );
    expect(new Set(bodies).size).toBe(rows.length);
  });

  it("serves a studio's mark and a slot's thumbnail of its own theme", async () => {
    const [provider] = await database.db.select().from(providers).limit(1);
    const mark = await app.request(`/media/logos/provider/${provider!.slug}.svg`);
    expect(mark.status).toBe(200);
    expect(await mark.text()).toContain(`<title>${provider!.name.replace(/&/g, "&amp;")}</title>`);
    const [slot] = await database.db.select().from(slots).orderBy(asc(slots.id)).limit(1);
    const themes = await database.db
      .select({ slug: slotThemes.slug })
      .from(slotThemeLinks)
      .innerJoin(slotThemes, eq(slotThemes.id, slotThemeLinks.themeId))
      .where(eq(slotThemeLinks.slotId, slot!.id))
      .orderBy(asc(slotThemes.id));
    expect(themes).toContainEqual({
      slug: slotTheme({ slug: slot!.slug, name: slot!.name, themes: themes.map((t) => t.slug) }),
    });
    const thumbnail = await app.request(`/media/logos/slot/${slot!.slug}.svg`);
    expect(thumbnail.status).toBe(200);
    expect(await thumbnail.text()).toContain('viewBox="0 0 320 180"');
  });

  it("finds nothing for unknown or unpublished items, odd names and other kinds", async () => {
    const [hidden] = await database.db.select().from(casinos).orderBy(asc(casinos.id)).limit(1).offset(1);
    await database.db.update(casinos).set({ isPublished: false }).where(eq(casinos.id, hidden!.id));
    expect((await app.request(`/media/logos/casino/${hidden!.slug}.svg`)).status).toBe(404);
    await database.db.update(casinos).set({ isPublished: true }).where(eq(casinos.id, hidden!.id));
    expect((await app.request("/media/logos/casino/no-such-casino.svg")).status).toBe(404);
    expect((await app.request("/media/logos/slot/no-such-slot.svg")).status).toBe(404);
    expect((await app.request("/media/logos/casino/..%2Fetc.svg")).status).toBe(404);
    expect((await app.request("/media/logos/casino/UPPER.svg")).status).toBe(404);
    expect((await app.request("/media/logos/user/x.svg")).status).toBe(404);
  });

  it("gives a drawn mark a new address when its casino is renamed", async () => {
    const [casino] = await database.db.select().from(casinos).orderBy(asc(casinos.id)).limit(1).offset(4);
    const where = eq(casinos.id, casino!.id);
    const cardLogo = () => casinoCardLogo(casino!.id);
    const before = await cardLogo();
    const drawnBefore = await (await app.request(artworkPath("casino", casino!.slug, before))).text();
    await database.db
      .update(casinos)
      .set({ name: `${casino!.name} Renamed` })
      .where(where);
    const after = await cardLogo();
    expect(after).not.toBe(before);
    expect(await (await app.request(artworkPath("casino", casino!.slug, after))).text()).not.toBe(drawnBefore);
    // The casino page's mark, drawn from the same name, carries the same version as its cards.
    expect((await findCasino(database.db, casino!.slug, "en"))?.logo).toBe(after);
  });

  it("gives a slot's drawn thumbnail a new address when its themes change", async () => {
    const [slot] = await database.db.select().from(slots).orderBy(asc(slots.id)).limit(1).offset(5);
    const slotArtwork = async () => (await slotsPageLists(database.db, [slot!.id])).explorer[0]!.artwork;
    const before = await slotArtwork();
    const linked = await database.db.select().from(slotThemeLinks).where(eq(slotThemeLinks.slotId, slot!.id));
    const [other] = await database.db
      .select()
      .from(slotThemes)
      .where(notInArray(slotThemes.id, [0, ...linked.map((link) => link.themeId)]))
      .orderBy(asc(slotThemes.id))
      .limit(1);
    await database.db.delete(slotThemeLinks).where(eq(slotThemeLinks.slotId, slot!.id));
    await database.db.insert(slotThemeLinks).values({ slotId: slot!.id, themeId: other!.id });
    expect(await slotArtwork()).not.toBe(before);
  });

  it("lets an item's own library image win over the drawing, at an address of its own on the cards", async () => {
    const [casino] = await database.db.select().from(casinos).orderBy(asc(casinos.id)).limit(1).offset(2);
    // The address its cards give: the drawing's before, the image's after.
    const where = eq(casinos.id, casino!.id);
    const cardLogo = () => casinoCardLogo(casino!.id);
    const bonusLogos = async () =>
      (await loadBonusCards(database.db, { ...CARDS, where, order: "newest", limit: 50 })).map((b) => b.casino.logo);
    const drawn = await cardLogo();
    expect((await bonusLogos()).length).toBeGreaterThan(0);
    expect(new Set(await bonusLogos())).toEqual(new Set([drawn]));
    const image = await libraryImage("logo", "abc123.png");
    await recordUse(database.db, { mediaId: image, kind: "casino", itemId: casino!.id, role: ARTWORK_ROLES.casino });
    const res = await app.request(`/media/logos/casino/${casino!.slug}.svg`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/media/library/abc123.png");
    expect(await cardLogo()).toBe(String(image));
    expect(new Set(await bonusLogos())).toEqual(new Set([String(image)]));
    // The versioned address answers the same: the version only makes it new to a browser's cache.
    const versioned = await app.request(artworkPath("casino", casino!.slug, String(image)));
    expect(versioned.headers.get("location")).toBe("/media/library/abc123.png");
    // A rename no longer moves it: the picture is the image, not the name.
    await database.db
      .update(casinos)
      .set({ name: `${casino!.name} Again` })
      .where(where);
    expect(await cardLogo()).toBe(String(image));
  });

  it("gives a slot's and a studio's cards the address of their own image once attached", async () => {
    const [slot] = await database.db.select().from(slots).orderBy(asc(slots.id)).limit(1).offset(3);
    const [provider] = await database.db.select().from(providers).where(eq(providers.id, slot!.providerId));
    const slotArtwork = async () => (await slotsPageLists(database.db, [slot!.id])).explorer[0]!.artwork;
    const providerLogo = async () => (await slotProviders(database.db)).find((p) => p.slug === provider!.slug)!.logo;
    const image = await libraryImage("art", "def456.png");
    expect(await slotArtwork()).not.toBe(String(image));
    expect(await providerLogo()).not.toBe(String(image));
    await recordUse(database.db, { mediaId: image, kind: "slot", itemId: slot!.id, role: ARTWORK_ROLES.slot });
    await recordUse(database.db, {
      mediaId: image,
      kind: "provider",
      itemId: provider!.id,
      role: ARTWORK_ROLES.provider,
    });
    expect(await slotArtwork()).toBe(String(image));
    expect(await providerLogo()).toBe(String(image));
  });
});

const CARDS = { locale: "en" as const, country: "PT", today: "2026-01-01" };

/** The version of a casino's logo on its card. */
async function casinoCardLogo(id: number): Promise<string> {
  const where = eq(casinos.id, id);
  return (await loadCasinoCards(database.db, { ...CARDS, where, order: "safety", limit: 1 }))[0]!.logo;
}

/** A library image with one PNG variant stored as `file`; its id. */
async function libraryImage(name: string, file: string): Promise<number> {
  const [image] = await database.db
    .insert(media)
    .values({
      fileName: `${name}.png`,
      mime: "image/png",
      width: 320,
      height: 320,
      bytes: 100,
      sha256: file,
      alt: { en: name },
    })
    .returning({ id: media.id });
  await database.db
    .insert(mediaVariants)
    .values({ mediaId: image!.id, format: "png", width: 320, height: 320, file, bytes: 100 });
  return image!.id;
}
