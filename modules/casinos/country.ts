/**
 * The visitor's country first (issue 15): every recommending list ranks for the country the page is shown in
 * (the market's country, or the visitor's location cookie: `context.country`, part of the page-cache key).
 *
 * - Top lists and rankings hold only the casinos that accept players from the country ({@link acceptsWhere});
 *   the page offers "show all" for the others.
 * - Short recommendation lists put the accepting casinos first ({@link acceptingFirst}, in SQL
 *   {@link acceptingFirstOrder}), then the others, each group in the list's own order.
 * The filter pages keep showing what the filter says.
 */
import { and, eq, exists, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinoCountries, casinos } from "#db/schema";

/** The casino (outer `casinos` row) accepts players from the country. */
export function acceptsWhere(db: Db, country: string | Placeholder): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(casinoCountries)
      .where(
        and(
          eq(casinoCountries.casinoId, casinos.id),
          eq(casinoCountries.countryCode, country),
          eq(casinoCountries.status, "accepted"),
        ),
      ),
  );
}

/** The SQL form of {@link acceptingFirst}: an ORDER BY term put before the list's own order. */
export function acceptingFirstOrder(db: Db, country: string | Placeholder): SQL {
  return sql`${acceptsWhere(db, country)} desc`;
}

/** The casinos known to accept the country first, then the others (unknown or not accepting); each group keeps its order. */
export function acceptingFirst<T extends { acceptsCountry: boolean | null }>(cards: readonly T[]): T[] {
  return [
    ...cards.filter((card) => card.acceptsCountry === true),
    ...cards.filter((card) => card.acceptsCountry !== true),
  ];
}
