/**
 * Player complaints per casino. Their number follows the casino's size (the norm the Safety Index compares
 * against), its age and its quality; recent ones are still open, older ones are closed as resolved, rejected
 * or unresolved, the share of unresolved ones growing as quality falls. Once the players exist, each case
 * gets its player and a timeline (the team's, the casino's and the player's messages) that leads to its
 * status, a running deadline when it is open, and the money returned when it was resolved.
 */
import { EXPECTED_COMPLAINTS_BY_TIER, type ComplaintStatus } from "#modules/casinos";
import { complaintMessages, complaints } from "#db/schema";
import { complaintSlug, REPLY_DAYS, TEAM_ANSWER_HOURS } from "#modules/complaints";
import type { SeedContext } from "./context";
import { insertRows, insertRowsReturningIds } from "./insert";
import { daysBefore, isoDay, pastMoment, type Rng } from "./random";
import { COMPLAINT_TITLES } from "./texts/community";
import { complaintStory, TIMELINE } from "./texts/complaints";
import type { DemoUser } from "./users";

export interface ComplaintPlan {
  status: ComplaintStatus;
  title: string;
  amount: string;
  createdAt: Date;
  closedAt: Date | null;
}

const OPEN_DAYS = 21;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `quality` 0 (worst) … 1 (best). */
export function planComplaints(
  rng: Rng,
  casino: { launchDate: Date; sizeTier: 1 | 2 | 3 | 4 | 5; quality: number },
  anchor: Date,
): ComplaintPlan[] {
  const ageYears = (anchor.getTime() - casino.launchDate.getTime()) / DAY_MS / 365.25;
  const badness = 0.3 + 2.2 * (1 - casino.quality) ** 2;
  const expected = EXPECTED_COMPLAINTS_BY_TIER[casino.sizeTier] * Math.min(1, ageYears / 4) * badness;
  const count = Math.round(expected * rng.float(0.5, 1.5));
  const openSince = daysBefore(anchor, OPEN_DAYS);
  return Array.from({ length: count }, () => {
    const createdAt = pastMoment(rng, casino.launchDate, anchor, 0.15);
    const status = createdAt >= openSince ? openStatus(rng) : closedStatus(rng, casino.quality);
    const closedAt = isClosed(status)
      ? new Date(Math.min(anchor.getTime(), createdAt.getTime() + rng.int(2, 45) * DAY_MS))
      : null;
    const amount = rng.weighted<[number, number]>([
      [[50, 500], 5],
      [[500, 5_000], 4],
      [[5_000, 25_000], 1],
    ]);
    return {
      status,
      title: rng.pick(COMPLAINT_TITLES),
      amount: rng.float(amount[0], amount[1], 2).toFixed(2),
      createdAt,
      closedAt,
    };
  });
}

type Message = Omit<typeof complaintMessages.$inferInsert, "complaintId">;
type Case = typeof complaints.$inferInsert;

/** Inserts the planned cases with their players and timelines (after the players are seeded). */
export async function insertComplaints(
  ctx: SeedContext,
  casinos: ReadonlyArray<{ id: number; complaints: ComplaintPlan[] }>,
  players: readonly DemoUser[],
): Promise<void> {
  const rng = ctx.rng.fork("complaint-timelines");
  const cases = casinos.flatMap((casino) =>
    casino.complaints.map((plan) => buildCase(rng, ctx.anchor, casino.id, plan, rng.pick(players))),
  );
  if (cases.length === 0) return;
  const ids = await insertRowsReturningIds(
    ctx.db,
    complaints,
    cases.map((c) => c.row),
    ctx.progress.counter("complaints"),
  );
  const messages = cases.flatMap((c, i) => c.messages.map((m) => ({ ...m, complaintId: ids[i]! })));
  if (messages.length > 0)
    await insertRows(ctx.db, complaintMessages, messages, ctx.progress.counter("complaint messages"));
}

