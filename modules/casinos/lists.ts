import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { loadCasinoCards, loadHighlightedCards, type CasinoCard, type CasinoOrder } from "./cards";
import { categoryWhere, type CasinoCategory } from "./categories";
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
 * and the casinos accepting the visitor's country come first (./country.ts).
 */
function listCasinos(db: Db, where: SQL | undefined, order: CasinoOrder, options: ListOptions): Promise<CasinoCard[]> {
  return loadCasinoCards(db, {
    where: and(where, recommendableWhere()),
    order,
    limit: options.limit ?? 20,
    countryFirst: true,
    ...options,
  });
}

/**
 * The first casinos of a ranking category that accept the visitor's country (the home's "top 10 for
 * {country}"); /casinos pages through it with `rankingPage`.
 */
export function rankingByCategory(db: Db, category: CasinoCategory, options: ListOptions) {
  return listCasinos(db, and(categoryWhere(category), acceptsWhere(db, options.country)), "safety", options);
}

export function recommendedCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, eq(casinos.isRecommended, true), "safety", options);
}

/** Launched within the "new" period (./newness.ts) up to today. */
function isNewWhere(now: Date): SQL | undefined {
  return and(gte(casinos.launchDate, newSince(now)), lte(casinos.launchDate, now.toISOString().slice(0, 10)));
}

/** New casinos (launched within the "new" period), the latest launch first. */
export function newestCasinos(db: Db, options: ListOptions, now = new Date()) {
  return listCasinos(db, isNewWhere(now), "newest", options);
}

export function trendingCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, undefined, "trending", options);
}

export function privateCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, eq(casinos.isPrivate, true), "safety", options);
}

export function certifiedCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, eq(casinos.isCertified, true), "safety", options);
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
