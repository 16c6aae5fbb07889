/**
 * Player complaints per casino. Their number follows the casino's size (the norm the Safety Index compares
 * against), its age and its quality; recent ones are still open, older ones are closed as resolved, rejected
 * or unresolved, the share of unresolved ones growing as quality falls. Once the players exist, each case
 * gets its player and, in that player's language, its title, story and a timeline (the team's, the casino's
 * and the player's messages) that names the casino, leads to its status and states the amounts in the
 * player's currency: a running deadline when it is open, the money returned when it was resolved.
 */
import type { ComplaintCurrency } from "#contracts/complaints";
import { LOCALE_INFO, type Locale } from "#contracts/locales";
import { EXPECTED_COMPLAINTS_BY_TIER, type ComplaintStatus } from "#modules/casinos";
import { complaintMessages, complaints } from "#db/schema";
import { complaintSlug, EUR_PER_UNIT, REPLY_DAYS, TEAM_ANSWER_HOURS } from "#modules/complaints";
import type { SeedContext } from "./context";
import { insertRows, insertRowsReturningIds } from "./insert";
import { daysBefore, isoDay, pastMoment, type Rng } from "./random";
import { COMPLAINT_STORIES, fillIn, TIMELINE, type TimelineStep } from "./texts/complaints";
import { money } from "./texts/translate";
import { postingLanguage } from "./community";
import type { DemoUser } from "./users";

export interface ComplaintPlan {
  status: ComplaintStatus;
  /** Which of COMPLAINT_STORIES the player tells. */
  story: number;
  /** The disputed amount in euros; the case states it in the player's currency. */
  amount: string;
  createdAt: Date;
  closedAt: Date | null;
}

const OPEN_DAYS = 21;
const STORIES = COMPLAINT_STORIES.map((_, i) => i);
/** The currency a player of each market disputes in (Argentine players of offshore casinos play in dollars). */
const CURRENCY: Readonly<Record<string, ComplaintCurrency>> = {
  PT: "EUR",
  FR: "EUR",
  GB: "GBP",
  UA: "UAH",
  BD: "BDT",
  MX: "MXN",
  AR: "USD",
  PE: "PEN",
};
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
      story: rng.pick(STORIES),
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
  casinos: ReadonlyArray<{ id: number; name: string; complaints: ComplaintPlan[] }>,
  players: readonly DemoUser[],
): Promise<void> {
  const rng = ctx.rng.fork("complaint-timelines");
  const cases = casinos.flatMap((casino) =>
    casino.complaints.map((plan) => buildCase(rng, ctx.anchor, casino, plan, rng.pick(players))),
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

/** An amount in euros as the player states it: in their currency, whole units where a unit is worth little. */
function inCurrency(euros: number, currency: ComplaintCurrency): number {
  const units = euros / EUR_PER_UNIT[currency];
  return EUR_PER_UNIT[currency] < 0.1 ? Math.round(units) : Math.round(units * 100) / 100;
}

function buildCase(
  rng: Rng,
  anchor: Date,
  casino: { id: number; name: string },
  plan: ComplaintPlan,
  player: DemoUser,
): { row: Case; messages: Message[] } {
  const { type, title, story } = COMPLAINT_STORIES[plan.story]!;
  const language = player.writes;
  const currency = CURRENCY[player.country] ?? "EUR";
  const amount = inCurrency(Number(plan.amount), currency);
  const paidInFull = rng.chance(0.7);
  const returned =
    plan.status === "resolved"
      ? paidInFull
        ? amount
        : inCurrency(Number(plan.amount) * rng.float(0.3, 0.9), currency)
      : null;
  // Amounts and numbers written the way the player's language writes them.
  const locale: Locale = language === "en" ? "en" : player.locale;
  const values = {
    casino: casino.name,
    amount: money(amount, currency)[locale],
    returned: returned === null ? "" : money(returned, currency)[locale],
    days: new Intl.NumberFormat(LOCALE_INFO[locale].bcp47).format(REPLY_DAYS),
  };
  const words = (step: TimelineStep) => fillIn(TIMELINE[step][language], values);
  const created = plan.createdAt.getTime();
  const end = (plan.closedAt ?? anchor).getTime();
  // The moves of the timeline, spread between the filing and the close (or today).
  const at = (share: number) => new Date(created + Math.max(HOUR_MS, (end - created) * share));
  // Every row names every column: the bulk insert takes its columns from the first row.
  const said = (authorRole: Message["authorRole"], step: TimelineStep, share: number): Message => ({
    authorRole,
    authorId: authorRole === "player" ? player.id : null,
    body: words(step),
    createdAt: at(share),
  });
  const casinoAnswers = plan.status === "unresolved" && rng.chance(0.5);
  const messages: Message[] = [];
  if (plan.status !== "new") messages.push(said("mediator", "opened", 0.1));
  switch (plan.status) {
    case "waiting_player":
      messages.push(said("mediator", "askPlayer", 0.5));
      break;
    case "waiting_casino":
      messages.push(said("mediator", "invite", 0.5));
      break;
    case "resolved":
      messages.push(
        said("mediator", "invite", 0.3),
        said("casino", paidInFull ? "casinoPaysAll" : "casinoPaysPart", 0.6),
        said("player", paidInFull ? "playerGotAll" : "playerGotPart", 0.9),
        said("mediator", paidInFull ? "resolvedAll" : "resolvedPart", 1),
      );
      break;
    case "unresolved":
      messages.push(
        said("mediator", "invite", 0.3),
        ...(casinoAnswers ? [said("casino", "casinoRefuses", 0.6)] : []),
        said("mediator", casinoAnswers ? "unresolvedRefused" : "unresolvedSilent", 1),
      );
      break;
    case "rejected":
      messages.push(said("mediator", "askPlayer", 0.3), said("mediator", "rejected", 1));
      break;
    case "opened":
      if (rng.chance(0.5)) messages.push(said("player", "playerAdds", 0.5));
      break;
    case "new":
      break;
  }
  const lastMove = messages.at(-1)?.createdAt ?? plan.createdAt;
  const caseTitle = title[language];
  return {
    row: {
      slug: complaintSlug(caseTitle),
      casinoId: casino.id,
      playerId: player.id,
      title: caseTitle,
      type,
      status: plan.status,
      amount: amount.toFixed(2),
      currency,
      problemDate: isoDay(new Date(created - rng.int(1, 20) * DAY_MS)),
      description: fillIn(story[language], values),
      lang: postingLanguage(player),
      publicationConsent: true,
      ...deadlineOf(plan.status, lastMove, anchor),
      classification: classificationOf(plan.status, paidInFull, casinoAnswers),
      amountReturned: returned === null ? null : returned.toFixed(2),
      returnedCurrency: returned === null ? null : currency,
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

function classificationOf(
  status: ComplaintStatus,
  paidInFull: boolean,
  casinoAnswered: boolean,
): Case["classification"] {
  switch (status) {
    case "resolved":
      return paidInFull ? "paid_in_full" : "paid_in_part";
    case "unresolved":
      return casinoAnswered ? "casino_refused" : "casino_not_responsive";
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
