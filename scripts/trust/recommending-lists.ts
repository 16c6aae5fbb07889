/**
 * Every list that recommends casinos (issue 15, rule 1), as a country's pages load them: the home page, /casinos
 * and its ranking categories, the sub-catalogues, /bonuses and its categories, /new-casinos, /quality-mark and a
 * slot's "where to play". Each is read through the module function its page's loader calls, paged to its end.
 * The integration test (tests/integration/trust.test.ts) and the closing figures (scripts/trust-figures.ts) both
 * check these lists, so they check the same ones.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client";
import {
  casinoGames,
  casinoProviders,
  casinos,
  casinoSlots,
  casinoTypes,
  gameCategories,
  providers,
  slots,
} from "#db/schema";
import {
  bonusesByCategory,
  casinosWithBestBonuses,
  exclusiveBonuses,
  isoDay,
  listBonusCategories,
  newestBonuses,
  recommendedBonuses,
} from "#modules/bonuses";
import {
  CASINO_CATEGORIES,
  casinoGroupPage,
  certifiedCasinos,
  newestCasinos,
  privateCasinos,
  rankingByCategory,
  rankingPage,
  recommendedCasinos,
  topNewCasinosFor,
  trendingCasinos,
} from "#modules/casinos";
import { slotDetail } from "#modules/slots";

type Slugged = { slug: string };
type Page<T> = { items: T[]; next_cursor: string | null };

/** Every item of a paged list, page after page. */
async function wholeList<T>(pageAt: (cursor: string | null) => Promise<Page<T> | null>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> | null = await pageAt(cursor);
    if (!page) break;
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return items;
}

/**
 * The sub-catalogues (games, types, providers) and slot pages the given casinos could appear on: a casino can
 * only be in the lists of the facets it carries, so these are the pages to look at for it.
 */
async function pagesOf(db: Db, casinoIds: number[]) {
  if (casinoIds.length === 0) return { games: [], types: [], providers: [], slots: [] };
  const slugs = (rows: Slugged[]) => [...new Set(rows.map((row) => row.slug))].sort();
  const [gameRows, typeRows, providerRows, slotRows] = await Promise.all([
    db
      .selectDistinct({ slug: gameCategories.slug })
      .from(casinoGames)
      .innerJoin(gameCategories, eq(gameCategories.id, casinoGames.gameCategoryId))
      .where(inArray(casinoGames.casinoId, casinoIds)),
    db
      .selectDistinct({ slug: casinoTypes.slug })
      .from(casinos)
      .innerJoin(casinoTypes, eq(casinoTypes.id, casinos.casinoTypeId))
      .where(inArray(casinos.id, casinoIds)),
    db
      .selectDistinct({ slug: providers.slug })
      .from(casinoProviders)
      .innerJoin(providers, eq(providers.id, casinoProviders.providerId))
      .where(inArray(casinoProviders.casinoId, casinoIds)),
    db
      .selectDistinct({ slug: slots.slug })
      .from(casinoSlots)
      .innerJoin(slots, eq(slots.id, casinoSlots.slotId))
      .where(inArray(casinoSlots.casinoId, casinoIds)),
  ]);
  return { games: slugs(gameRows), types: slugs(typeRows), providers: slugs(providerRows), slots: slugs(slotRows) };
}

export interface RecommendingListsOptions {
  /** The casinos whose sub-catalogues and slot pages to include (those a check is looking for). */
  watched: number[];
  /** At most this many pages of each kind (games, types, providers, slots); all of them when not given. */
  pagesPerKind?: number;
  now?: Date;
}

/** Every recommending list a visitor from `country` is shown, by name, with the casino slugs it holds. */
export async function recommendingLists(
  db: Db,
  country: string,
  { watched, pagesPerKind, now = new Date() }: RecommendingListsOptions,
): Promise<Map<string, string[]>> {
  const options = { locale: "en" as const, country };
  const bonusOptions = { ...options, today: isoDay(now) };
  const lists = new Map<string, string[]>();
  const add = (name: string, items: Slugged[]) =>
    lists.set(
      name,
      items.map((item) => item.slug),
    );
  const casinosOf = (items: { casino: Slugged }[]) => items.map((item) => item.casino);

  add("home: private projects", await privateCasinos(db, { ...options, limit: 3 }));
  add("home: top 10", await rankingByCategory(db, "top20", { ...options, limit: 10 }));
  add("home: exclusive promo", casinosOf(await exclusiveBonuses(db, { ...bonusOptions, limit: 5 })));
  add("recommended casinos", await recommendedCasinos(db, { ...options, limit: 20 }));
  add("new casinos", await newestCasinos(db, { ...options, limit: 20 }, now));
  add("trending casinos", await trendingCasinos(db, { ...options, limit: 20 }));
  add("recommended bonuses", casinosOf(await recommendedBonuses(db, { ...bonusOptions, limit: 50 })));
  add("new bonuses", casinosOf(await newestBonuses(db, { ...bonusOptions, limit: 50 })));
  add("/bonuses: best bonuses' casinos", await casinosWithBestBonuses(db, { ...options, limit: 20 }));
  add("/new-casinos", await topNewCasinosFor(db, "PT", { ...options, country: "PT" }, now));
  add("/quality-mark", await certifiedCasinos(db, { ...options, limit: 60 }));
  for (const category of CASINO_CATEGORIES) {
    for (const all of [false, true]) {
      const items = await wholeList((cursor) => rankingPage(db, category, { ...options, cursor, limit: 50, all }));
      add(`/casinos?category=${category}${all ? "&all=1" : ""}`, items);
    }
  }
  for (const category of await listBonusCategories(db, "en")) {
    const items = await wholeList((cursor) =>
      bonusesByCategory(db, category.slug, { ...bonusOptions, cursor, sort: "safety", limit: 100 }),
    );
    add(`/bonuses/categories/${category.slug}`, casinosOf(items));
  }
  const pages = await pagesOf(db, watched);
  const first = <T>(items: T[]) => items.slice(0, pagesPerKind ?? items.length);
  for (const [kind, path, slugs] of [
    ["game", "games", pages.games],
    ["type", "types", pages.types],
    ["provider", "providers", pages.providers],
  ] as const) {
    for (const slug of first(slugs)) {
      const items = await wholeList((cursor) =>
        casinoGroupPage(db, kind, slug, { ...options, cursor, limit: 50, all: true }),
      );
      add(`/casinos/${path}/${slug}?all=1`, items);
    }
  }
  for (const slug of first(pages.slots)) {
    add(`/slots/${slug}: where to play`, (await slotDetail(db, slug, options))?.casinos ?? []);
  }
  return lists;
}
