import { asc, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providers, slots, volatilityEnum } from "../../db/schema";

export const VOLATILITIES = volatilityEnum.enumValues;
export type Volatility = (typeof VOLATILITIES)[number];

export interface SlotCard {
  slug: string;
  name: string;
  provider: { slug: string; name: string };
  rtp: number;
  volatility: Volatility;
  demoAvailable: boolean;
}

export type SlotOrder = "newest" | "popular";

const ORDER: Record<SlotOrder, SQL[]> = {
  newest: [desc(slots.releaseDate), asc(slots.id)],
  popular: [desc(slots.popularity), asc(slots.id)],
};

/** Slot cards in one query (slots joined with their provider); `where` may test columns of both. */
export async function loadSlotCards(
  db: Db,
  options: { where?: SQL; order: SlotOrder; limit: number; offset?: number },
): Promise<SlotCard[]> {
  const rows = await db
    .select({
      slug: slots.slug,
      name: slots.name,
      providerSlug: providers.slug,
      providerName: providers.name,
      rtp: slots.rtp,
      volatility: slots.volatility,
      demoAvailable: slots.demoAvailable,
    })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(options.where)
    .orderBy(...ORDER[options.order])
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    provider: { slug: row.providerSlug, name: row.providerName },
    rtp: Number(row.rtp),
    volatility: row.volatility,
    demoAvailable: row.demoAvailable,
  }));
}

/** The most recently released slots. */
export function newSlots(db: Db, limit: number): Promise<SlotCard[]> {
  return loadSlotCards(db, { order: "newest", limit });
}

/** The most popular slots. */
export function trendingSlots(db: Db, limit: number): Promise<SlotCard[]> {
  return loadSlotCards(db, { order: "popular", limit });
}
