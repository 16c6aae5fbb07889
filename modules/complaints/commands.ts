import { inTurn } from "#db/in-turn";
import { and, eq, sql } from "drizzle-orm";
import type { CaseAction, Classification, ComplaintCurrency, ComplaintType } from "#contracts/complaints";
import type { Locale } from "#contracts/locales";
import type { Db } from "#db/client";
import { casinos, complaintMessages, complaints, users } from "#db/schema";
import { isMediator, representedCasinos } from "#modules/accounts";
import { refreshSafetyIndexes } from "#modules/casinos";
import { announce } from "#modules/changes";
import { recordAudit } from "#modules/staff";
import { partiesOf, queueCaseMail, type CaseRef } from "./notify";
import {
  isClosed,
  nextDeadline,
  TEAM_ANSWER_HOURS,
  transition,
  type ComplaintRole,
  type ComplaintStatus,
} from "./rules";
import { complaintSlug } from "./slug";

export interface FileComplaint {
  casinoId: number;
  title: string;
  type: ComplaintType;
  amount: number | null;
  currency: ComplaintCurrency;
  problemDate: string;
  description: string;
  /** The site language the player files from. */
  lang: Locale;
  consent: true;
}

/** Where the links in the mails lead (the site's origin), and the clock (tests move it). */
export interface CommandContext {
  origin: string;
  now?: Date;
}

/**
 * A player files a complaint: a new case, the team's first answer due within 48 hours, the mediators
 * told. Returns its id and slug; null when there is no such casino.
 */
export async function fileComplaint(
  db: Db,
  playerId: number,
  input: FileComplaint,
  context: CommandContext,
): Promise<{ id: number; slug: string } | null> {
  const now = context.now ?? new Date();
  const created = await db.transaction(async (tx) => {
    const [casino] = await tx.select({ id: casinos.id }).from(casinos).where(eq(casinos.id, input.casinoId));
    if (!casino) return null;
    const [row] = await tx
      .insert(complaints)
      .values({
        slug: complaintSlug(input.title),
        casinoId: input.casinoId,
        playerId,
        title: input.title,
        type: input.type,
        amount: input.amount === null ? null : input.amount.toFixed(2),
        currency: input.currency,
        problemDate: input.problemDate,
        description: input.description,
        lang: input.lang,
        publicationConsent: input.consent,
        deadlineAt: new Date(now.getTime() + TEAM_ANSWER_HOURS * 3_600_000),
        deadlineParty: "team",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: complaints.id, slug: complaints.slug });
    const ref: CaseRef = { id: row!.id, slug: row!.slug, title: input.title, casinoId: input.casinoId, playerId };
    await queueCaseMail(tx, context.origin, ref, { kind: "filed" }, ["mediator"], playerId);
    return row!;
  });
  if (!created) return null;
  announce(db, { kind: "complaint", ids: [created.id], on: { kind: "casino", ids: [input.casinoId] } });
  return created;
}

export interface CaseMove {
  action: CaseAction;
  message?: string;
  classification?: Classification;
  amountReturned?: number;
  returnedCurrency?: ComplaintCurrency;
}

export type MoveResult =
  | { status: "moved"; to: ComplaintStatus }
  /** No such case. */
  | { status: "not_found" }
  /** The account is no party to the case (a casino's representative on another casino's case). */
  | { status: "not_a_party" }
  /** The state machine refuses the action to the account's role(s) in the case's status. */
  | { status: "refused"; from: ComplaintStatus }
  /** A field the action needs is missing or does not fit it. */
  | { status: "invalid"; field: "message" | "classification" | "amount_returned"; reason: string };

/** What the action needs besides the role and the status; null when it has it. */
function missing(move: CaseMove): Extract<MoveResult, { status: "invalid" }> | null {
  const needsMessage = ["ask_player", "advise", "invite_casino", "reply"].includes(move.action);
  if (needsMessage && !move.message)
    return { status: "invalid", field: "message", reason: "This action needs a message" };
  const closing = move.action === "resolve" || move.action === "close_unresolved" || move.action === "reject";
  if (closing && !move.classification)
    return { status: "invalid", field: "classification", reason: "Closing a case needs a classification" };
  if (!closing && move.classification)
    return { status: "invalid", field: "classification", reason: "Only closing a case takes a classification" };
  if (move.action === "resolve" && move.amountReturned === undefined)
    return { status: "invalid", field: "amount_returned", reason: "A resolved case needs the amount returned" };
  if (move.action !== "resolve" && move.amountReturned !== undefined)
    return { status: "invalid", field: "amount_returned", reason: "Only a resolved case has an amount returned" };
  return null;
}

