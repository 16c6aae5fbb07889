/**
 * daily_stats for the last 30 days (the anchor day included), counted from the seeded rows themselves so the
 * numbers match the content: posts and casinos by publication day, published reviews, bonuses and slots by
 * the day they were added. "new" is the day's total over those five categories. Days are UTC days.
 */
import { sql } from "drizzle-orm";
import type { SeedContext } from "./context";
import { daysBefore, isoDay } from "./random";

export const STATS_DAYS = 30;

export async function seedDailyStats(ctx: SeedContext): Promise<void> {
  const from = isoDay(daysBefore(ctx.anchor, STATS_DAYS - 1));
  const to = isoDay(ctx.anchor);
  await ctx.db.execute(sql`
    with items as (
      select (published_at at time zone 'UTC')::date as day, 'post' as category from posts
      union all select (created_at at time zone 'UTC')::date, 'review' from reviews where status = 'published'
      union all select (published_at at time zone 'UTC')::date, 'casino' from casinos
      union all select (created_at at time zone 'UTC')::date, 'bonus' from bonuses
      union all select (created_at at time zone 'UTC')::date, 'slot' from slots
    ),
    counts as (
      select day, category, count(*)::int as n from items where day between ${from}::date and ${to}::date group by day, category
      union all
      select day, 'new', count(*)::int from items where day between ${from}::date and ${to}::date group by day
    ),
    days as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day)
    insert into daily_stats (day, category, count)
    select days.day, c.category, coalesce(counts.n, 0)
    from days
    cross join unnest(enum_range(null::stat_category)) as c(category)
    left join counts on counts.day = days.day and counts.category = c.category::text`);
  ctx.progress.add(STATS_DAYS * 6, "daily stats");
}
