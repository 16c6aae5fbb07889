import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locales";
import { commentsFirstPage, resolveTarget } from "#modules/community";
import { articlePageData, postDetail, relatedPosts } from "#modules/posts";
import { slotDetail, slotPageData } from "#modules/slots";
import { seedDemo } from "#seed/index";
import { freshDatabase } from "../helpers/database";
import { countStatements, type Counted } from "../helpers/statements";

/**
 * The slot page and the article page are one statement each (issue 12, docs/decisions/0051), and read what
 * their separate functions read: the slot (`slotDetail`) or the post (`postDetail`, `relatedPosts`), and the
 * first page of comments (`commentsFirstPage`).
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let counter: Counted;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  counter = countStatements(database.db);
}, 240_000);
afterAll(async () => {
  await database.drop();
});

async function counted<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
  return counter(read);
}

async function slugs(query: ReturnType<typeof sql>): Promise<string[]> {
  return ((await database.db.execute(query)) as unknown as { rows: { slug: string }[] }).rows.map((row) => row.slug);
}

/** Two of each: with comments (one of them given replies), without; first and last by id. */
async function slotSlugs() {
  return [
    ...(await slugs(sql`select s.slug from slots s where s.is_published and exists (select 1 from comments c
      where c.target_type = 'slot' and c.target_id = s.id) order by s.id limit 2`)),
    ...(await slugs(sql`select s.slug from slots s where s.is_published and not exists (select 1 from comments c
      where c.target_type = 'slot' and c.target_id = s.id) order by s.id limit 2`)),
    ...(await slugs(sql`select slug from slots where is_published order by id desc limit 1`)),
    "jade-griffins",
  ];
}

async function postSlugs() {
  return [
    "how-our-safety-index-works",
    ...(await slugs(sql`select p.slug from posts p where p.is_published and exists (select 1 from comments c
      where c.target_type = 'post' and c.target_id = p.id) order by p.id limit 2`)),
    ...(await slugs(sql`select p.slug from posts p where p.is_published and not exists (select 1 from comments c
      where c.target_type = 'post' and c.target_id = p.id) order by p.id limit 2`)),
    // The seed tags every post: one loses its tags (then it has no related posts either).
    ...(await slugs(sql`with untagged as (delete from post_tags where post_id = (select max(id) from posts
      where is_published) returning post_id) select distinct p.slug from posts p join untagged u on u.post_id = p.id`)),
    ...(await slugs(
      sql`select p.slug from posts p where p.is_published and p.casino_id is not null order by p.id limit 1`,
    )),
  ];
}

/** Replies in two languages to a target's newest comment (the seed writes none): they come with it. */
async function addReplies(type: "slot" | "post") {
  await database.db.execute(sql`insert into comments (user_id, target_type, target_id, parent_id, text, lang)
    select c.user_id, c.target_type, c.target_id, c.id, 'A reply ' || l.lang, l.lang
    from (select * from comments where target_type = ${type} and parent_id is null
      order by target_id, created_at desc, id desc limit 1) c, (values ('pt'), ('en')) as l(lang)`);
}

const VISITORS: Array<{ locale: Locale; country: string }> = [
  { locale: "en", country: "GB" },
  { locale: "pt", country: "PT" },
  { locale: "en", country: "PT" },
  { locale: "mx", country: "BR" },
];

describe("a detail page in one statement", () => {
  it("never waits for a JIT compilation: the pages' one statements are estimated dear but run in milliseconds", async () => {
    // On PostgreSQL the app's connections turn JIT off (db/client.ts): compiling the slot page's statement
    // took ~80 ms on every execution. PGlite has no JIT at all.
    const result = await database.db.execute(sql`select pg_jit_available() and current_setting('jit')::boolean as jit`);
    expect((result as unknown as { rows: { jit: boolean }[] }).rows[0]!.jit).toBe(false);
  });

  it("the slot page is one statement and reads what slotDetail and commentsFirstPage read", async () => {
    await addReplies("slot");
    const db = database.db;
    const seen = { comments: 0, replies: 0, casinos: 0, bonuses: 0, similar: 0, empty: 0 };
    for (const slug of await slotSlugs()) {
      for (const { locale, country } of VISITORS) {
        for (const all of [false, true]) {
          const page = await counted(() => slotPageData(db, slug, { locale, country, allLanguages: all }));
          expect(page.statements).toBe(1);
          const id = (await resolveTarget(db, "slot", slug))!;
          expect(page.result).toEqual({
            id,
            slot: await slotDetail(db, slug, { locale, country }),
            comments: await commentsFirstPage(db, "slot", id, locale, all),
          });
          const { slot, comments } = page.result!;
          seen.comments += comments.items.length;
          seen.replies += comments.items.reduce((n, c) => n + c.replies.length, 0);
          seen.casinos += slot.casinos.length;
          seen.bonuses += slot.casinos.filter((c) => c.slotBonus).length;
          seen.similar += slot.similar.length;
          if (comments.items.length === 0) seen.empty++;
        }
      }
    }
    // The seed gives the page something to compare.
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
    const unknown = await counted(() =>
      slotPageData(db, "no-such-slot", { locale: "en", country: "PT", allLanguages: false }),
    );
    expect([unknown.result, unknown.statements]).toEqual([null, 1]);
  });

  it("the article page is one statement and reads what postDetail, relatedPosts and commentsFirstPage read", async () => {
    await addReplies("post");
    const db = database.db;
    const seen = { comments: 0, replies: 0, tags: 0, noTags: 0, related: 0, noRelated: 0, casino: 0, empty: 0 };
    for (const slug of await postSlugs()) {
      for (const { locale } of VISITORS) {
        for (const all of [false, true]) {
          const page = await counted(() => articlePageData(db, slug, { locale, allLanguages: all }));
          expect(page.statements).toBe(1);
          const id = (await resolveTarget(db, "post", slug))!;
          expect(page.result).toEqual({
            id,
            post: await postDetail(db, slug, locale),
            comments: await commentsFirstPage(db, "post", id, locale, all),
            related: await relatedPosts(db, id, { locale, limit: 3 }),
          });
          const { post, comments, related } = page.result!;
          seen.comments += comments.items.length;
          seen.replies += comments.items.reduce((n, c) => n + c.replies.length, 0);
          seen.tags += post.tags.length;
          if (post.tags.length === 0) seen.noTags++;
          seen.related += related.length;
          if (related.length === 0) seen.noRelated++;
          if (post.casino) seen.casino++;
          if (comments.items.length === 0) seen.empty++;
        }
      }
    }
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
    const unknown = await counted(() => articlePageData(db, "no-such-post", { locale: "en", allLanguages: false }));
    expect([unknown.result, unknown.statements]).toEqual([null, 1]);
  });
});
