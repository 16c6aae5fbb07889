import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locales";
import { bonusesOfCasino, isoDay } from "#modules/bonuses";
import { casinoPageData } from "#modules/casino-page";
import { casinoImages, findCasinoPage } from "#modules/casinos";
import { casinoReviewsFirstPage, commentsFirstPage } from "#modules/community";
import { casinoComplaintFigures, listComplaints } from "#modules/complaints";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "../helpers/database";
import { countStatements, type Counted } from "../helpers/statements";

/**
 * The casino page's data is one statement (issue 12, docs/decisions/0050): the casino, its lists and safety,
 * images, bonuses, first pages of reviews and comments, complaint figures and latest cases — and equals what
 * the separate functions (the API's and other pages') read.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let counter: Counted;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  counter = countStatements(database.db);
}, 180_000);
afterAll(async () => {
  await database.drop();
});

async function counted<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
  return counter(read);
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Three library images (WebP and JPEG each) used by the casino: a logo and two screenshots, out of id order. */
async function pictureCasino(casinoId: number) {
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const [row] = await rows<{ id: number }>(sql`insert into media (file_name, mime, width, height, bytes, sha256, alt)
      values (${`shot-${n}.png`}, 'image/png', 1280, 720, 1000, ${`sha-${n}`}, ${JSON.stringify({ en: `Shot ${n}`, pt: `Ecrã ${n}` })}::jsonb)
      returning id`);
    const id = Number(row!.id);
    ids.push(id);
    for (const [format, width] of [
      ["jpeg", 1280],
      ["webp", 320],
      ["webp", 1280],
    ] as const) {
      await database.db.execute(sql`insert into media_variants (media_id, format, width, height, file, bytes)
        values (${id}, ${format}, ${width}, ${(width * 9) / 16}, ${`shot-${n}-${width}.${format}`}, 100)`);
    }
  }
  const [logo, first, second] = ids as [number, number, number];
  for (const [mediaId, role, position] of [
    [logo, "logo", 0],
    [second, "screenshot", 0],
    [first, "screenshot", 1],
  ] as const) {
    await database.db.execute(sql`insert into media_usage (media_id, kind, item_id, role, position)
      values (${mediaId}, 'casino', ${casinoId}, ${role}, ${position})`);
  }
  return ids;
}

describe("the casino page", () => {
  it("is one statement, equal to what its sections' functions read", async () => {
    const db = database.db;
    const [tidal] = await rows<{ id: number }>(sql`select id from casinos where slug = 'tidal-casino'`);
    const images = await pictureCasino(Number(tidal!.id));
    // A casino with no bonuses, cases, reviews or comments: the seed's with the fewest, emptied.
    const [bare] = await rows<{ id: number; slug: string }>(sql`select c.id, c.slug from casinos c where c.is_published
      order by (select count(*) from bonuses b where b.casino_id = c.id)
        + (select count(*) from complaints k where k.casino_id = c.id)
        + (select count(*) from reviews r where r.casino_id = c.id), c.id limit 1`);
    await db.execute(sql`delete from bonuses where casino_id = ${bare!.id}`);
    await db.execute(sql`delete from complaints where casino_id = ${bare!.id}`);
    await db.execute(sql`delete from reviews where casino_id = ${bare!.id}`);
    await db.execute(sql`delete from comments where target_type = 'casino' and target_id = ${bare!.id}`);
    // The casino with the most cases.
    const [complained] = await rows<{ slug: string }>(sql`select c.slug from casinos c where c.is_published
      order by (select count(*) from complaints k where k.casino_id = c.id) desc, c.id limit 1`);
    const now = new Date();
    const today = isoDay(now);
    const seen = { images: 0, bonuses: 0, reviews: 0, comments: 0, complaints: 0, bareSections: -1 };
    for (const slug of ["tidal-casino", bare!.slug, complained!.slug]) {
      for (const locale of ["en", "pt"] as Locale[]) {
        for (const country of ["PT", "GB"]) {
          for (const allLanguages of [false, true]) {
            const { result, statements: sent } = await counted(() =>
              casinoPageData(db, slug, { locale, country, allLanguages, now }),
            );
            expect(sent).toBe(1);
            const page = (await findCasinoPage(db, slug, locale, now))!;
            const id = page.casino.id;
            expect(result).toEqual({
              ...page,
              images: await casinoImages(db, id),
              bonuses: await bonusesOfCasino(db, id, { locale, country, today, limit: 12 }),
              reviews: await casinoReviewsFirstPage(db, id, locale, allLanguages),
              comments: await commentsFirstPage(db, "casino", id, locale, allLanguages),
              complaints: {
                figures: await casinoComplaintFigures(db, id),
                latest: (await listComplaints(db, { casinoId: id }, { limit: 5, after: null })).items,
              },
            });
            seen.images += result!.images.screenshots.length + (result!.images.logo ? 1 : 0);
            seen.bonuses += result!.bonuses.length;
            seen.reviews += result!.reviews.items.length;
            seen.comments += result!.comments.items.length;
            seen.complaints += result!.complaints.latest.length;
            if (slug === bare!.slug) {
              const { bonuses, reviews, comments, complaints } = result!;
              seen.bareSections =
                bonuses.length + reviews.items.length + comments.items.length + complaints.latest.length;
              expect(complaints.figures.total).toBe(0);
            }
          }
        }
      }
    }
    // Every section had something to compare (the logo and screenshots in the editor's order, too).
    const tidalPage = await casinoPageData(db, "tidal-casino", { locale: "pt", country: "PT", allLanguages: false });
    expect([tidalPage!.images.logo!.id, ...tidalPage!.images.screenshots.map((image) => image.id)]).toEqual([
      images[0],
      images[2],
      images[1],
    ]);
    expect(tidalPage!.images.logo!.alt).toEqual({ en: "Shot 1", pt: "Ecrã 1" });
    expect(seen.images).toBeGreaterThan(0);
    expect(seen.bonuses).toBeGreaterThan(0);
    expect(seen.reviews).toBeGreaterThan(0);
    expect(seen.comments).toBeGreaterThan(0);
    expect(seen.complaints).toBeGreaterThan(0);
    expect(seen.bareSections).toBe(0);
  });

  it("is null, in one statement, for a slug no published casino has", async () => {
    const options = { locale: "en" as const, country: "PT", allLanguages: false };
    const { result, statements: sent } = await counted(() => casinoPageData(database.db, "no-such-casino", options));
    expect(result).toBeNull();
    expect(sent).toBe(1);
  });
});
