import { and, eq, ilike } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providers, slots } from "../../db/schema";
import { loadSlotCards, VOLATILITIES, type SlotCard, type Volatility } from "./cards";

/** The game explorer of /slots: `?q=&provider={slug}&volatility=&demo=1&offset=`. */
export interface SlotQuery {
  q: string;
  provider: string | null;
  volatility: Volatility | null;
  demo: boolean;
  offset: number;
}

const MAX_QUERY_LENGTH = 100;
const MAX_OFFSET = 10_000;

export function parseSlotQuery(params: URLSearchParams): SlotQuery {
  const volatility = params.get("volatility");
  const offset = Math.trunc(Number(params.get("offset")));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    provider: params.get("provider") || null,
    volatility: (VOLATILITIES as readonly string[]).includes(volatility ?? "") ? (volatility as Volatility) : null,
    demo: params.get("demo") === "1",
    offset: Number.isFinite(offset) ? Math.min(Math.max(offset, 0), MAX_OFFSET) : 0,
  };
}

/** The search text as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of explorer results, most popular first; one row more is read to know whether another page follows. */
export async function exploreSlots(
  db: Db,
  query: SlotQuery,
  limit: number,
): Promise<{ slots: SlotCard[]; hasMore: boolean }> {
  const where = and(
    query.q ? ilike(slots.name, containsPattern(query.q)) : undefined,
    query.provider ? eq(providers.slug, query.provider) : undefined,
    query.volatility ? eq(slots.volatility, query.volatility) : undefined,
    query.demo ? eq(slots.demoAvailable, true) : undefined,
  );
  const cards = await loadSlotCards(db, { where, order: "popular", limit: limit + 1, offset: query.offset });
  return { slots: cards.slice(0, limit), hasMore: cards.length > limit };
}
