import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { complaints, dailyStats } from "#db/schema";
import { eurOf } from "#modules/complaints";

/** The home page's daily-updates statistic: what was added today (UTC). */
export async function todayStats(db: Db): Promise<{ bonuses: number; casinos: number }> {
  const rows = await db
    .select({ category: dailyStats.category, count: dailyStats.count })
    .from(dailyStats)
    .where(
      and(eq(dailyStats.day, sql`(now() at time zone 'utc')::date`), inArray(dailyStats.category, ["bonus", "casino"])),
    );
  const of = (category: string) => rows.find((r) => r.category === category)?.count ?? 0;
  return { bonuses: of("bonus"), casinos: of("casino") };
}

/**
 * Complaint service statistics (docs/product-spec.md §2): received = every complaint; processed = taken up (no longer
 * new); resolved = settled in the player's favour; returned = the money resolved complaints got back
 * to players, in euros (each case's amount returned in its currency: modules/complaints/money.ts).
 */
export async function complaintStats(db: Db) {
  const [row] = await db
    .select({
      received: count(),
      processed: count(sql`case when ${complaints.status} <> 'new' then 1 end`),
      returned: sql<string>`coalesce(sum(case when ${complaints.status} = 'resolved' then ${eurOf(complaints.amountReturned, complaints.returnedCurrency)} end), 0)`,
      resolved: count(sql`case when ${complaints.status} = 'resolved' then 1 end`),
    })
    .from(complaints);
  return {
    received: row?.received ?? 0,
    processed: row?.processed ?? 0,
    resolved: row?.resolved ?? 0,
    returned: Number(row?.returned ?? 0),
  };
}
