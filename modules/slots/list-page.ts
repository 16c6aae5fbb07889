import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { slotCardsByIdsColumn, slotCardsColumn, slotCardsOfColumn, type SlotCard } from "./cards";
import { topProvidersColumn, type ProviderGames } from "./providers";

/** The sizes of /slots' lists: new and trending slots, top providers. */
const LIST = 8;
const PROVIDERS = 12;

/**
 * /slots' statement: the new and trending slots, the top providers and the explorer's page of cards (by the
 * ids the filter's index chose, in their order), one JSON column each (#db/json-rows), in one row. Its one
 * value is a placeholder (the ids): built and prepared once per database (docs/decisions/0052).
 */
function slotsPageStatement(db: Db) {
  return db
    .select({
      newest: slotCardsColumn(db, { order: "newest", limit: LIST }),
      trending: slotCardsColumn(db, { order: "popular", limit: LIST }),
      topProviders: topProvidersColumn(db, PROVIDERS),
      explorer: slotCardsByIdsColumn(db, sql.placeholder("ids")),
    })
    .from(sql`(values (1)) as one`)
    .prepare("slots_page");
}

const statements = new WeakMap<Db, ReturnType<typeof slotsPageStatement>>();

export interface SlotsPage {
  newest: SlotCard[];
  trending: SlotCard[];
  topProviders: ProviderGames[];
  /** The cards of the ids given, in their order (as `slotCardsByIds`). */
  explorer: SlotCard[];
}

/**
 * /slots' lists in one statement: eight new and eight trending slots (as `newSlots`, `trendingSlots`), the
 * twelve providers with the most games (as `topProviders`) and the cards of the explorer's page, `ids`.
 */
export async function slotsPageLists(db: Db, ids: number[]): Promise<SlotsPage> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = slotsPageStatement(db)));
  const [row] = await statement.execute({ ids });
  return {
    newest: slotCardsOfColumn(row!.newest),
    trending: slotCardsOfColumn(row!.trending),
    topProviders: row!.topProviders.map(({ slug, name, games, logo }) => ({ slug, name, games, logo })),
    explorer: slotCardsOfColumn(row!.explorer),
  };
}
