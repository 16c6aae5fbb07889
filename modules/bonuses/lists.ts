import { and, eq, exists, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonusCategoryLinks, bonuses, casinos } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { loadCasinoCards, recommendableWhere, type CasinoCard } from "#modules/casinos";
import { loadBonusCards, type BonusCard, type BonusCardOptions, type BonusOrder } from "./cards";
import { findBonusCategory, type BonusCategory } from "./categories";

export interface BonusListOptions extends BonusCardOptions {
  limit?: number;
  offset?: number;
}

function listBonuses(db: Db, where: SQL | undefined, order: BonusOrder, options: BonusListOptions) {
  return loadBonusCards(db, { where, order, limit: options.limit ?? 12, ...options });
}

/** Still valid today. Recommended and new lists keep to these: announcing an expired offer would mislead. */
function validOn(today: string): SQL | undefined {
  return or(isNull(bonuses.validUntil), gte(bonuses.validUntil, today));
}

/** Recommended bonuses, from the safest casinos first; never a warned casino's. */
export function recommendedBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  const where = and(eq(bonuses.isRecommended, true), validOn(options.today), recommendableWhere());
  return listBonuses(db, where, "safety", options);
}

/** Exclusive offers (the home page's exclusive promo), from the safest casinos first; never a warned casino's. */
export function exclusiveBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  const where = and(eq(bonuses.isExclusive, true), validOn(options.today), recommendableWhere());
  return listBonuses(db, where, "safety", options);
}

/** The newest offers (a recommending list too): never a warned casino's. */
export function newestBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  return listBonuses(db, and(validOn(options.today), recommendableWhere()), "newest", options);
}

/** A casino's bonuses, newest first, expired ones included (flagged): the casino page's bonus tab. */
export function bonusesOfCasino(db: Db, casinoId: number, options: BonusListOptions): Promise<BonusCard[]> {
  return listBonuses(db, eq(bonuses.casinoId, casinoId), "newest", options);
}

/** A bonus category with its bonuses (/bonuses/categories/{slug}); null when the slug is unknown. */
export async function bonusesByCategory(
  db: Db,
  slug: string,
  options: BonusListOptions,
): Promise<{ category: BonusCategory; bonuses: BonusCard[] } | null> {
  const category = await findBonusCategory(db, slug, options.locale);
  if (!category) return null;
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(bonusCategoryLinks)
      .where(and(eq(bonusCategoryLinks.bonusId, bonuses.id), eq(bonusCategoryLinks.categoryId, category.id))),
  );
  return { category, bonuses: await listBonuses(db, and(where, recommendableWhere()), "safety", options) };
}

/** The bonus page's casino teaser: the safest casinos that have a recommended bonus. */
export function casinosWithBestBonuses(
  db: Db,
  options: { locale: Locale; country: string; limit: number },
): Promise<CasinoCard[]> {
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(bonuses)
      .where(and(eq(bonuses.casinoId, casinos.id), eq(bonuses.isRecommended, true))),
  );
  return loadCasinoCards(db, { where: and(where, recommendableWhere()), order: "safety", ...options });
}
