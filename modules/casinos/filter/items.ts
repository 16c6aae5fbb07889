import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { casinos } from "../../../db/schema";
import { CARD_COLUMNS, completeCards, type CardOptions, type CasinoCard } from "../cards";
import { encodeCursor, type CursorPosition } from "./cursor";
import type { CasinoSort } from "./facets";

interface Keyset {
  /** The sort key as text, exactly as the database prints it, for the next cursor. */
  key: SQL<string | null>;
  order: SQL[];
  /** The rows after a position in this order. */
  after: (key: string | null, id: number) => SQL;
}

const afterId = (id: number) => gt(casinos.id, id);

/** Every order ends with the id, so positions are unique and "after" is exact (keyset pagination). */
const KEYSETS: Record<CasinoSort, Keyset> = {
  safety: {
    key: sql<string>`${casinos.safetyIndex}::text`,
    order: [desc(casinos.safetyIndex), asc(casinos.id)],
    after: (key, id) => or(lt(casinos.safetyIndex, key!), and(eq(casinos.safetyIndex, key!), afterId(id)))!,
  },
  users: {
    key: sql<string | null>`${casinos.usersScore}::text`,
    order: [sql`${casinos.usersScore} desc nulls last`, asc(casinos.id)],
    after: (key, id) =>
      key === null
        ? and(sql`${casinos.usersScore} is null`, afterId(id))!
        : or(
            lt(casinos.usersScore, key),
            and(eq(casinos.usersScore, key), afterId(id)),
            sql`${casinos.usersScore} is null`,
          )!,
  },
  newest: {
    key: sql<string>`to_char(${casinos.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    order: [desc(casinos.publishedAt), asc(casinos.id)],
    after: (key, id) =>
      or(
        sql`${casinos.publishedAt} < ${key}::timestamptz`,
        and(sql`${casinos.publishedAt} = ${key}::timestamptz`, afterId(id)),
      )!,
  },
  min_deposit: {
    key: sql<string>`${casinos.minDeposit}::text`,
    order: [asc(casinos.minDeposit), asc(casinos.id)],
    after: (key, id) => or(gt(casinos.minDeposit, key!), and(eq(casinos.minDeposit, key!), afterId(id)))!,
  },
};

/**
 * One page of casino cards matching `where`, after `position`, in one query (plus the two of the cards).
 * One row more than the page is read to know whether a next page exists; its cursor is the page's last row.
 */
export async function pageOfCasinos(
  db: Db,
  options: CardOptions & { where: SQL | undefined; sort: CasinoSort; position: CursorPosition | null; limit: number },
): Promise<{ items: CasinoCard[]; nextCursor: string | null }> {
  const keyset = KEYSETS[options.sort];
  const rows = await db
    .select({ ...CARD_COLUMNS, sortKey: keyset.key })
    .from(casinos)
    .where(and(options.where, options.position ? keyset.after(options.position.key, options.position.id) : undefined))
    .orderBy(...keyset.order)
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > options.limit && last ? encodeCursor({ sort: options.sort, key: last.sortKey, id: last.id }) : null;
  return { items: await completeCards(db, page, options), nextCursor };
}
