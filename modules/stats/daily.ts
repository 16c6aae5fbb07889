import { count, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { complaints } from "#db/schema";
import { eurOf } from "#modules/complaints";

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
