import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { providers, slots } from "#db/schema";
import { artworkVersion } from "#modules/media";
import { slotShown } from "./visibility";

export interface ProviderGames {
  slug: string;
  name: string;
  games: number;
  /** The version of its logo's address (`artworkPath`, `artworkVersion`). */
  logo: string;
}

/** A provider's columns in these lists, grouped by provider (its logo's version is a subquery of its id and a digest of its name). */
const providerColumns = () => ({
  slug: providers.slug,
  name: providers.name,
  games: count(slots.id),
  logo: artworkVersion("provider"),
});

/** Providers with their number of slots on the site, in one grouped query; providers without slots are left out. */
async function providerGames(db: Db, orderBy: SQL[], limit?: number): Promise<ProviderGames[]> {
  const query = db
    .select(providerColumns())
    .from(providers)
    .innerJoin(slots, and(eq(slots.providerId, providers.id), slotShown))
    .groupBy(providers.id)
    .orderBy(...orderBy)
    .$dynamic();
  return limit === undefined ? await query : await query.limit(limit);
}

const MOST_GAMES = () => [desc(count(slots.id)), asc(providers.name)];

/** The providers with the most games. */
export function topProviders(db: Db, limit: number): Promise<ProviderGames[]> {
  return providerGames(db, MOST_GAMES(), limit);
}

/** `topProviders` as one JSON column of a bigger statement (#db/json-rows), each as `topProviders` reads it. */
export function topProvidersColumn(db: Db, limit: number) {
  const select = db
    .select({
      ...namedFields(providerColumns()),
      ...rowOrder(MOST_GAMES()),
    })
    .from(providers)
    .innerJoin(slots, and(eq(slots.providerId, providers.id), slotShown))
    .groupBy(providers.id)
    .orderBy(...MOST_GAMES())
    .limit(limit);
  return jsonRows<ProviderGames>(select);
}

/** Every provider with games, by name: the explorer's provider choices. */
export function slotProviders(db: Db): Promise<ProviderGames[]> {
  return providerGames(db, [asc(providers.name)]);
}
