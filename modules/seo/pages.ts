import { sql } from "drizzle-orm";
import type { Db } from "#db/client";

/** The sitemap's parts, in the order the index lists them; each is split into chunks of its own. */
export const SITEMAP_SECTIONS = ["pages", "casinos", "slots", "blog"] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** A public page (its canonical path, no trailing slash) and when its content last changed, when known. */
export interface SitemapPage {
  section: SitemapSection;
  path: string;
  /** Milliseconds since the epoch, or null for pages whose text has no date (the legal pages). */
  lastmod: number | null;
}

interface Row {
  slug: string;
  lastmod: number | null;
}

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({ slug: row.slug, lastmod: row.lastmod === null ? null : Number(row.lastmod) }));
}

const ms = (column: ReturnType<typeof sql>) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** Published reviews and comments date a page as much as its own text: the latest of them, per target. */
const latestComment = (target: "casino" | "slot" | "post") => sql`
  select target_id, max(created_at) as last from comments
  where target_type = ${target} and status = 'published' group by target_id`;

const maxOf = (values: (number | null)[]): number | null =>
  values.reduce<number | null>((max, v) => (v !== null && (max === null || v > max) ? v : max), null);

/**
 * Every public page a search engine should know (docs/decisions/0016), with its last change from the
 * data: a casino's publication, its latest published review or comment; a slot's addition or latest
 * comment; a post's publication or latest comment; a list or sub-catalogue the latest of what it lists.
 * Not listed: the personal and account pages (robots.txt keeps crawlers out), filters' and lists'
 * parameter variants, sub-catalogues with no casino, and posts and bonuses unpublished in the console.
 */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const [casinos, slots, posts, types, games, providers, privates, bonusCategories, bonusesLast] = await Promise.all([
    rows(
      db,
      sql`select c.slug, ${ms(sql`greatest(c.published_at, r.last, m.last)`)} as lastmod
        from casinos c
        left join (select casino_id, max(updated_at) as last from reviews where status = 'published'
          group by casino_id) r on r.casino_id = c.id
        left join (${latestComment("casino")}) m on m.target_id = c.id
        where c.is_published
        order by c.id`,
    ),
    rows(
      db,
      sql`select s.slug, ${ms(sql`greatest(s.created_at, m.last)`)} as lastmod
        from slots s left join (${latestComment("slot")}) m on m.target_id = s.id
        where s.is_published
        order by s.id`,
    ),
    rows(
      db,
      sql`select p.slug, ${ms(sql`greatest(p.published_at, m.last)`)} as lastmod
        from posts p left join (${latestComment("post")}) m on m.target_id = p.id
        where p.is_published
        order by p.published_at desc, p.id`,
    ),
    rows(
      db,
      sql`select t.slug, ${ms(sql`max(c.published_at)`)} as lastmod
        from casino_types t join casinos c on c.casino_type_id = t.id and c.is_published group by t.id, t.slug order by t.id`,
    ),
    rows(
      db,
      sql`select g.slug, ${ms(sql`max(c.published_at)`)} as lastmod
        from game_categories g join casino_games x on x.game_category_id = g.id
        join casinos c on c.id = x.casino_id and c.is_published
        group by g.id, g.slug order by g.id`,
    ),
    rows(
      db,
      sql`select p.slug, ${ms(sql`max(c.published_at)`)} as lastmod
        from providers p join casino_providers x on x.provider_id = p.id
        join casinos c on c.id = x.casino_id and c.is_published
        group by p.id, p.slug order by p.id`,
    ),
    rows(
      db,
      sql`select c.slug, ${ms(sql`max(c.published_at) over ()`)} as lastmod
        from casinos c where c.is_private and c.is_published order by c.id`,
    ),
    rows(
      db,
      sql`select k.slug, ${ms(sql`max(b.created_at)`)} as lastmod
        from bonus_categories k left join bonus_category_links l on l.category_id = k.id
        left join bonuses b on b.id = l.bonus_id and b.is_published
        group by k.id, k.slug, k.position order by k.position, k.id`,
    ),
    rows(
      db,
      sql`select '' as slug, ${ms(sql`max(b.created_at)`)} as lastmod
        from bonuses b join casinos c on c.id = b.casino_id and c.is_published where b.is_published`,
    ),
  ]);

  const casinosLast = maxOf(casinos.map((r) => r.lastmod));
  const slotsLast = maxOf(slots.map((r) => r.lastmod));
  const postsLast = maxOf(posts.map((r) => r.lastmod));
  const bonusLast = bonusesLast[0]?.lastmod ?? null;
  const page = (path: string, lastmod: number | null): SitemapPage => ({ section: "pages", path, lastmod });
  return [
    page("/", maxOf([casinosLast, slotsLast, postsLast, bonusLast])),
    page("/casinos", casinosLast),
    page("/casinos/filters", casinosLast),
    page("/new-casinos", casinosLast),
    page("/quality-mark", casinosLast),
    page("/safety-index", null),
    ...types.map((r) => page(`/casinos/types/${encodeURIComponent(r.slug)}`, r.lastmod)),
    ...games.map((r) => page(`/casinos/games/${encodeURIComponent(r.slug)}`, r.lastmod)),
    ...providers.map((r) => page(`/casinos/providers/${encodeURIComponent(r.slug)}`, r.lastmod)),
    ...privates.map((r) => page(`/casinos/privat/${encodeURIComponent(r.slug)}`, r.lastmod)),
    page("/bonuses", bonusLast),
    page("/bonuses/filters", bonusLast),
    ...bonusCategories.map((r) => page(`/bonuses/categories/${encodeURIComponent(r.slug)}`, r.lastmod)),
    page("/slots", slotsLast),
    page("/blog", postsLast),
    page("/blog/articles", postsLast),
    page("/about-us", null),
    page("/privacy-policy", null),
    page("/terms-and-conditions", null),
    page("/responsible-gaming", null),
    ...casinos.map((r) => ({
      section: "casinos" as const,
      path: `/casinos/${encodeURIComponent(r.slug)}`,
      lastmod: r.lastmod,
    })),
    ...slots.map((r) => ({
      section: "slots" as const,
      path: `/slots/${encodeURIComponent(r.slug)}`,
      lastmod: r.lastmod,
    })),
    ...posts.map((r) => ({
      section: "blog" as const,
      path: `/blog/articles/${encodeURIComponent(r.slug)}`,
      lastmod: r.lastmod,
    })),
  ];
}
