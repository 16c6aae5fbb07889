/**
 * Issue 15's closing figures, computed with the product's own rules (the module functions the pages call):
 * the accepting share of each market's top 10, distinct demo texts, the quality-mark holders that pass every
 * checklist item, and the warned casinos found in any recommending list (./recommending-lists.ts).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, comments, reviews } from "#db/schema";
import { normalizeForDuplicates } from "#contracts/community";
import { MARKET_CODES } from "#contracts/markets";
import {
  earnsQualityMark,
  expertChecklist,
  isWarned,
  loadVerdictFactsOf,
  rankingByCategory,
  rankingPage,
} from "#modules/casinos";
import { recommendingLists } from "./recommending-lists";

export interface Share {
  accepting: number;
  total: number;
}

/** How many of the listed casinos accept the country (a card's `acceptsCountry`: unknown does not count). */
export function acceptingShare(cards: readonly { acceptsCountry: boolean | null }[]): Share {
  return { accepting: cards.filter((card) => card.acceptsCountry === true).length, total: cards.length };
}

export interface MarketTopTen {
  market: string;
  /** The home page's "Top 10 for {country}" (rankingByCategory, as the home loader calls it). */
  topTen: Share;
  /** The first 10 of the same ranking without the country rule: the "show all" list. */
  ignoringCountry: Share;
}

export async function topTenShares(db: Db, markets: readonly string[] = MARKET_CODES): Promise<MarketTopTen[]> {
  const figures: MarketTopTen[] = [];
  for (const market of markets) {
    const options = { locale: "en" as const, country: market, limit: 10 };
    const topTen = await rankingByCategory(db, "top20", options);
    const all = await rankingPage(db, "top20", { ...options, cursor: null, all: true });
    figures.push({ market, topTen: acceptingShare(topTen), ignoringCountry: acceptingShare(all.items) });
  }
  return figures;
}

export interface TextCount {
  total: number;
  /** Different once case, spacing and punctuation are ignored (the duplicate rule of modules/community). */
  distinct: number;
}

export function distinctTexts(texts: readonly string[]): TextCount {
  return { total: texts.length, distinct: new Set(texts.map(normalizeForDuplicates)).size };
}

export async function textFigures(db: Db): Promise<{ reviews: TextCount; comments: TextCount; both: TextCount }> {
  const [reviewTexts, commentTexts] = await Promise.all([
    db.select({ text: reviews.text }).from(reviews),
    db.select({ text: comments.text }).from(comments),
  ]);
  const texts = (rows: { text: string }[]) => rows.map((row) => row.text);
  return {
    reviews: distinctTexts(texts(reviewTexts)),
    comments: distinctTexts(texts(commentTexts)),
    both: distinctTexts([...texts(reviewTexts), ...texts(commentTexts)]),
  };
}

export interface QualityMarkFigures {
  /** Casinos holding the mark (as stored, what cards and /quality-mark show). */
  holders: number;
  /** Of them, those passing every item of the expert checklist the casino page shows. */
  passingEveryItem: number;
  /** Casinos whose stored mark differs from the rule applied to today's facts (0 when up to date). */
  stale: number;
}

export async function qualityMarkFigures(db: Db, now = new Date()): Promise<QualityMarkFigures> {
  const facts = [...(await loadVerdictFactsOf(db, "all", now))];
  const rows = await db.select({ id: casinos.id }).from(casinos).where(eq(casinos.isCertified, true));
  const certified = new Set(rows.map((row) => row.id));
  const holders = facts.filter(([id]) => certified.has(id)).map(([, casino]) => casino);
  return {
    holders: holders.length,
    passingEveryItem: holders.filter((casino) => expertChecklist(casino).every((item) => item.passed)).length,
    stale: facts.filter(([id, casino]) => earnsQualityMark(casino, casino.safetyIndex) !== certified.has(id)).length,
  };
}

export interface Appearance {
  country: string;
  list: string;
  slug: string;
}

/** The casinos the given lists show that are in `unwanted` (slugs), with where. */
export function appearancesOf(
  country: string,
  lists: ReadonlyMap<string, readonly string[]>,
  unwanted: ReadonlySet<string>,
): Appearance[] {
  return [...lists].flatMap(([list, slugs]) =>
    slugs.filter((slug) => unwanted.has(slug)).map((slug) => ({ country, list, slug })),
  );
}

export interface WarnedFigures {
  blacklisted: number;
  /** Warned: blacklisted, or below the safety threshold (modules/casinos/warning.ts). */
  warned: number;
  /** Recommending lists looked at, over every market. */
  lists: number;
  /** Warned casinos found in any of them (must be none); `blacklisted` marks the blacklisted ones. */
  appearances: Array<Appearance & { blacklisted: boolean }>;
}

/** Every recommending list of every market, searched for warned (and so blacklisted) casinos. */
export async function warnedInRecommendingLists(
  db: Db,
  markets: readonly string[] = MARKET_CODES,
  options: { pagesPerKind?: number; now?: Date } = {},
): Promise<WarnedFigures> {
  const facts = await loadVerdictFactsOf(db, "all", options.now);
  const rows = await db.select({ id: casinos.id, slug: casinos.slug }).from(casinos);
  const warned = rows.filter((row) => isWarned(facts.get(row.id)!));
  const blacklisted = new Set(warned.filter((row) => facts.get(row.id)!.isBlacklisted).map((row) => row.slug));
  const unwanted = new Set(warned.map((row) => row.slug));
  let lists = 0;
  const appearances: WarnedFigures["appearances"] = [];
  for (const country of markets) {
    const found = await recommendingLists(db, country, { ...options, watched: warned.map((row) => row.id) });
    lists += found.size;
    for (const appearance of appearancesOf(country, found, unwanted))
      appearances.push({ ...appearance, blacklisted: blacklisted.has(appearance.slug) });
  }
  return { blacklisted: blacklisted.size, warned: warned.length, lists, appearances };
}
