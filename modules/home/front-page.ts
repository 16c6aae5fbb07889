import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import type { Locale } from "#contracts/locales";
import { currencyOfCountry } from "#contracts/markets";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { bonusCardsOfColumn, bonusListColumn, isoDay } from "#modules/bonuses";
import { cardsOfColumn, casinoListColumn } from "#modules/casinos";
import { postCardsOfColumn, postListColumn } from "#modules/posts";
import { complaintStatsColumn, complaintStatsOf, dayStatsOf, recentStatsColumn, type DayStats } from "#modules/stats";

export interface HomeOptions {
  locale: Locale;
  country: string;
  /** The market's IANA time zone: today's statistics count its day. */
  timeZone: string;
  now?: Date;
}

/**
 * The home's statement: every list and figure of the page as one JSON column each (#db/json-rows), in one
 * row. Its values are placeholders (the country, its currency, today, the moment and the time zone): it is
 * built and prepared once per database and kind of currency, as the card lists are (docs/decisions/0044,
 * 0047).
 */
function homeStatement(db: Db, local: boolean) {
  const p = sql.placeholder;
  return db
    .select({
      privateCasinos: casinoListColumn(db, "private", 3, local),
      topCasinos: casinoListColumn(db, { ranking: "top20" }, 10, local),
      exclusive: bonusListColumn(db, "exclusive", 1),
      reviews: postListColumn(db, "latestReviews", 3),
      today: recentStatsColumn(p("now"), p("timeZone"), 1),
      week: recentStatsColumn(p("now"), p("timeZone"), 7),
      bonuses: bonusListColumn(db, "recommended", 3),
      casinos: casinoListColumn(db, "recommended", 3, local),
      news: postListColumn(db, "hotNews", 4),
      complaints: complaintStatsColumn(),
    })
    .from(sql`(values (1)) as one`)
    .prepare(`home_${local ? "local" : "ref"}`);
}

/** What the daily-updates block shows: the bonuses and casinos added today, and in the last seven days. */
function dailyUpdates(today: DayStats, week: DayStats) {
  return {
    bonus: { today: today.bonus, week: week.bonus },
    casino: { today: today.casino, week: week.casino },
  };
}

const statements = new WeakMap<Db, Map<boolean, ReturnType<typeof homeStatement>>>();

/**
 * Every home section of docs/product-spec.md §2 in one statement: the private and top casinos, the exclusive
 * and recommended offers, the recommended casinos, the latest expert reviews and hot news, today's
 * statistics and the last seven days' (today's zeros are no news without them), the complaint service's — each as its own function elsewhere reads it
 * (`privateCasinos`, `rankingByCategory(…, "top20")`, `exclusiveBonuses`, `latestReviews`, …).
 */
export async function homeLists(db: Db, options: HomeOptions) {
  const now = options.now ?? new Date();
  const currency = currencyOfCountry(options.country);
  const local = currency !== null && currency !== REFERENCE_CURRENCY;
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = new Map()));
  let statement = prepared.get(local);
  if (!statement) prepared.set(local, (statement = homeStatement(db, local)));
  const [row] = await statement.execute({
    country: options.country,
    currency: local ? currency : undefined,
    locale: options.locale,
    today: isoDay(now),
    now: now.toISOString(),
    timeZone: options.timeZone,
  });
  const cards = { locale: options.locale, country: options.country };
  const offers = { ...cards, today: isoDay(now) };
  return {
    privateCasinos: cardsOfColumn(row!.privateCasinos, cards),
    topCasinos: cardsOfColumn(row!.topCasinos, cards),
    exclusive: bonusCardsOfColumn(row!.exclusive, offers)[0] ?? null,
    reviews: postCardsOfColumn(row!.reviews, options.locale),
    daily: dailyUpdates(dayStatsOf(row!.today), dayStatsOf(row!.week)),
    recommendations: {
      bonuses: bonusCardsOfColumn(row!.bonuses, offers),
      casinos: cardsOfColumn(row!.casinos, cards),
    },
    news: postCardsOfColumn(row!.news, options.locale),
    complaints: complaintStatsOf(row!.complaints),
  };
}
