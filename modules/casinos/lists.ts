import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos } from "#db/schema";
import type { Locale } from "#contracts/locales";
import {
  loadHighlightedCards,
  loadPreparedCards,
  preparedCardsColumn,
  type CasinoCard,
  type CasinoOrder,
  type PreparedCardList,
} from "./cards";
import { CASINO_CATEGORIES, categoryWhere, type CasinoCategory } from "./categories";
import { acceptsWhere } from "./country";
import { newSince } from "./newness";
import { recommendableWhere } from "./warning";

export interface ListOptions {
  locale: Locale;
  country: string;
  limit?: number;
}

/**
 * Every list here recommends: a warned casino (blacklisted, or below the safety threshold) is never in one,
 * and the casinos accepting the visitor's country come first (./country.ts). Their statements are
 * prepared once per database (./cards.ts `loadPreparedCards`): the same for every visitor but for the
 * values.
 */
function recommending(name: string, where: PreparedCardList["where"], order: CasinoOrder): PreparedCardList {
  return { name, where: (p, db) => and(where(p, db), recommendableWhere()), order, countryFirst: true };
}

const listCasinos = (db: Db, list: PreparedCardList, options: ListOptions, values?: Record<string, unknown>) =>
  loadPreparedCards(db, list, { ...options, limit: options.limit ?? 20 }, values);

const RANKINGS = new Map(
  CASINO_CATEGORIES.map((category) => [
    category,
    recommending(
      `ranking_${category}`,
      (p, db) => and(categoryWhere(category), acceptsWhere(db, p("country"))),
      "safety",
    ),
  ]),
);

/**
 * The first casinos of a ranking category that accept the visitor's country (the home's "top 10 for
 * {country}"); /casinos pages through it with `rankingPage`.
 */
export function rankingByCategory(db: Db, category: CasinoCategory, options: ListOptions): Promise<CasinoCard[]> {
  return listCasinos(db, RANKINGS.get(category)!, options);
}

const RECOMMENDED = recommending("recommended", () => eq(casinos.isRecommended, true), "safety");

export function recommendedCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, RECOMMENDED, options);
}

/** Launched within the "new" period (./newness.ts) up to today. */
function isNewWhere(now: Date): SQL | undefined {
  return and(gte(casinos.launchDate, newSince(now)), lte(casinos.launchDate, now.toISOString().slice(0, 10)));
}

const NEWEST = recommending(
  "newest",
  (p) => and(gte(casinos.launchDate, p("since")), lte(casinos.launchDate, p("today"))),
  "newest",
);

/** New casinos (launched within the "new" period), the latest launch first. */
export function newestCasinos(db: Db, options: ListOptions, now = new Date()) {
  return listCasinos(db, NEWEST, options, newestValues(now));
}

const TRENDING = recommending("trending", () => undefined, "trending");

export function trendingCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, TRENDING, options);
}

const PRIVATE = recommending("private", () => eq(casinos.isPrivate, true), "safety");

export function privateCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, PRIVATE, options);
}

const CERTIFIED = recommending("certified", () => eq(casinos.isCertified, true), "safety");

export function certifiedCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, CERTIFIED, options);
}

/** The recommending lists a bigger statement can hold as columns (`casinoListColumn`). */
export type CasinoListName = "private" | "recommended" | "newest" | "trending" | { ranking: CasinoCategory };

const NAMED_LISTS = { private: PRIVATE, recommended: RECOMMENDED, newest: NEWEST, trending: TRENDING };

/**
 * A recommending list (as `privateCasinos`, `recommendedCasinos`, `newestCasinos`, `trendingCasinos`,
 * `rankingByCategory`) as one JSON column of a bigger statement, its values the placeholders `country`,
 * `currency` (when `local`: the visitor's currency is not EUR), for the newest `since` and `today` (as
 * `newestCasinos` computes them: `newestValues`), and the `limit` given; read it with `cardsOfColumn`.
 */
export function casinoListColumn(db: Db, name: CasinoListName, limit: number, local: boolean) {
  const list = typeof name === "string" ? NAMED_LISTS[name] : RANKINGS.get(name.ranking)!;
  return preparedCardsColumn(db, list, limit, local);
}

/** The newest list's values (`since`, `today`) at a moment: for `casinoListColumn(…, "newest", …)`. */
export function newestValues(now: Date) {
  return { since: newSince(now), today: now.toISOString().slice(0, 10) };
}

/**
 * Recommending cards (never a warned casino; those accepting the visitor's country first, safest first) of a
 * condition of the caller's, written with placeholders, as one JSON column of a bigger statement (as
 * `casinoListColumn`); read it with `cardsOfColumn`.
 */
export function recommendingCardsColumn(db: Db, where: PreparedCardList["where"], limit: number, local: boolean) {
  return preparedCardsColumn(db, recommending("column", where, "safety"), limit, local);
}

/**
 * The new-casino landing page: the five new casinos (launched within the "new" period) that accept players
 * from the given country, best safety index first, with their launch and highlight (the only list that
 * shows them).
 */
export function topNewCasinosFor(db: Db, country: string, options: ListOptions, now = new Date()) {
  return loadHighlightedCards(db, {
    where: and(isNewWhere(now), acceptsWhere(db, country), recommendableWhere()),
    order: "safety",
    countryFirst: true,
    ...options,
    limit: 5,
  });
}
