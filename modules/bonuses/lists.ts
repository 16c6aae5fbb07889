import { and, eq, exists, gte, isNull, lt, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonusCategoryLinks, bonusCountries, bonuses, casinos } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { loadCasinoCards, recommendableWhere, type CasinoCard } from "#modules/casinos";
import { bonusCardsColumn, loadBonusCards, type BonusCard, type BonusCardOptions, type BonusOrder } from "./cards";
import { findBonusCategory, type BonusCategory } from "./categories";
import { bonusShown } from "./visibility";

export interface BonusListOptions extends BonusCardOptions {
  limit?: number;
  offset?: number;
}

function listBonuses(db: Db, where: SQL | undefined, order: BonusOrder, options: BonusListOptions) {
  return loadBonusCards(db, { where, order, limit: options.limit ?? 12, ...options });
}

/**
 * Valid today: started and not expired. Recommended and new lists keep to these: announcing an expired offer,
 * or one not open yet, would mislead.
 */
function validOn(today: string | Placeholder): SQL | undefined {
  return and(
    or(isNull(bonuses.validFrom), lte(bonuses.validFrom, today)),
    or(isNull(bonuses.validUntil), gte(bonuses.validUntil, today)),
  );
}

/** The bonus (outer `bonuses` row) is offered in the country: a card's `eligible`. */
export function offeredInWhere(db: Db, country: string | Placeholder): SQL {
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
export function recommendable(db: Db, options: { country: string | Placeholder; today: string | Placeholder }) {
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

/**
 * The recommended (as `recommendedBonuses`) or exclusive (as `exclusiveBonuses`) offers as one JSON column of
 * a bigger statement, its values the placeholders `country`, `today` and the `limit` given; read it with
 * `bonusCardsOfColumn`.
 */
export function bonusListColumn(db: Db, name: "recommended" | "exclusive", limit: number) {
  const flag = name === "recommended" ? bonuses.isRecommended : bonuses.isExclusive;
  const offered = recommendable(db, { country: sql.placeholder("country"), today: sql.placeholder("today") });
  return bonusCardsColumn(db, and(eq(flag, true), offered), "safety", limit);
}

/**
 * The offers of the visitor's country that ended last (their codes hidden, no call to action): a player sees
 * that an offer is over instead of wondering where it went.
 */
export function expiredBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  const ended = and(lt(bonuses.validUntil, options.today), offeredInWhere(db, options.country));
  return listBonuses(db, ended, "ended", options);
}

/** The newest offers (a recommending list too). */
export function newestBonuses(db: Db, options: BonusListOptions): Promise<BonusCard[]> {
  return listBonuses(db, recommendable(db, options), "newest", options);
}

/**
 * A casino's bonuses, expired ones included (flagged): the casino page's bonus tab. The offers of the visitor's
 * country (in its currency) come first, newest first; then the versions run elsewhere.
 */
export function bonusesOfCasino(db: Db, casinoId: number, options: BonusListOptions): Promise<BonusCard[]> {
  return loadBonusCards(db, {
    where: eq(bonuses.casinoId, casinoId),
    first: sql`${offeredInWhere(db, options.country)} desc`,
    order: "newest",
    limit: options.limit ?? 12,
    ...options,
  });
}

/**
 * A casino's bonuses as `bonusesOfCasino` reads them, as one JSON column of its page's statement
 * (modules/casino-page, docs/decisions/0050), its values the placeholders `country` and `today`. The casino
 * is named by `casino`, a condition on the card's own `casinos` row (the outer statement's casino is not
 * visible under that name inside), e.g. `eq(casinos.slug, placeholder("slug"))`. Read it with
 * `bonusCardsOfColumn`.
 */
export function casinoBonusesColumn(db: Db, casino: SQL, limit: number) {
  return bonusCardsColumn(db, casino, "newest", limit, sql`${offeredInWhere(db, sql.placeholder("country"))} desc`);
}

/** The orders a bonus category can be read in; the first is the default. */
export const CATEGORY_SORTS = ["safety", "newest"] as const satisfies readonly BonusOrder[];
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export interface CategoryPageOptions extends BonusCardOptions {
  /** The `next_cursor` of the previous page; anything else starts at the first page. */
  cursor: string | null;
  sort: CategorySort;
  limit: number;
}

/**
 * A bonus category with one page of its bonuses (/bonuses/categories/{slug}), every one of them page by page
 * until `next_cursor` is null: those valid today, offered in the visitor's country, at casinos not warned.
 * Null when the slug is unknown. The cursor is the offset of the next page.
 */
export async function bonusesByCategory(
  db: Db,
  slug: string,
  options: CategoryPageOptions,
): Promise<{ category: BonusCategory; items: BonusCard[]; next_cursor: string | null } | null> {
  const category = await findBonusCategory(db, slug, options.locale);
  if (!category) return null;
  const where = exists(
    db
      .select({ one: sql`1` })
      .from(bonusCategoryLinks)
      .where(and(eq(bonusCategoryLinks.bonusId, bonuses.id), eq(bonusCategoryLinks.categoryId, category.id))),
  );
  const offset = options.cursor !== null && /^\d{1,6}$/.test(options.cursor) ? Number(options.cursor) : 0;
  const found = await listBonuses(db, and(where, recommendable(db, options)), options.sort, {
    ...options,
    offset,
    limit: options.limit + 1,
  });
  const more = found.length > options.limit;
  return {
    category,
    items: found.slice(0, options.limit),
    next_cursor: more ? String(offset + options.limit) : null,
  };
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
        and(
          eq(bonuses.casinoId, casinos.id),
          bonusShown,
          eq(bonuses.isRecommended, true),
          offeredInWhere(db, options.country),
        ),
      ),
  );
  return loadCasinoCards(db, {
    where: and(where, recommendableWhere()),
    order: "safety",
    countryFirst: true,
    ...options,
  });
}