/** The roles an account holds in a case: the player who filed it, a mediator, the casino's representative. */
export async function rolesInCase(
  db: Pick<Db, "select">,
  userId: number,
  complaint: { playerId: number | null; casinoId: number },
): Promise<Exclude<ComplaintRole, "system">[]> {
  const [mediator, casinos] = await inTurn(
    () => isMediator(db, userId),
    () => representedCasinos(db, userId),
  );
  const roles: Exclude<ComplaintRole, "system">[] = [];
  if (complaint.playerId === userId) roles.push("player");
  if (casinos.includes(complaint.casinoId)) roles.push("casino");
  if (mediator) roles.push("mediator");
  return roles;
}

/**
 * A party acts on a case: the state machine (./rules.ts) decides by the account's role and the case's
 * status, under a row lock, so two moves on one case never cross. The message joins the timeline, the
 * other parties get mail, and what shows the case follows (a `complaint` change; a closed case
 * recomputes its casino's safety index, which announces `safety` when it moved).
 */
export async function moveComplaint(
  db: Db,
  actorId: number,
  complaintId: number,
  move: CaseMove,
  context: CommandContext,
): Promise<MoveResult> {
  const invalid = missing(move);
  if (invalid) return invalid;
  const now = context.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<MoveResult & { casinoId?: number }> => {
    const [row] = await tx.select().from(complaints).where(eq(complaints.id, complaintId)).for("update");
    if (!row) return { status: "not_found" };
    const roles = await rolesInCase(tx, actorId, row);
    if (roles.length === 0) return { status: "not_a_party" };
    const chosen = roles
      .map((role) => ({ role, step: transition(role, row.status, move.action) }))
      .find((r) => r.step !== null);
    if (!chosen?.step) return { status: "refused", from: row.status };
    const current = { at: row.deadlineAt, party: row.deadlineParty, extended: row.deadlineExtended };
    const deadline = nextDeadline(chosen.step.deadline, current, now);
    if (!deadline) return { status: "refused", from: row.status };
    const closing = isClosed(chosen.step.to);
    await tx
      .update(complaints)
      .set({
        status: chosen.step.to,
        deadlineAt: deadline.at,
        deadlineParty: deadline.party,
        deadlineExtended: deadline.extended,
        reminderSentAt: deadline.at === current.at ? row.reminderSentAt : null,
        updatedAt: now,
        ...(move.action === "open" && { openedAt: now }),
        ...(closing && {
          closedAt: now,
          classification: move.classification,
          amountReturned: move.amountReturned === undefined ? null : move.amountReturned.toFixed(2),
          returnedCurrency: move.amountReturned === undefined ? null : (move.returnedCurrency ?? row.currency),
        }),
      })
      .where(eq(complaints.id, complaintId));
    if (move.message) {
      const authorRole = chosen.role === "casino" ? "casino" : chosen.role;
      await tx
        .insert(complaintMessages)
        .values({ complaintId, authorId: actorId, authorRole, body: move.message, createdAt: now });
    }
    // A mediator's decision is a staff action: the console's audit log keeps it, with the case's move.
    if (chosen.role === "mediator") {
      const [actor] = await tx.select({ username: users.username }).from(users).where(eq(users.id, actorId));
      await recordAudit(tx, {
        userId: actorId,
        username: actor?.username ?? "",
        action: `complaint.${move.action}`,
        targetKind: "complaint",
        targetId: String(complaintId),
        status: 200,
        detail: {
          from: row.status,
          to: chosen.step.to,
          ...(move.classification && { classification: move.classification }),
          ...(move.amountReturned !== undefined && {
            amount_returned: move.amountReturned,
            currency: move.returnedCurrency ?? row.currency,
          }),
        },
      });
    }
    const casinoInvolved = await hasCasinoMessage(tx, complaintId);
    await queueCaseMail(
      tx,
      context.origin,
      row,
      move.action === "extend" && deadline.at
        ? { kind: "extended", due: deadline.at }
        : { kind: "moved", status: chosen.step.to },
      partiesOf(chosen.step.to, casinoInvolved || row.status === "waiting_casino"),
      actorId,
    );
    return { status: "moved", to: chosen.step.to, casinoId: row.casinoId };
  });
  if (result.status !== "moved") return result;
  await afterMove(db, complaintId, result.casinoId!, isClosed(result.to), now);
  return { status: "moved", to: result.to };
}

async function hasCasinoMessage(tx: Pick<Db, "select">, complaintId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(complaintMessages)
    .where(and(eq(complaintMessages.complaintId, complaintId), eq(complaintMessages.authorRole, "casino")))
    .limit(1);
  return rows.length > 0;
}

/** After a committed move: the pages that show the case drop; a closed case moves its casino's safety index. */
export async function afterMove(db: Db, complaintId: number, casinoId: number, closed: boolean, now: Date) {
  announce(db, { kind: "complaint", ids: [complaintId], on: { kind: "casino", ids: [casinoId] } });
  if (closed) await refreshSafetyIndexes(db, now, [casinoId]);
}
