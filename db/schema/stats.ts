import { date, integer, pgEnum, pgTable, primaryKey } from "drizzle-orm/pg-core";

/** Statistics categories of docs/product-spec.md §3. */
export const statCategoryEnum = pgEnum("stat_category", ["post", "review", "casino", "bonus", "slot", "new"]);

/** How many items of a category were added on a day (home: daily-updates statistic). */
export const dailyStats = pgTable(
  "daily_stats",
  {
    day: date("day").notNull(),
    category: statCategoryEnum("category").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);
