import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { currencyOfCountry } from "#contracts/markets";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { cardsByIdsColumn, cardsOfColumn, type CasinoCard } from "./cards";
import type { CasinoCategory } from "./categories";
import { casinoListColumn, newestValues } from "./lists";
import { rankingPageIds, type CasinoPage, type PageOptions } from "./pages";

/** The sizes of /casinos' lists: a ranking page, and each of the recommended, new and trending lists. */
const RANKING_PAGE = 20;
const LIST = 6;

/**
 * /casinos' statement: the ranking page's cards (by the ids the filter's index chose, in their order) and the
 * recommended, newest and trending lists, one JSON column each (#db/json-rows), in one row. Its values are
 * placeholders: built and prepared once per database and kind of currency (docs/decisions/0052).
 */
function casinosPageStatement(db: Db, local: boolean) {
  return db
    .select({
      ranking: cardsByIdsColumn(db, sql.placeholder("ids"), local),
      recommended: casinoListColumn(db, "recommended", LIST, local),
      newest: casinoListColumn(db, "newest", LIST, local),
      trending: casinoListColumn(db, "trending", LIST, local),
    })
    .from(sql`(values (1)) as one`)
    .prepare(`casinos_page_${local ? "local" : "ref"}`);
}

const statements = new WeakMap<Db, Map<boolean, ReturnType<typeof casinosPageStatement>>>();

export interface CasinosPage {
  ranking: CasinoPage;
  recommended: CasinoCard[];
  newest: CasinoCard[];
  trending: CasinoCard[];
}

/**
 * /casinos' lists in one statement: a page of a ranking category (as `rankingPage`, 20 a page) and six each
 * of the recommended, newest and trending casinos (as `recommendedCasinos`, `newestCasinos`,
 * `trendingCasinos`), for the visitor's language, country and currency.
 */
export async function casinosPageLists(
  db: Db,
  category: CasinoCategory,
  options: Omit<PageOptions, "limit">,
  now = new Date(),
): Promise<CasinosPage> {
  const { ids, next_cursor } = await rankingPageIds(db, category, { ...options, limit: RANKING_PAGE });
  const currency = currencyOfCountry(options.country);
  const local = currency !== null && currency !== REFERENCE_CURRENCY;
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = new Map()));
  let statement = prepared.get(local);
  if (!statement) prepared.set(local, (statement = casinosPageStatement(db, local)));
  const [row] = await statement.execute({
    ids,
    country: options.country,
    currency: local ? currency : undefined,
    locale: options.locale,
    ...newestValues(now),
  });
  const cards = { locale: options.locale, country: options.country };
  return {
    ranking: { items: cardsOfColumn(row!.ranking, cards), next_cursor },
    recommended: cardsOfColumn(row!.recommended, cards),
    newest: cardsOfColumn(row!.newest, cards),
    trending: cardsOfColumn(row!.trending, cards),
  };
}
