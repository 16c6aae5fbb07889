import { eq, exists, and, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  casinoCountries,
  casinoGames,
  casinoProviders,
  casinos,
  casinoTypes,
  gameCategories,
  providers,
} from "../../db/schema";
import { pick, type Locale } from "../../contracts/locales";
import { loadCasinoCards, type CasinoCard, type CasinoOrder } from "./cards";

/** Ranking categories of spec §3; Top20 is the default tab (§9). */
export const CASINO_CATEGORIES = ["all", "top20", "certified", "crypto"] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];
export const DEFAULT_CASINO_CATEGORY: CasinoCategory = "top20";

function categoryWhere(category: CasinoCategory): SQL | undefined {
  switch (category) {
    case "top20":
      return eq(casinos.isTop20, true);
    case "certified":
      return eq(casinos.isCertified, true);
    case "crypto":
      return eq(casinos.isCrypto, true);
    case "all":
      return undefined;
  }
}

export interface ListOptions {
  locale: Locale;
  country: string;
  limit?: number;
  offset?: number;
}

function listCasinos(db: Db, where: SQL | undefined, order: CasinoOrder, options: ListOptions): Promise<CasinoCard[]> {
  return loadCasinoCards(db, { where, order, limit: options.limit ?? 20, offset: options.offset, ...options });
}

export function rankingByCategory(db: Db, category: CasinoCategory, options: ListOptions) {
  return listCasinos(db, categoryWhere(category), "safety", options);
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

export interface CasinoGroup {
  name: string;
  casinos: CasinoCard[];
}

/** Casinos offering a game category (/casinos/games/{slug}); null when the slug is unknown. */
export async function casinosByGame(db: Db, slug: string, options: ListOptions): Promise<CasinoGroup | null> {
  const [game] = await db.select().from(gameCategories).where(eq(gameCategories.slug, slug)).limit(1);
  if (!game) return null;
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(casinoGames)
      .where(and(eq(casinoGames.casinoId, casinos.id), eq(casinoGames.gameCategoryId, game.id))),
  );
  return { name: pick(game.name, options.locale), casinos: await listCasinos(db, where, "safety", options) };
}

/** Casinos of a type (/casinos/types/{slug}). */
export async function casinosByType(db: Db, slug: string, options: ListOptions): Promise<CasinoGroup | null> {
  const [type] = await db.select().from(casinoTypes).where(eq(casinoTypes.slug, slug)).limit(1);
  if (!type) return null;
  return {
    name: pick(type.name, options.locale),
    casinos: await listCasinos(db, eq(casinos.casinoTypeId, type.id), "safety", options),
  };
}

/** Casinos carrying a provider's games (/casinos/providers/{slug}). */
export async function casinosByProvider(db: Db, slug: string, options: ListOptions): Promise<CasinoGroup | null> {
  const [provider] = await db.select().from(providers).where(eq(providers.slug, slug)).limit(1);
  if (!provider) return null;
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(casinoProviders)
      .where(and(eq(casinoProviders.casinoId, casinos.id), eq(casinoProviders.providerId, provider.id))),
  );
  return { name: provider.name, casinos: await listCasinos(db, where, "safety", options) };
}

/** The private casino projects; /casinos/privat/{slug} names one project and lists the others. */
export async function privateProject(db: Db, slug: string, options: ListOptions) {
  const [project] = await db
    .select({ id: casinos.id, name: casinos.name, slug: casinos.slug })
    .from(casinos)
    .where(and(eq(casinos.slug, slug), eq(casinos.isPrivate, true)))
    .limit(1);
  if (!project) return null;
  const cards = await privateCasinos(db, options);
  return { name: project.name, slug: project.slug, casinos: cards };
}

/**
 * The new-casino landing page: the five best casinos (safety index) among the 20 newest that accept
 * players from the given country.
 */
export async function topNewCasinosFor(db: Db, country: string, options: ListOptions): Promise<CasinoCard[]> {
  const accepts = exists(
    db
      .select({ one: sql`1` })
      .from(casinoCountries)
      .where(
        and(eq(casinoCountries.casinoId, casinos.id), eq(casinoCountries.countryCode, country), eq(casinoCountries.status, "accepted")),
      ),
  );
  const newest = await listCasinos(db, accepts, "newest", { ...options, limit: 20 });
  return newest.sort((a, b) => b.safetyIndex - a.safetyIndex).slice(0, 5);
}
