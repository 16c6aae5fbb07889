import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { PostSchedule } from "#contracts/blog-documents";
import { fieldError } from "#contracts/errors";
import type { Db } from "#db/client";
import { postSchedules } from "#db/schema";
import { ContentError, contentState, publishItems, type Author } from "#modules/content";
import { postKind } from "./document";

/**
 * Scheduled publishing (issue 17): an editor names the time a post goes on the site; at that time the
 * server's job (server/post-schedule-job.ts) publishes the post's newest revision through the content engine,
 * as the console's Publish would, so the post appears on every page, list and search at once. Until then a
 * draft has no row any public read could show. Several processes may run the job: each claims the due rows
 * for a while (SKIP LOCKED), and a claim left by a process that stopped runs out and is taken again.
 */

/** How long a claimed schedule is left to its process before another may take it. */
export const CLAIM_MS = 5 * 60 * 1000;
/** At most this many posts a run. */
const BATCH = 50;

const scheduleJson = (row: typeof postSchedules.$inferSelect): PostSchedule => ({
  publish_at: row.publishAt.toISOString(),
  scheduled_by: row.scheduledByName,
  error: row.error,
});

/** Sets (or moves) the time a post goes on the site; `publishAt` must be after `now`. */
export async function schedulePost(
  db: Db,
  id: number,
  publishAt: Date,
  author: Author,
  now: Date = new Date(),
): Promise<PostSchedule> {
  await contentState(db, postKind, id);
  if (publishAt <= now)
    throw new ContentError("invalid", "The time has passed", {
      publish_at: [fieldError("invalid_value", "A time in the future")],
    });
  const values = {
    publishAt,
    scheduledBy: author.userId,
    scheduledByName: author.username,
    claimedUntil: null,
    error: null,
  };
  const [row] = await db
    .insert(postSchedules)
    .values({ postId: id, ...values })
    .onConflictDoUpdate({ target: postSchedules.postId, set: values })
    .returning();
  return scheduleJson(row!);
}

/** The post's schedule, if it has one. */
export async function scheduleOf(db: Db, id: number): Promise<PostSchedule | null> {
  await contentState(db, postKind, id);
  const [row] = await db.select().from(postSchedules).where(eq(postSchedules.postId, id));
  return row ? scheduleJson(row) : null;
}

/** Drops the post's schedule; false when it had none. */
export async function cancelSchedule(db: Db, id: number): Promise<boolean> {
  await contentState(db, postKind, id);
  const gone = await db.delete(postSchedules).where(eq(postSchedules.postId, id)).returning();
  return gone.length > 0;
}

export interface ScheduleRun {
  published: number[];
  /** Posts the engine refused (their document no longer passes, …): kept with the reason for the console. */
  refused: { id: number; reason: string }[];
}

/** Claims the schedules due at `now` that no other process holds; returns their posts' ids. */
async function claimDue(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: postSchedules.postId })
      .from(postSchedules)
      .where(
        and(
          lte(postSchedules.publishAt, now),
          isNull(postSchedules.error),
          or(isNull(postSchedules.claimedUntil), lt(postSchedules.claimedUntil, now)),
        ),
      )
      .orderBy(asc(postSchedules.publishAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(postSchedules)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(postSchedules.postId, ids));
    return ids;
  });
}

/** Publishes the posts whose time has come (as of `now`); a published post's schedule is done and goes. */
export async function publishDuePosts(db: Db, now: Date): Promise<ScheduleRun> {
  const ids = await claimDue(db, now);
  const run: ScheduleRun = { published: [], refused: [] };
  if (ids.length === 0) return run;
  const outcomes = await publishItems(db, postKind, ids);
  for (const [index, outcome] of outcomes.entries()) {
    const id = ids[index]!;
    if (outcome instanceof ContentError) {
      const reason = outcome.errors ? `${outcome.message}: ${Object.keys(outcome.errors).join(", ")}` : outcome.message;
      await db.update(postSchedules).set({ error: reason, claimedUntil: null }).where(eq(postSchedules.postId, id));
      run.refused.push({ id, reason });
    } else {
      await db.delete(postSchedules).where(eq(postSchedules.postId, id));
      run.published.push(id);
    }
  }
  return run;
}
