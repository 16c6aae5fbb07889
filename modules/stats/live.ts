/**
 * The statistics categories of docs/product-spec.md §3 (post, review, casino, bonus, slot, new) counted from
 * the content itself, so they move as content is added: what was published or added on the current day of
 * a time zone (the market's: a Lisbon day is not a Lima day). "new" is the five others together.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client";

export const STAT_CATEGORIES = ["post", "review", "casino", "bonus", "slot", "new"] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];

export type DayStats = Record<StatCategory, number>;

/** Today's counts in `timeZone` (an IANA name); `now` fixes the moment (tests). */
export async function todayStats(db: Db, timeZone: string, now: Date = new Date()): Promise<DayStats> {
  const result = (await db.execute(sql`
    with day as (
      select (date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}) as start,
             ${now.toISOString()}::timestamptz as now
    ),
    span as (select start, least(start + interval '1 day', now + interval '1 microsecond') as stop from day)
    select
      (select count(*) from posts, span where is_published and published_at >= span.start and published_at < span.stop)::int as post,
      (select count(*) from reviews, span
        where status = 'published' and created_at >= span.start and created_at < span.stop)::int as review,
      (select count(*) from casinos, span
        where is_published and published_at >= span.start and published_at < span.stop)::int as casino,
      (select count(*) from bonuses, span where is_published and created_at >= span.start and created_at < span.stop)::int as bonus,
      (select count(*) from slots, span where is_published and created_at >= span.start and created_at < span.stop)::int as slot`)) as unknown as {
    rows: Omit<DayStats, "new">[];
  };
  const row = result.rows[0]!;
  const counts = {
    post: Number(row.post),
    review: Number(row.review),
    casino: Number(row.casino),
    bonus: Number(row.bonus),
    slot: Number(row.slot),
  };
  return { ...counts, new: counts.post + counts.review + counts.casino + counts.bonus + counts.slot };
}
