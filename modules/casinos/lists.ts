import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { loadCasinoCards, type CasinoCard, type CasinoOrder } from "./cards";
import { categoryWhere, type CasinoCategory } from "./categories";
import { acceptsWhere } from "./country";
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

export function newestCasinos(db: Db, options: ListOptions) {
  return listCasinos(db, undefined, "newest", options);
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
 * The new-casino landing page: the five best casinos (safety index) among the 20 newest that accept
 * players from the given country.
 */
export async function topNewCasinosFor(db: Db, country: string, options: ListOptions): Promise<CasinoCard[]> {
  const newest = await listCasinos(db, acceptsWhere(db, country), "newest", { ...options, limit: 20 });
  return newest.sort((a, b) => b.safetyIndex - a.safetyIndex).slice(0, 5);
}
