import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { comments, moderationLog, reports, reviews, users } from "#db/schema";
import { announce, type Change } from "#modules/changes";
import type { ContentType, ModerationAction, ModerationItem, ModerationQueue } from "#contracts/community";
import { targetNames } from "./mine";

const STATUS = { hide: "hidden", restore: "published", delete: "deleted" } as const;
const TABLES = { review: reviews, comment: comments } as const;

/** A player reports a review or comment once; a second report of the same item is ignored. */
export async function reportContent(
  db: Db,
  userId: number,
  type: ContentType,
  id: number,
  reason: string,
): Promise<boolean> {
  const table = TABLES[type];
  const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!exists) return false;
  await db.insert(reports).values({ userId, targetType: type, targetId: id, reason }).onConflictDoNothing();
  return true;
}

/** Sets an item's status in the caller's transaction: the change made, with the page showing the item. */
async function setStatus(
  tx: Pick<Db, "update">,
  type: ContentType,
  id: number,
  status: (typeof STATUS)[ModerationAction],
): Promise<Change | null> {
  if (type === "review") {
    const [row] = await tx
      .update(reviews)
      .set({ status })
      .where(eq(reviews.id, id))
      .returning({ casinoId: reviews.casinoId });
    return row ? { kind: "review", ids: [id], on: { kind: "casino", ids: [row.casinoId] } } : null;
  }
  const [row] = await tx
    .update(comments)
    .set({ status })
    .where(eq(comments.id, id))
    .returning({ kind: comments.targetType, id: comments.targetId });
  return row ? { kind: "comment", ids: [id], on: { kind: row.kind, ids: [row.id] } } : null;
}

/**
 * Hides, restores or deletes an item, resolves its reports and writes the audit log, in one transaction;
 * once committed, announces the change.
 */
export async function moderate(
  db: Db,
  staffUserId: number,
  type: ContentType,
  id: number,
  action: ModerationAction,
): Promise<boolean> {
  const change = await db.transaction(async (tx) => {
    const changed = await setStatus(tx, type, id, STATUS[action]);
    if (!changed) return null;
    await tx
      .update(reports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(reports.targetType, type), eq(reports.targetId, id), isNull(reports.resolvedAt)));
    await tx.insert(moderationLog).values({ staffUserId, action, targetType: type, targetId: id });
    return changed;
  });
  if (!change) return false;
  announce(db, change);
  return true;
}

/** The moderation queue: open reports with their items, and the newest reviews and comments. */
export async function moderationQueue(db: Db): Promise<ModerationQueue> {
  const open = await db
    .select({ type: reports.targetType, id: reports.targetId, reason: reports.reason, reportedAt: reports.createdAt })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .orderBy(desc(reports.createdAt))
    .limit(100);
  const reviewSelect = {
    id: reviews.id,
    text: reviews.text,
    status: reviews.status,
    author: users.username,
    createdAt: reviews.createdAt,
    targetType: sql<"casino">`'casino'`,
    targetId: reviews.casinoId,
  };
  const commentSelect = {
    id: comments.id,
    text: comments.text,
    status: comments.status,
    author: users.username,
    createdAt: comments.createdAt,
    targetType: comments.targetType,
    targetId: comments.targetId,
  };
  const reportedIds = (type: ContentType) => open.filter((r) => r.type === type).map((r) => r.id);
  const [reportedReviews, reportedComments, recentReviews, recentComments] = await Promise.all([
    reportedIds("review").length
      ? db
          .select(reviewSelect)
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(inArray(reviews.id, reportedIds("review")))
      : [],
    reportedIds("comment").length
      ? db
          .select(commentSelect)
          .from(comments)
          .innerJoin(users, eq(users.id, comments.userId))
          .where(inArray(comments.id, reportedIds("comment")))
      : [],
    db
      .select(reviewSelect)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .orderBy(desc(reviews.createdAt))
      .limit(30),
    db
      .select(commentSelect)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .orderBy(desc(comments.createdAt))
      .limit(30),
  ]);
  const rows = [...reportedReviews, ...reportedComments, ...recentReviews, ...recentComments];
  const targets = await targetNames(
    db,
    rows.map((r) => ({ type: r.targetType, targetId: r.targetId })),
    "en",
  );
  const view =
    (type: ContentType) =>
    ({ targetType, targetId, ...row }: (typeof rows)[number]): ModerationItem => {
      const target = targets.get(`${targetType}:${targetId}`);
      return {
        type,
        ...row,
        createdAt: row.createdAt.toISOString(),
        target: target ? { type: targetType, ...target } : null,
      };
    };
  const items = new Map(
    [...reportedReviews.map(view("review")), ...reportedComments.map(view("comment"))].map((i) => [
      `${i.type}:${i.id}`,
      i,
    ]),
  );
  return {
    reported: open.map((r) => ({
      reason: r.reason,
      reported_at: r.reportedAt.toISOString(),
      item: items.get(`${r.type}:${r.id}`) ?? null,
    })),
    recent: [...recentReviews.map(view("review")), ...recentComments.map(view("comment"))].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    ),
  };
}
