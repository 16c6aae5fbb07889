import { and, asc, desc, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { inLanguage } from "#db/in-language";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { casinoCountries, casinoLicences, casinoLimits, casinos, licences } from "#db/schema";
import { pick, type Locale, type Localized } from "#contracts/locales";
import { currencyOfCountry } from "#contracts/markets";
import { REFERENCE_CURRENCY, type Money } from "#contracts/money";
import { safetyBand, type SafetyBand } from "./safety-index";
import { acceptingFirstOrder } from "./country";
import { casinoPositives, type PositiveKey, type VerdictPoint } from "./verdict";
import { artworkVersion } from "#modules/media";
import { publishedWhere } from "./visibility";
import { isWarned } from "./warning";

export interface CasinoCard {
  slug: string;
  name: string;
  summary: string;
  safetyIndex: number;
  safetyBand: SafetyBand;
  usersScore: number | null;
  usersScoreCount: number;
  /** In the visitor's currency when the casino publishes it, else in EUR. */
  minDeposit: Money;
  withdrawalHoursMin: number;
  withdrawalHoursMax: number;
  licences: string[];
  isCertified: boolean;
  /** Blacklisted or below the safety threshold: never recommended, marked wherever it is listed. */
  warned: boolean;
  /** Whether the casino accepts players from the visitor's country: true, false, or null when unknown. */
  acceptsCountry: boolean | null;
  /** The version of its logo's address (`artworkPath`, `artworkVersion`). */
  logo: string;
}

/**
 * A card of the casino's own facts, without its users score: for a page a rating must leave kept. A slot's
 * where to play shows these (docs/decisions/0055): there players compare safety, licences, access and the
 * bonus for the slot; the users score is on the casino's page and in the lists.
 */
export type CasinoFactsCard = Omit<CasinoCard, "usersScore" | "usersScoreCount">;

/** A card without its users score (`CasinoFactsCard`). */
export function factsCard({ usersScore: _score, usersScoreCount: _count, ...facts }: CasinoCard): CasinoFactsCard {
  return facts;
}

/**
 * A card with its launch and why it stands out: what the new-casinos list (and the public API's
 * catalogue) shows. Other lists select neither these columns nor compute the positives.
 */
export interface HighlightedCasinoCard extends CasinoCard {
  launchDate: string;
  /** The first of the casino's positives derived from the card's facts: why it stands out. */
  highlight: VerdictPoint<PositiveKey> | null;
}

export type CasinoOrder = "safety" | "newest" | "trending" | "users";

const ORDER: Record<CasinoOrder, SQL[]> = {
  safety: [desc(casinos.safetyIndex), asc(casinos.id)],
  /** The latest launch first ("new" is about the launch, modules/casinos/newness.ts). */
  newest: [desc(casinos.launchDate), asc(casinos.id)],
  trending: [desc(casinos.trendingScore), asc(casinos.id)],
  users: [sql`${casinos.usersScore} desc nulls last`, asc(casinos.id)],
};

/** The casino's own columns a card is made from; `cardColumns` adds what it needs of other tables. */
const CARD_COLUMNS = {
  id: casinos.id,
  slug: casinos.slug,
  name: casinos.name,
  safetyIndex: casinos.safetyIndex,
  usersScore: casinos.usersScore,
  usersScoreCount: casinos.usersScoreCount,
  minDeposit: casinos.minDeposit,
  withdrawalHoursMin: casinos.withdrawalHoursMin,
  withdrawalHoursMax: casinos.withdrawalHoursMax,
  isCertified: casinos.isCertified,
  isBlacklisted: casinos.isBlacklisted,
};

/** What a highlighted card adds: the launch and the facts its positives come from. */
const HIGHLIGHT_COLUMNS = {
  launchDate: casinos.launchDate,
  minWithdrawal: casinos.minWithdrawal,
  withdrawalLimitMonth: casinos.withdrawalLimitMonth,
  unfairTerms: casinos.unfairTerms,
  hasLiveChat: casinos.hasLiveChat,
  hasVipClub: casinos.hasVipClub,
  isCrypto: casinos.isCrypto,
  sizeTier: casinos.sizeTier,
};

/**
 * The card's columns with, as correlated subqueries of the same statement, its licences (strongest first),
 * its status in the visitor's country and its minimum deposit in the visitor's currency: a list of cards is
 * one query whatever its length (no query per card, none per list part).
 */
function cardColumns(options: CardOptions, highlighted: boolean) {
  const currency = currencyOfCountry(options.country);
  return cardColumnsFor(
    options.country,
    currency === REFERENCE_CURRENCY ? null : currency,
    highlighted,
    options.locale,
  );
}

/** A value of the statement, or a placeholder for it (prepared statements: `loadPreparedCards`). */
type Param = string | Placeholder;

/**
 * The card columns for a country, the currency of its local minimum deposit (null: none, EUR alone) and the
 * page's language (the summary in it and in English only, #db/in-language).
 */
function cardColumnsFor(country: Param, currency: Param | null, highlighted: boolean, locale: Locale | Placeholder) {
  // Drizzle writes a one-table select's own columns without their table's name, in its fields' SQL too:
  // `"id"` in a correlated subquery would be the subquery's table's (every card got the same licences).
  // Nested in an SQL of its own, the outer casino's id keeps its name ("casinos"."id").
  const casinoId = sql`${casinos.id}`;
  return {
    ...CARD_COLUMNS,
    summary: inLanguage(casinos.summary, locale),
    logo: artworkVersion("casino"),
    ...(highlighted ? HIGHLIGHT_COLUMNS : {}),
    licences: sql<{ name: string; strength: number }[]>`coalesce((
      select json_agg(json_build_object('name', ${licences.name}, 'strength', ${licences.strength})
        order by ${licences.strength} desc, ${licences.name})
      from ${casinoLicences} join ${licences} on ${licences.id} = ${casinoLicences.licenceId}
      where ${casinoLicences.casinoId} = ${casinoId}), '[]'::json)`,
    countryStatus: sql<"accepted" | "restricted" | null>`(
      select ${casinoCountries.status} from ${casinoCountries}
      where ${casinoCountries.casinoId} = ${casinoId} and ${casinoCountries.countryCode} = ${country})`,
    localMinDeposit:
      currency === null
        ? sql<string | null>`null::text`
        : sql<string | null>`(
      select ${casinoLimits.minDeposit}::text from ${casinoLimits}
      where ${casinoLimits.casinoId} = ${casinoId} and ${casinoLimits.currencyCode} = ${currency})`,
  };
}

type CardRow = Pick<typeof casinos.$inferSelect, keyof typeof CARD_COLUMNS> &
  Partial<Pick<typeof casinos.$inferSelect, keyof typeof HIGHLIGHT_COLUMNS>> & {
    summary: Localized;
    logo: string;
    licences: { name: string; strength: number }[];
    countryStatus: "accepted" | "restricted" | null;
    localMinDeposit: string | null;
  };

export interface CardOptions {
  locale: Locale;
  country: string;
}

type ListedCards = CardOptions & { where?: SQL; order: CasinoOrder; limit: number; countryFirst?: boolean };

function selectCards(db: Db, options: ListedCards, highlighted: boolean): Promise<CardRow[]> {
  const first = options.countryFirst ? [acceptingFirstOrder(db, options.country)] : [];
  return db
    .select(cardColumns(options, highlighted))
    .from(casinos)
    .where(and(publishedWhere(), options.where))
    .orderBy(...first, ...ORDER[options.order])
    .limit(options.limit);
}

const preparedByIds = new WeakMap<Db, Map<string, PreparedCards>>();

/**
 * The published casinos of `ids`, in that order: one prepared statement per database, kind of card and kind
 * of currency (`cards_by_ids_<plain|highlighted>_<local|ref>`), the ids an integer array placeholder, so no
 * SQL is built per request (docs/decisions/0052).
 */
async function selectCardsByIds(db: Db, ids: number[], options: CardOptions, highlighted: boolean) {
  const currency = currencyOfCountry(options.country);
  const local = currency !== null && currency !== REFERENCE_CURRENCY;
  let statements = preparedByIds.get(db);
  if (!statements) preparedByIds.set(db, (statements = new Map()));
  const name = `cards_by_ids_${highlighted ? "highlighted" : "plain"}_${local ? "local" : "ref"}`;
  let prepared = statements.get(name);
  if (!prepared) {
    const p = (key: string) => sql.placeholder(key);
    const casinoId = sql`${casinos.id}`;
    prepared = db
      .select(cardColumnsFor(p("country"), local ? p("currency") : null, highlighted, p("locale")))
      .from(casinos)
      .where(and(sql`${casinoId} = any(${p("ids")}::int[])`, publishedWhere()))
      .orderBy(sql`array_position(${p("ids")}::int[], ${casinoId})`)
      .prepare(name) as PreparedCards;
    statements.set(name, prepared);
  }
  return prepared.execute({
    ids,
    country: options.country,
    currency: local ? currency : undefined,
    locale: options.locale,
  });
}

/**
 * Casino cards in one query whatever their number (./cards.ts `cardColumns`).
 * `countryFirst` puts the casinos accepting the visitor's country before the others (./country.ts).
 */
export async function loadCasinoCards(db: Db, options: ListedCards): Promise<CasinoCard[]> {
  return (await selectCards(db, options, false)).map((row) => cardOf(row, options));
}

/**
 * A list of cards whose statement is the same for every request but for its values: its condition is
 * made of placeholders (`p(name)`, given by `values`), the visitor's country and currency and the limit
 * are placeholders too. It is built and prepared once per database and kind of currency
 * (docs/decisions/0044): no SQL is built per request, and PostgreSQL parses it once per connection.
 */
export interface PreparedCardList {
  /** Unique among the prepared lists: the statement's name. */
  name: string;
  where: (p: (name: string) => Placeholder, db: Db) => SQL | undefined;
  order: CasinoOrder;
  countryFirst: boolean;
}

/**
 * The cards of a prepared list (`PreparedCardList`) as one JSON column of a bigger statement
 * (#db/json-rows): its values are the placeholders `country`, `currency` (when `local`), `locale` and the
 * `limit` given.
 * Read it with `cardsOfColumn`.
 */
export function preparedCardsColumn(db: Db, list: PreparedCardList, limit: number | Placeholder, local: boolean) {
  const p = (key: string) => sql.placeholder(key);
  const order = [...(list.countryFirst ? [acceptingFirstOrder(db, p("country"))] : []), ...ORDER[list.order]];
  const select = db
    .select({
      ...namedFields(cardColumnsFor(p("country"), local ? p("currency") : null, false, p("locale"))),
      ...rowOrder(order),
    })
    .from(casinos)
    .where(and(publishedWhere(), list.where(p, db)))
    .orderBy(...order)
    .limit(limit);
  return jsonRows<CardColumnRow>(select);
}

/**
 * The cards of the casinos whose ids the placeholder `ids` holds (an integer array), in its order, as one JSON
 * column of a bigger statement (as `cardsByIds` reads them: published casinos only): its other values are
 * the placeholders `country`, `currency` (when `local`) and `locale`. Read it with `cardsOfColumn`.
 */
export function cardsByIdsColumn(db: Db, ids: Placeholder, local: boolean) {
  const casinoId = sql`${casinos.id}`;
  const select = db
    .select({
      ...namedFields(
        cardColumnsFor(
          sql.placeholder("country"),
          local ? sql.placeholder("currency") : null,
          false,
          sql.placeholder("locale"),
        ),
      ),
      ...rowOrder([sql`array_position(${ids}::int[], ${casinoId})`]),
    })
    .from(casinos)
    .where(and(sql`${casinoId} = any(${ids}::int[])`, publishedWhere()));
  return jsonRows<CardColumnRow>(select);
}

/** A card's row as `preparedCardsColumn` reads it: its numerics are JSON numbers. */
export type CardColumnRow = Numbers<CardRow, "safetyIndex" | "usersScore" | "minDeposit">;
type Numbers<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends string ? number : number | null };

