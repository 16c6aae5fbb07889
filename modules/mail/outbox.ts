import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { mailOutbox } from "#db/schema";
import type { MailMessage } from "./messages";

type Executor = Pick<Db, "insert">;

/** Writes a mail to the outbox in the caller's transaction: it goes out only if the change commits. */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values(message);
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

const MAX_BACKOFF_MS = 15 * 60 * 1000;
const BATCH = 20;

/**
 * Sends what is due, oldest first. A failure is recorded and retried later with exponential back-off
 * (30 s, 1 min, 2 min … at most 15 min): a mail is never dropped. Returns how many were sent.
 */
export async function deliverDueMail(db: Db, transport: MailTransport): Promise<number> {
  // Claim a batch with a 5-minute lease, so that two processes never send the same mail.
  const due = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
    .where(
      inArray(
        mailOutbox.id,
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(mailOutbox.id))
          .limit(BATCH)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  due.sort((a, b) => a.id - b.id);
  let sent = 0;
  for (const mail of due) {
    try {
      await transport.send(mail);
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (error) {
      const delay = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** mail.attempts);
      await db
        .update(mailOutbox)
        .set({
          attempts: mail.attempts + 1,
          nextAttemptAt: new Date(Date.now() + delay),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
