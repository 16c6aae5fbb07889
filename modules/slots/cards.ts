import { and, asc, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { providers, slots, volatilityEnum } from "#db/schema";
import { artworkVersion } from "#modules/media";
import { slotShown } from "./visibility";

export const VOLATILITIES = volatilityEnum.enumValues;
export type Volatility = (typeof VOLATILITIES)[number];

export interface SlotCard {
  slug: string;
  name: string;
  provider: { slug: string; name: string };
  rtp: number;
  volatility: Volatility;
  demoAvailable: boolean;
  /** The version of its thumbnail's address (`artworkPath`, `artworkVersion`). */
  artwork: string;
}

export type SlotOrder = "newest" | "popular";

const ORDER: Record<SlotOrder, SQL[]> = {
  newest: [desc(slots.releaseDate), asc(slots.id)],
  popular: [desc(slots.popularity), asc(slots.id)],
};

const CARD_COLUMNS = {
  id: slots.id,
  slug: slots.slug,
  name: slots.name,
  providerSlug: providers.slug,
  providerName: providers.name,
  rtp: slots.rtp,
  volatility: slots.volatility,
  demoAvailable: slots.demoAvailable,
  artwork: artworkVersion("slot"),
};

type CardRow = {
  [K in Exclude<keyof typeof CARD_COLUMNS, "artwork">]: (typeof CARD_COLUMNS)[K]["_"]["data"];
} & { artwork: string };

const toCard = (row: CardRow | SlotColumnRow): SlotCard => ({
  slug: row.slug,
  name: row.name,
  provider: { slug: row.providerSlug, name: row.providerName },
  rtp: Number(row.rtp),
  volatility: row.volatility,
  demoAvailable: row.demoAvailable,
  artwork: row.artwork,
});

/** Slot cards in one query (slots joined with their provider); `where` may test columns of both. */
export async function loadSlotCards(
  db: Db,
  options: { where?: SQL; order: SlotOrder; limit: number },
): Promise<SlotCard[]> {
  const rows = await db
    .select(CARD_COLUMNS)
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(and(slotShown, options.where))
    .orderBy(...ORDER[options.order])
    .limit(options.limit);
  return rows.map(toCard);
}

/** The cards of these slots, in the order given, in one prepared statement. */
export async function slotCardsByIds(db: Db, ids: number[]): Promise<SlotCard[]> {
  if (ids.length === 0) return [];
  let statement = byIdsStatements.get(db);
  if (!statement) byIdsStatements.set(db, (statement = byIdsStatement(db)));
  return (await statement.execute({ ids })).map(toCard);
}

/**
 * `slotCardsByIds`' statement, the ids an integer array placeholder kept in its order: built and prepared
 * once per database, no SQL built per request (docs/decisions/0052).
 */
function byIdsStatement(db: Db) {
  const ids = sql.placeholder("ids");
  return db
    .select(CARD_COLUMNS)
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(and(sql`${slots.id} = any(${ids}::int[])`, slotShown))
    .orderBy(sql`array_position(${ids}::int[], ${slots.id})`)
    .prepare("slot_cards_by_ids");
}

const byIdsStatements = new WeakMap<Db, ReturnType<typeof byIdsStatement>>();

/** The most recently released slots. */
export function newSlots(db: Db, limit: number): Promise<SlotCard[]> {
  return loadSlotCards(db, { order: "newest", limit });
}

/** The most popular slots. */
export function trendingSlots(db: Db, limit: number): Promise<SlotCard[]> {
  return loadSlotCards(db, { order: "popular", limit });
}

/** A card's row as a JSON column reads it (`slotCardsColumn`, `slotCardsByIdsColumn`): its RTP is a number. */
export type SlotColumnRow = Omit<CardRow, "rtp"> & { rtp: number };

/**
 * Slot cards as `loadSlotCards` reads them, as one JSON column of a bigger statement (#db/json-rows,
 * docs/decisions/0051); read it with `slotCardsOfColumn`.
 */
export function slotCardsColumn(db: Db, options: { where?: SQL; order: SlotOrder; limit: number }) {
  const select = db
    .select({ ...namedFields(CARD_COLUMNS), ...rowOrder(ORDER[options.order]) })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(and(slotShown, options.where))
    .orderBy(...ORDER[options.order])
    .limit(options.limit);
  return jsonRows<SlotColumnRow>(select);
}

/**
 * The cards of the slots whose ids the placeholder `ids` holds (an integer array), in its order (as
 * `slotCardsByIds`), as one JSON column of a bigger statement; read it with `slotCardsOfColumn`.
 */
export function slotCardsByIdsColumn(db: Db, ids: Placeholder) {
  const select = db
    .select({ ...namedFields(CARD_COLUMNS), ...rowOrder([sql`array_position(${ids}::int[], ${slots.id})`]) })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(and(sql`${slots.id} = any(${ids}::int[])`, slotShown));
  return jsonRows<SlotColumnRow>(select);
}

/** The cards a `slotCardsColumn` or `slotCardsByIdsColumn` read. */
export function slotCardsOfColumn(rows: SlotColumnRow[]): SlotCard[] {
  return rows.map(toCard);
}