/** The cards a `preparedCardsColumn` read. */
export function cardsOfColumn(rows: CardColumnRow[], options: CardOptions): CasinoCard[] {
  return rows.map((row) => cardOf(row, options));
}

type PreparedCards = { execute: (values: Record<string, unknown>) => Promise<CardRow[]> };
const preparedLists = new WeakMap<Db, Map<string, PreparedCards>>();

function preparedCards(db: Db, list: PreparedCardList, local: boolean): PreparedCards {
  let lists = preparedLists.get(db);
  if (!lists) preparedLists.set(db, (lists = new Map()));
  const name = `cards_${list.name}_${local ? "local" : "ref"}`;
  let prepared = lists.get(name);
  if (!prepared) {
    const p = (key: string) => sql.placeholder(key);
    const first = list.countryFirst ? [acceptingFirstOrder(db, p("country"))] : [];
    prepared = db
      .select(cardColumnsFor(p("country"), local ? p("currency") : null, false, p("locale")))
      .from(casinos)
      .where(and(publishedWhere(), list.where(p, db)))
      .orderBy(...first, ...ORDER[list.order])
      .limit(p("limit"))
      .prepare(name) as PreparedCards;
    lists.set(name, prepared);
  }
  return prepared;
}

/** The cards of a prepared list (`PreparedCardList`): as `loadCasinoCards`, without building its SQL. */
export async function loadPreparedCards(
  db: Db,
  list: PreparedCardList,
  options: CardOptions & { limit: number },
  values: Record<string, unknown> = {},
): Promise<CasinoCard[]> {
  const currency = currencyOfCountry(options.country);
  const local = currency !== null && currency !== REFERENCE_CURRENCY;
  const rows = await preparedCards(db, list, local).execute({
    ...values,
    country: options.country,
    currency: local ? currency : undefined,
    locale: options.locale,
    limit: options.limit,
  });
  return rows.map((row) => cardOf(row, options));
}

