import { and, eq, exists, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonusCategoryLinks, bonusCountries, bonuses, casinos } from "#db/schema";
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

/** The bonus (outer `bonuses` row) is offered in the country: a card's `eligible`. */
export function offeredInWhere(db: Db, country: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(bonusCountries)
      .where(and(eq(bonusCountries.bonusId, bonuses.id), eq(bonusCountries.countryCode, country))),
  );
}

/**
 * What every recommended offer is (docs/decisions/0019): valid today, offered in the visitor's country, at a
 * casino that is not warned.
 */
function recommendable(db: Db, options: BonusListOptions): SQL | undefined {
  return and(validOn(options.today), offeredInWhere(db, options.country), recommendableWhere());
}

/** Recommended bonuses, from the safest casinos first. */
export function recommendedBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  return listBonuses(db, and(eq(bonuses.isRecommended, true), recommendable(db, options)), "safety", options);
}

/** Exclusive offers (the home page's exclusive promo), from the safest casinos first. */
export function exclusiveBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  return listBonuses(db, and(eq(bonuses.isExclusive, true), recommendable(db, options)), "safety", options);
}

/** The newest offers (a recommending list too). */
export function newestBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  return listBonuses(db, recommendable(db, options), "newest", options);
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
  return { category, bonuses: await listBonuses(db, and(where, recommendable(db, options)), "safety", options) };
}

/** The bonus page's casino teaser: the safest casinos that have a recommended bonus offered in the visitor's country. */
export function casinosWithBestBonuses(
  db: Db,
  options: { locale: Locale; country: string; limit: number },
): Promise<CasinoCard[]> {
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(bonuses)
      .where(
        and(eq(bonuses.casinoId, casinos.id), eq(bonuses.isRecommended, true), offeredInWhere(db, options.country)),
      ),
  );
  return loadCasinoCards(db, {
    where: and(where, recommendableWhere()),
    order: "safety",
    countryFirst: true,
    ...options,
  });
}
