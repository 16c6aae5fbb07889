import { and, eq, exists, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonuses, casinos } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { currencyOfCountry } from "#contracts/markets";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { cardsOfColumn, recommendingCardsColumn, type CasinoCard } from "#modules/casinos";
import { bonusCardsColumn, bonusCardsOfColumn, type BonusCard } from "./cards";
import { bonusListColumn, offeredInWhere, recommendable } from "./lists";
import { bonusShown } from "./visibility";

/** The sizes of /bonuses' lists. */
const RECOMMENDED = 6;
const NEWEST = 6;
const EXPIRED = 3;
const TEASER = 3;

/**
 * /bonuses' statement: the recommended, newest and expired offers and the casino teaser, one JSON column each
 * (#db/json-rows), in one row. Its values are placeholders (the country, its currency, today): built and
 * prepared once per database and kind of currency (docs/decisions/0052).
 */
function bonusesPageStatement(db: Db, local: boolean) {
  const p = sql.placeholder;
  return db
    .select({
      recommended: bonusListColumn(db, "recommended", RECOMMENDED),
      newest: bonusCardsColumn(db, recommendable(db, { country: p("country"), today: p("today") }), "newest", NEWEST),
      expired: bonusCardsColumn(
        db,
        and(lt(bonuses.validUntil, p("today")), offeredInWhere(db, p("country"))),
        "ended",
        EXPIRED,
      ),
      // As `casinosWithBestBonuses`: the safest casinos with a recommended bonus offered in the country.
      teaser: recommendingCardsColumn(
        db,
        (q) =>
          exists(
            db
              .select({ one: sql`1` })
              .from(bonuses)
              .where(
                and(
                  eq(bonuses.casinoId, casinos.id),
                  bonusShown,
                  eq(bonuses.isRecommended, true),
                  offeredInWhere(db, q("country")),
                ),
              ),
          ),
        TEASER,
        local,
      ),
    })
    .from(sql`(values (1)) as one`)
    .prepare(`bonuses_page_${local ? "local" : "ref"}`);
}

const statements = new WeakMap<Db, Map<boolean, ReturnType<typeof bonusesPageStatement>>>();

export interface BonusesPage {
  recommended: BonusCard[];
  newest: BonusCard[];
  expired: BonusCard[];
  teaser: CasinoCard[];
}

/**
 * /bonuses' lists in one statement: six recommended and six newest offers, the three that ended last (as
 * `recommendedBonuses`, `newestBonuses`, `expiredBonuses`) and three casinos with the best bonuses (as
 * `casinosWithBestBonuses`), for the visitor's language, country and currency on `today` ("YYYY-MM-DD").
 */
export async function bonusesPageLists(
  db: Db,
  options: { locale: Locale; country: string; today: string },
): Promise<BonusesPage> {
  const currency = currencyOfCountry(options.country);
  const local = currency !== null && currency !== REFERENCE_CURRENCY;
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = new Map()));
  let statement = prepared.get(local);
  if (!statement) prepared.set(local, (statement = bonusesPageStatement(db, local)));
  const [row] = await statement.execute({
    country: options.country,
    currency: local ? currency : undefined,
    locale: options.locale,
    today: options.today,
  });
  return {
    recommended: bonusCardsOfColumn(row!.recommended, options),
    newest: bonusCardsOfColumn(row!.newest, options),
    expired: bonusCardsOfColumn(row!.expired, options),
    teaser: cardsOfColumn(row!.teaser, options),
  };
}