/** As `loadCasinoCards`, with each casino's launch and highlight (the new-casinos list). */
export async function loadHighlightedCards(db: Db, options: ListedCards): Promise<HighlightedCasinoCard[]> {
  return (await selectCards(db, options, true)).map((row) => highlightedCardOf(row, options));
}

/** The cards of these casinos, in the order given (one query). */
export async function cardsByIds(db: Db, ids: number[], options: CardOptions): Promise<CasinoCard[]> {
  if (ids.length === 0) return [];
  return (await selectCardsByIds(db, ids, options, false)).map((row) => cardOf(row, options));
}

/** As `cardsByIds`, with each casino's launch and highlight (the public API's catalogue items). */
export async function highlightedCardsByIds(
  db: Db,
  ids: number[],
  options: CardOptions,
): Promise<HighlightedCasinoCard[]> {
  if (ids.length === 0) return [];
  return (await selectCardsByIds(db, ids, options, true)).map((row) => highlightedCardOf(row, options));
}

function cardOf(row: CardRow | CardColumnRow, options: CardOptions): CasinoCard {
  const status = row.countryStatus;
  const safetyIndex = Number(row.safetyIndex);
  const currency = currencyOfCountry(options.country);
  return {
    slug: row.slug,
    name: row.name,
    summary: pick(row.summary, options.locale),
    safetyIndex,
    safetyBand: safetyBand(safetyIndex),
    usersScore: row.usersScore === null ? null : Number(row.usersScore),
    usersScoreCount: row.usersScoreCount,
    minDeposit:
      row.localMinDeposit !== null && currency !== null
        ? { value: Number(row.localMinDeposit), currency }
        : { value: Number(row.minDeposit), currency: REFERENCE_CURRENCY },
    withdrawalHoursMin: row.withdrawalHoursMin,
    withdrawalHoursMax: row.withdrawalHoursMax,
    licences: row.licences.map((licence) => licence.name),
    isCertified: row.isCertified,
    warned: isWarned({ safetyIndex, isBlacklisted: row.isBlacklisted }),
    acceptsCountry: status === null ? null : status === "accepted",
    logo: row.logo,
  };
}

function highlightedCardOf(row: CardRow, options: CardOptions, asOf = new Date()): HighlightedCasinoCard {
  const facts = row as CardRow & Pick<typeof casinos.$inferSelect, keyof typeof HIGHLIGHT_COLUMNS>;
  const withdrawalLimitMonth = facts.withdrawalLimitMonth === null ? null : Number(facts.withdrawalLimitMonth);
  const positives = casinoPositives({
    asOf,
    launchDate: facts.launchDate,
    strongestLicence: row.licences[0] ?? null,
    withdrawalHoursMax: row.withdrawalHoursMax,
    withdrawalLimitMonth,
    minDeposit: Number(row.minDeposit),
    minWithdrawal: Number(facts.minWithdrawal),
    unfairTerms: facts.unfairTerms,
    hasLiveChat: facts.hasLiveChat,
    hasVipClub: facts.hasVipClub,
    isCrypto: facts.isCrypto,
    isBlacklisted: row.isBlacklisted,
    sizeTier: facts.sizeTier,
    complaints: null,
    providers: null,
  });
  return { ...cardOf(row, options), launchDate: facts.launchDate, highlight: positives[0] ?? null };
}
