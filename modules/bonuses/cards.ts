import { and, asc, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { inLanguage } from "#db/in-language";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { bonusCountries, bonuses, bonusTypeEnum, casinos, slots, type wageringBaseEnum } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { isWarned, publishedWhere, safetyBand, type SafetyBand } from "#modules/casinos";
import { artworkVersion } from "#modules/media";
import { isExpired } from "./expiry";
import { bonusShown } from "./visibility";

export const BONUS_TYPES = bonusTypeEnum.enumValues;
export type BonusType = (typeof BONUS_TYPES)[number];
export type WageringBase = (typeof wageringBaseEnum.enumValues)[number];

export interface BonusCard {
  slug: string;
  type: BonusType;
  title: string;
  /** The currency of every amount of the offer (the market's it runs in). */
  currency: string;
  /** Match percentage (100 = 100 %) and/or amount: the cap of a match, or a fixed sum. */
  percentage: number | null;
  amount: number | null;
  freeSpins: number | null;
  wagering: number | null;
  wageringBase: WageringBase | null;
  /** Days to meet the wagering, when the terms set a deadline. */
  wageringDays: number | null;
  minDeposit: number | null;
  maxBet: number | null;
  maxCashout: number | null;
  /** The slot the free spins are played on, when they are tied to one. */
  freeSpinsSlot: { slug: string; name: string } | null;
  /** The full terms and conditions, when written. */
  terms: string | null;
  /** Null when the offer has expired: an expired code is never shown. */
  promoCode: string | null;
  validUntil: string | null;
  expired: boolean;
  isExclusive: boolean;
  /** `warned`: the casino is blacklisted or below the safety threshold (no call to action for its offers). */
  /** `logo`: the version of its logo's address (`artworkPath`). */
  casino: {
    slug: string;
    name: string;
    website: string;
    safetyIndex: number;
    safetyBand: SafetyBand;
    warned: boolean;
    logo: string;
  };
  /** Whether the bonus is offered in the visitor's country (listed in bonus_countries). */
  eligible: boolean;
  /** Where an offer the visitor can't take runs: its countries' codes, in order; empty when `eligible`. */
  offeredIn: string[];
}

/** What every bonus list needs besides its own filter: language, visitor's country, and today ("YYYY-MM-DD"). */
export interface BonusCardOptions {
  locale: Locale;
  country: string;
  today: string;
}

export type BonusOrder = "newest" | "safety" | "ended";

const ORDER: Record<BonusOrder, SQL[]> = {
  newest: [desc(bonuses.createdAt), asc(bonuses.id)],
  safety: [desc(casinos.safetyIndex), asc(bonuses.id)],
  /** The offers that ended last first. */
  ended: [desc(bonuses.validUntil), asc(bonuses.id)],
};

/** `first`: an ordering before the list's own (e.g. the offers of the visitor's country first). */
type CardQuery = BonusCardOptions & { where?: SQL; first?: SQL; order: BonusOrder; limit: number; offset?: number };

/**
 * Bonus cards in one query whatever their number: the bonuses joined with their casino, and whether the
 * visitor's country is among theirs. `where` may test columns of both `bonuses` and `casinos`. Only bonuses the
 * public sees (./visibility.ts).
 */
export async function loadBonusCards(db: Db, options: CardQuery): Promise<BonusCard[]> {
  return (await cardsWithIds(db, options)).map(([, card]) => card);
}

/** The cards of these bonuses, in the order given (as `loadBonusCards` reads them), in one prepared statement. */
export async function bonusCardsByIds(db: Db, ids: number[], options: BonusCardOptions): Promise<BonusCard[]> {
  if (ids.length === 0) return [];
  let statement = byIdsStatements.get(db);
  if (!statement) byIdsStatements.set(db, (statement = byIdsStatement(db)));
  const rows = await statement.execute({ ids, locale: options.locale });
  return rows.map((row) => cardOf(row, options));
}

/**
 * `bonusCardsByIds`' statement, its value a placeholder (the ids as an integer array, kept in their order):
 * built and prepared once per database, no SQL built per request (docs/decisions/0052).
 */
function byIdsStatement(db: Db) {
  const ids = sql.placeholder("ids");
  return db
    .select(cardFields(sql.placeholder("locale")))
    .from(bonuses)
    .innerJoin(casinos, ON_CASINO())
    .leftJoin(slots, ON_SLOT())
    .where(and(bonusShown, sql`${bonuses.id} = any(${ids}::int[])`))
    .orderBy(sql`array_position(${ids}::int[], ${bonuses.id})`)
    .prepare("bonus_cards_by_ids");
}

const byIdsStatements = new WeakMap<Db, ReturnType<typeof byIdsStatement>>();

/**
 * A card's columns: the bonus (its title and terms in the page's language and English only, #db/in-language),
 * its casino and slot, and the countries it is offered in.
 */
function cardFields(locale: Locale | Placeholder) {
  return {
    id: bonuses.id,
    slug: bonuses.slug,
    type: bonuses.type,
    title: inLanguage(bonuses.title, locale),
    currency: bonuses.currency,
    percentage: bonuses.percentage,
    amount: bonuses.amount,
    freeSpins: bonuses.freeSpins,
    wagering: bonuses.wagering,
    wageringBase: bonuses.wageringBase,
    wageringDays: bonuses.wageringDays,
    minDeposit: bonuses.minDeposit,
    maxBet: bonuses.maxBet,
    maxCashout: bonuses.maxCashout,
    terms: inLanguage(bonuses.terms, locale),
    slotSlug: slots.slug,
    slotName: slots.name,
    promoCode: bonuses.promoCode,
    validUntil: bonuses.validUntil,
    isExclusive: bonuses.isExclusive,
    casinoSlug: casinos.slug,
    casinoName: casinos.name,
    casinoWebsite: casinos.website,
    casinoBlacklisted: casinos.isBlacklisted,
    casinoLogo: artworkVersion("casino"),
    safetyIndex: casinos.safetyIndex,
    // In the same statement: a list of cards is one query (no second one per list for the countries). Whether
    // the visitor's country is among them is `cardOf`'s.
    countries: sql<string[]>`coalesce((
        select json_agg(${bonusCountries.countryCode} order by ${bonusCountries.countryCode}) from ${bonusCountries}
        where ${bonusCountries.bonusId} = ${bonuses.id}), '[]'::json)`,
  };
}

/** The join of the bonuses a card list may show with their casino and free-spins slot. */
const ON_CASINO = () => and(eq(casinos.id, bonuses.casinoId), publishedWhere());
const ON_SLOT = () => and(eq(slots.id, bonuses.freeSpinsSlotId), eq(slots.isPublished, true));

function selectCards(db: Db, options: CardQuery) {
  return db
    .select(cardFields(options.locale))
    .from(bonuses)
    .innerJoin(casinos, ON_CASINO())
    .leftJoin(slots, ON_SLOT())
    .where(and(bonusShown, options.where))
    .orderBy(...(options.first ? [options.first] : []), ...ORDER[options.order])
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** The cards each with its bonus's id. */
async function cardsWithIds(db: Db, options: CardQuery): Promise<Array<[number, BonusCard]>> {
  const rows = await selectCards(db, options);
  return rows.map((row) => [row.id, cardOf(row, options)]);
}

/**
 * A list of cards as one JSON column of a bigger statement (#db/json-rows), its values the placeholder `locale`
 * and those of `where` and `first` (an ordering before the list's own), its length the `limit` given.
 * Read it with `bonusCardsOfColumn`.
 */
export function bonusCardsColumn(db: Db, where: SQL | undefined, order: BonusOrder, limit: number, first?: SQL) {
  const orderBy = [...(first ? [first] : []), ...ORDER[order]];
  const select = db
    .select({ ...namedFields(cardFields(sql.placeholder("locale"))), ...rowOrder(orderBy) })
    .from(bonuses)
    .innerJoin(casinos, ON_CASINO())
    .leftJoin(slots, ON_SLOT())
    .where(and(bonusShown, where))
    .orderBy(...orderBy)
    .limit(limit);
  return jsonRows<BonusColumnRow>(select);
}

/** A card's row as `bonusCardsColumn` reads it: its numerics are JSON numbers. */
export type BonusColumnRow = Omit<CardRow, NumericField> & { [K in NumericField]: number | null } & {
  safetyIndex: number;
};
type NumericField = "amount" | "wagering" | "minDeposit" | "maxBet" | "maxCashout" | "safetyIndex";

/** The cards a `bonusCardsColumn` read. */
export function bonusCardsOfColumn(rows: BonusColumnRow[], options: BonusCardOptions): BonusCard[] {
  return rows.map((row) => cardOf(row, options));
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

function cardOf(row: CardRow | BonusColumnRow, options: BonusCardOptions): BonusCard {
  const safetyIndex = Number(row.safetyIndex);
  const eligible = row.countries.includes(options.country);
  const expired = isExpired(row.validUntil, options.today);
  return {
    slug: row.slug,
    type: row.type,
    title: pick(row.title, options.locale),
    currency: row.currency,
    percentage: row.percentage,
    amount: toNumber(row.amount),
    freeSpins: row.freeSpins,
    wagering: toNumber(row.wagering),
    wageringBase: row.wageringBase,
    wageringDays: row.wageringDays,
    minDeposit: toNumber(row.minDeposit),
    maxBet: toNumber(row.maxBet),
    maxCashout: toNumber(row.maxCashout),
    freeSpinsSlot: row.slotSlug && row.slotName ? { slug: row.slotSlug, name: row.slotName } : null,
    terms: row.terms ? pick(row.terms, options.locale) : null,
    promoCode: expired ? null : row.promoCode,
    validUntil: row.validUntil,
    expired,
    isExclusive: row.isExclusive,
    casino: {
      slug: row.casinoSlug,
      name: row.casinoName,
      website: row.casinoWebsite,
      safetyIndex,
      safetyBand: safetyBand(safetyIndex),
      warned: isWarned({ safetyIndex, isBlacklisted: row.casinoBlacklisted }),
      logo: row.casinoLogo,
    },
    eligible,
    offeredIn: eligible ? [] : row.countries,
  };
}
