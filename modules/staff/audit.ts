import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { auditLog } from "#db/schema";

/** One console action as the audit log keeps it. */
export interface AuditEntry {
  userId: number;
  username: string;
  action: string;
  targetKind?: string | null;
  targetId?: string | null;
  status: number;
  detail?: Record<string, unknown>;
}

/** Writes one entry (in the caller's transaction when given one: a mediator's move on a case). */
export async function recordAudit(db: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    username: entry.username,
    action: entry.action,
    targetKind: entry.targetKind ?? null,
    targetId: entry.targetId ?? null,
    status: entry.status,
    detail: entry.detail ?? {},
  });
}

export interface AuditFilter {
  userId?: number;
  action?: string;
  targetKind?: string;
  targetId?: string;
  /** The last entry of the previous page (newest first). */
  before?: { createdAt: Date; id: number };
  limit: number;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The log, newest first, filtered by account, action and target; keyset paging. */
export async function listAudit(db: Pick<Db, "select">, filter: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.userId !== undefined) where.push(eq(auditLog.userId, filter.userId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetKind) where.push(eq(auditLog.targetKind, filter.targetKind));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.before) {
    const { createdAt, id } = filter.before;
    where.push(or(lt(auditLog.createdAt, createdAt), and(eq(auditLog.createdAt, createdAt), lt(auditLog.id, id)))!);
  }
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit);
}