function buildCase(
  rng: Rng,
  anchor: Date,
  casinoId: number,
  plan: ComplaintPlan,
  player: DemoUser,
): { row: Case; messages: Message[] } {
  const { type, story } = complaintStory(plan.title);
  const created = plan.createdAt.getTime();
  const end = (plan.closedAt ?? anchor).getTime();
  // The moves of the timeline, spread between the filing and the close (or today).
  const at = (share: number) => new Date(created + Math.max(HOUR_MS, (end - created) * share));
  // Every row names every column: the bulk insert takes its columns from the first row.
  const mediator = (body: string, when: Date): Message => ({
    authorRole: "mediator",
    authorId: null,
    body,
    createdAt: when,
  });
  const casino = (body: string, when: Date): Message => ({
    authorRole: "casino",
    authorId: null,
    body,
    createdAt: when,
  });
  const fromPlayer = (body: string, when: Date): Message => ({
    authorRole: "player",
    authorId: player.id,
    body,
    createdAt: when,
  });
  const messages: Message[] = [];
  if (plan.status !== "new") messages.push(mediator(TIMELINE.opened, at(0.1)));
  switch (plan.status) {
    case "waiting_player":
      messages.push(mediator(TIMELINE.askPlayer, at(0.5)));
      break;
    case "waiting_casino":
      messages.push(mediator(TIMELINE.invite, at(0.5)));
      break;
    case "resolved":
      messages.push(
        mediator(TIMELINE.invite, at(0.3)),
        casino(TIMELINE.casinoReply, at(0.6)),
        fromPlayer(TIMELINE.playerConfirms, at(0.9)),
        mediator(TIMELINE.resolved, at(1)),
      );
      break;
    case "unresolved":
      messages.push(
        mediator(TIMELINE.invite, at(0.3)),
        ...(rng.chance(0.5) ? [casino(TIMELINE.casinoRefuses, at(0.6))] : []),
        mediator(TIMELINE.unresolved, at(1)),
      );
      break;
    case "rejected":
      messages.push(mediator(TIMELINE.askPlayer, at(0.3)), mediator(TIMELINE.rejected, at(1)));
      break;
    case "opened":
      if (rng.chance(0.5)) messages.push(fromPlayer(TIMELINE.playerAnswers, at(0.5)));
      break;
    case "new":
      break;
  }
  const lastMove = messages.at(-1)?.createdAt ?? plan.createdAt;
  const paidInFull = rng.chance(0.7);
  const returned =
    plan.status === "resolved"
      ? paidInFull
        ? plan.amount
        : (Number(plan.amount) * rng.float(0.3, 0.9)).toFixed(2)
      : null;
  return {
    row: {
      slug: complaintSlug(plan.title),
      casinoId,
      playerId: player.id,
      title: plan.title,
      type,
      status: plan.status,
      amount: plan.amount,
      currency: "EUR",
      problemDate: isoDay(new Date(created - rng.int(1, 20) * DAY_MS)),
      description: story,
      publicationConsent: true,
      ...deadlineOf(plan.status, lastMove, anchor),
      classification: classificationOf(plan.status, paidInFull),
      amountReturned: returned,
      returnedCurrency: returned === null ? null : "EUR",
      createdAt: plan.createdAt,
      openedAt: plan.status === "new" ? null : at(0.1),
      updatedAt: lastMove,
      closedAt: plan.closedAt,
    },
    messages,
  };
}

/**
 * An open case's running deadline, counted from its last move: the team's first answer, or a party's
 * reply. A party's deadline that fell before the seed day was extended once (the service's rule), so a
 * fresh database starts without cases the deadline job would close at once.
 */
function deadlineOf(
  status: ComplaintStatus,
  lastMove: Date,
  anchor: Date,
): Required<Pick<Case, "deadlineAt" | "deadlineParty" | "deadlineExtended">> {
  const none = { deadlineAt: null, deadlineParty: null, deadlineExtended: false };
  if (status === "new")
    return { ...none, deadlineAt: new Date(lastMove.getTime() + TEAM_ANSWER_HOURS * HOUR_MS), deadlineParty: "team" };
  if (status !== "waiting_casino" && status !== "waiting_player") return none;
  const due = lastMove.getTime() + REPLY_DAYS * DAY_MS;
  const extended = due < anchor.getTime() + DAY_MS;
  return {
    deadlineAt: new Date(extended ? Math.max(due + REPLY_DAYS * DAY_MS, anchor.getTime() + 2 * DAY_MS) : due),
    deadlineParty: status === "waiting_casino" ? "casino" : "player",
    deadlineExtended: extended,
  };
}

function classificationOf(status: ComplaintStatus, paidInFull: boolean): Case["classification"] {
  switch (status) {
    case "resolved":
      return paidInFull ? "paid_in_full" : "paid_in_part";
    case "unresolved":
      return "casino_refused";
    case "rejected":
      return "player_not_responsive";
    default:
      return null;
  }
}

function openStatus(rng: Rng): ComplaintStatus {
  return rng.weighted<ComplaintStatus>([
    ["new", 3],
    ["opened", 2],
    ["waiting_casino", 3],
    ["waiting_player", 2],
  ]);
}

function closedStatus(rng: Rng, quality: number): ComplaintStatus {
  const resolved = 0.35 + 0.5 * quality;
  const rejected = 0.15;
  return rng.weighted<ComplaintStatus>([
    ["resolved", resolved],
    ["rejected", rejected],
    ["unresolved", Math.max(0, 1 - resolved - rejected)],
  ]);
}

function isClosed(status: ComplaintStatus): boolean {
  return status === "resolved" || status === "unresolved" || status === "rejected";
}
