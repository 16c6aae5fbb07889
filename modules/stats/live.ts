/**
 * The statistics categories of docs/product-spec.md §3 (post, review, casino, bonus, slot, new) counted from
 * the content itself, so they move as content is added: what was published or added on the current day of
 * a time zone (the market's: a Lisbon day is not a Lima day), or in its last few days. "new" is the five
 * others together.
 */
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";

export const STAT_CATEGORIES = ["post", "review", "casino", "bonus", "slot", "new"] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];

export type DayStats = Record<StatCategory, number>;

/** Today's counts in `timeZone` (an IANA name); `now` fixes the moment (tests). */
export async function todayStats(db: Db, timeZone: string, now: Date = new Date()): Promise<DayStats> {
  return recentStats(db, timeZone, 1, now);
}

/** The counts of the last `days` days of `timeZone`: today and the `days - 1` before it, up to `now`. */
export async function recentStats(db: Db, timeZone: string, days: number, now: Date = new Date()): Promise<DayStats> {
  const result = (await db.execute(
    sql`select ${recentStatsColumn(now.toISOString(), timeZone, days)} as counts`,
  )) as unknown as {
    rows: { counts: DayCounts }[];
  };
  return dayStatsOf(result.rows[0]!.counts);
}

/** The counts of the day but "new", as `recentStatsColumn` reads them. */
export type DayCounts = Omit<DayStats, "new">;

/**
 * The counts of the last `days` days of a time zone (1: today) as one JSON column of a bigger statement
 * (the moment and the IANA time zone as values or placeholders); read it with `dayStatsOf`. The days
 * start at the zone's midnights, whatever their length (a day with a clock change).
 */
export function recentStatsColumn(
  now: string | Placeholder,
  timeZone: string | Placeholder,
  days: number,
): SQL<DayCounts> {
  return sql<DayCounts>`(
    with day as (
      select ((date_trunc('day', ${now}::timestamptz at time zone ${timeZone}::text) - ${days - 1}::int * interval '1 day') at time zone ${timeZone}::text) as start,
             ${now}::timestamptz as now
    ),
    span as (select start, now + interval '1 microsecond' as stop from day)
    select json_build_object(
      'post', (select count(*) from posts, span where is_published and published_at >= span.start and published_at < span.stop),
      'review', (select count(*) from reviews, span
        where status = 'published' and created_at >= span.start and created_at < span.stop),
      'casino', (select count(*) from casinos, span
        where is_published and published_at >= span.start and published_at < span.stop),
      'bonus', (select count(*) from bonuses, span where is_published and created_at >= span.start and created_at < span.stop),
      'slot', (select count(*) from slots, span where is_published and created_at >= span.start and created_at < span.stop)))`;
}

/** The statistics from `recentStatsColumn`'s counts: "new" is the five others together. */
export function dayStatsOf(row: DayCounts): DayStats {
  const counts = {
    post: Number(row.post),
    review: Number(row.review),
    casino: Number(row.casino),
    bonus: Number(row.bonus),
    slot: Number(row.slot),
  };
  return { ...counts, new: counts.post + counts.review + counts.casino + counts.bonus + counts.slot };
}
