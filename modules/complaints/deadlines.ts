import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "#db/client";
import { complaints } from "#db/schema";
import { afterMove } from "./commands";
import { queueCaseMail } from "./notify";
import { nextDeadline, REMINDER_HOURS, transition } from "./rules";

const HOUR_MS = 3_600_000;
const BATCH = 100;

export interface DeadlineRun {
  reminded: number;
  extended: number;
  closed: number;
}

/**
 * The deadlines that run (issue 16), as of `now` (tests move the clock): a reminder to the silent party
 * 48 hours before its deadline; at the deadline, the one extension (7 more days); at the extended
 * deadline, the close (a silent player → rejected, a silent casino → unresolved). Safe in several
 * processes: each case is taken under `FOR UPDATE SKIP LOCKED` and its condition checked again under the
 * lock, so one process wins each case and the others skip it. The team's own 48-hour target is shown,
 * never enforced by closing.
 */
export async function runComplaintDeadlines(db: Db, now: Date, context: { origin: string }): Promise<DeadlineRun> {
  const run: DeadlineRun = { reminded: 0, extended: 0, closed: 0 };
  const waiting = and(
    inArray(complaints.status, ["waiting_casino", "waiting_player"]),
    inArray(complaints.deadlineParty, ["casino", "player"]),
  );
  const due = and(waiting, lte(complaints.deadlineAt, now));
  const remind = and(
    waiting,
    isNull(complaints.reminderSentAt),
    gt(complaints.deadlineAt, now),
    lte(complaints.deadlineAt, new Date(now.getTime() + REMINDER_HOURS * HOUR_MS)),
  );

  for (const { id } of await candidates(db, remind)) {
    const reminded = await db.transaction(async (tx) => {
      const [row] = await lockIf(tx, id, remind);
      if (!row?.deadlineAt) return false;
      await tx.update(complaints).set({ reminderSentAt: now }).where(eq(complaints.id, id));
      const to = row.deadlineParty === "casino" ? "casino" : "player";
      await queueCaseMail(tx, context.origin, row, { kind: "reminder", due: row.deadlineAt }, [to], null);
      return true;
    });
    if (reminded) run.reminded++;
  }

  for (const { id } of await candidates(db, due)) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await lockIf(tx, id, due);
      if (!row) return null;
      const current = { at: row.deadlineAt, party: row.deadlineParty, extended: row.deadlineExtended };
      const extension = row.deadlineExtended ? null : transition("system", row.status, "extend");
      if (extension) {
        const deadline = nextDeadline(extension.deadline, current, now)!;
        await tx
          .update(complaints)
          .set({ deadlineAt: deadline.at, deadlineExtended: true, reminderSentAt: null, updatedAt: now })
          .where(eq(complaints.id, id));
        const to = row.deadlineParty === "casino" ? "casino" : "player";
        await queueCaseMail(tx, context.origin, row, { kind: "extended", due: deadline.at! }, [to, "mediator"], null);
        return { closed: false, casinoId: row.casinoId };
      }
      const timeout = transition("system", row.status, "timeout");
      if (!timeout) return null;
      await tx
        .update(complaints)
        .set({
          status: timeout.to,
          deadlineAt: null,
          deadlineParty: null,
          deadlineExtended: false,
          reminderSentAt: null,
          classification: row.status === "waiting_player" ? "player_not_responsive" : "casino_not_responsive",
          closedAt: now,
          updatedAt: now,
        })
        .where(eq(complaints.id, id));
      await queueCaseMail(
        tx,
        context.origin,
        row,
        { kind: "moved", status: timeout.to },
        ["player", "casino", "mediator"],
        null,
      );
      return { closed: true, casinoId: row.casinoId };
    });
    if (!outcome) continue;
    if (outcome.closed) run.closed++;
    else run.extended++;
    await afterMove(db, id, outcome.casinoId, outcome.closed, now);
  }
  return run;
}

async function candidates(db: Db, where: ReturnType<typeof and>) {
  return db.select({ id: complaints.id }).from(complaints).where(where).orderBy(complaints.deadlineAt).limit(BATCH);
}

/** The case, locked, if it still meets the condition and no other process holds it. */
function lockIf(tx: Pick<Db, "select">, id: number, where: ReturnType<typeof and>) {
  return tx
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), where))
    .for("update", { skipLocked: true });
}
