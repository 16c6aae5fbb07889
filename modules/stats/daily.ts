import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { complaints } from "#db/schema";
import { eurOf } from "#modules/complaints";

/**
 * Complaint service statistics (docs/product-spec.md §2): received = every complaint; processed = taken up (no longer
 * new); resolved = settled in the player's favour; returned = the money resolved complaints got back
 * to players, in euros (each case's amount returned in its currency: modules/complaints/money.ts).
 */
export async function complaintStats(db: Db): Promise<ComplaintStats> {
  const result = (await db.execute(sql`select ${complaintStatsColumn()} as stats`)) as unknown as {
    rows: { stats: ComplaintStats }[];
  };
  return complaintStatsOf(result.rows[0]!.stats);
}

export interface ComplaintStats {
  received: number;
  processed: number;
  resolved: number;
  returned: number;
}

/** The statistics as one JSON column of a bigger statement; read it with `complaintStatsOf`. */
export function complaintStatsColumn(): SQL<ComplaintStats> {
  return sql<ComplaintStats>`(select json_build_object(
    'received', count(*),
    'processed', count(case when ${complaints.status} <> 'new' then 1 end),
    'resolved', count(case when ${complaints.status} = 'resolved' then 1 end),
    'returned', coalesce(sum(case when ${complaints.status} = 'resolved'
      then ${eurOf(complaints.amountReturned, complaints.returnedCurrency)} end), 0))
    from ${complaints})`;
}

export function complaintStatsOf(row: ComplaintStats): ComplaintStats {
  return {
    received: Number(row.received),
    processed: Number(row.processed),
    resolved: Number(row.resolved),
    returned: Number(row.returned),
  };
}
