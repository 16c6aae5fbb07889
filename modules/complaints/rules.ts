import { CASE_ACTIONS, COMPLAINT_STATUS_VALUES } from "#contracts/complaint-values";
import type { complaintPartyEnum, complaintStatusEnum } from "#db/schema";

/**
 * The complaint state machine (issue 16), as one table: for each role, status and action, the status a
 * case moves to and what happens to its running deadline. What the table does not name is refused.
 *
 * A mediator opens a new case (the team's first answer is due within 48 hours), asks the player,
 * advises, invites the casino (7 days to reply), extends a party's deadline once by 7 days, and closes
 * the case as resolved, unresolved or rejected. The player and the casino's representative reply; a
 * reply to a question hands the case back to the team. The deadline job (`system`) closes a case whose
 * party stayed silent past the (extended) deadline: a silent player → rejected, a silent casino →
 * unresolved.
 */

export type ComplaintStatus = (typeof complaintStatusEnum.enumValues)[number];
export type DeadlineParty = (typeof complaintPartyEnum.enumValues)[number];

export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = COMPLAINT_STATUS_VALUES;
export const CLOSED_STATUSES: ReadonlySet<ComplaintStatus> = new Set(["resolved", "unresolved", "rejected"]);
export const isClosed = (status: ComplaintStatus) => CLOSED_STATUSES.has(status);

/** Who acts on a case: the player who filed it, a mediator, the casino's representative, or the deadline job. */
export type ComplaintRole = "player" | "mediator" | "casino" | "system";
export const COMPLAINT_ROLES: readonly ComplaintRole[] = ["player", "mediator", "casino", "system"];

export const COMPLAINT_ACTIONS = [...CASE_ACTIONS, "timeout"] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

/**
 * What a move does to the running deadline: due from the team within 48 hours, from a party within
 * 7 days, 7 more days once (`extend`), kept as it runs, or none (a closed case).
 */
export type DeadlineEffect = "team" | "player" | "casino" | "extend" | "keep" | "clear";

export interface Transition {
  to: ComplaintStatus;
  deadline: DeadlineEffect;
}

export const TEAM_ANSWER_HOURS = 48;
export const REPLY_DAYS = 7;
export const EXTENSION_DAYS = 7;
/** The reminder goes out this long before a party's deadline. */
export const REMINDER_HOURS = 48;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Row = Partial<Record<ComplaintStatus, Transition>>;
const same = (statuses: ComplaintStatus[], deadline: DeadlineEffect): Row =>
  Object.fromEntries(statuses.map((s) => [s, { to: s, deadline }]));
const into = (statuses: ComplaintStatus[], to: ComplaintStatus, deadline: DeadlineEffect): Row =>
  Object.fromEntries(statuses.map((s) => [s, { to, deadline }]));

const IN_PROGRESS: ComplaintStatus[] = ["opened", "waiting_casino", "waiting_player"];

export const TRANSITIONS: Readonly<Record<ComplaintRole, Partial<Record<ComplaintAction, Row>>>> = {
  mediator: {
    open: into(["new"], "opened", "team"),
    ask_player: into(IN_PROGRESS, "waiting_player", "player"),
    advise: same(IN_PROGRESS, "keep"),
    invite_casino: into(["opened", "waiting_player"], "waiting_casino", "casino"),
    extend: same(["waiting_casino", "waiting_player"], "extend"),
    resolve: into(IN_PROGRESS, "resolved", "clear"),
    close_unresolved: into(["opened", "waiting_casino"], "unresolved", "clear"),
    reject: into(["new", ...IN_PROGRESS], "rejected", "clear"),
  },
  player: {
    reply: { ...same(["new", "opened", "waiting_casino"], "keep"), waiting_player: { to: "opened", deadline: "team" } },
  },
  casino: {
    reply: { ...same(["opened", "waiting_player"], "keep"), waiting_casino: { to: "opened", deadline: "team" } },
  },
  system: {
    extend: same(["waiting_casino", "waiting_player"], "extend"),
    timeout: {
      waiting_player: { to: "rejected", deadline: "clear" },
      waiting_casino: { to: "unresolved", deadline: "clear" },
    },
  },
};

/** The move, or null when the role may not take the action in this status. */
export function transition(role: ComplaintRole, status: ComplaintStatus, action: ComplaintAction): Transition | null {
  return TRANSITIONS[role][action]?.[status] ?? null;
}

/** The actions a role may take on a case in this status (what the case page offers). */
export function allowedActions(role: ComplaintRole, status: ComplaintStatus): ComplaintAction[] {
  return COMPLAINT_ACTIONS.filter((action) => transition(role, status, action) !== null);
}

export interface Deadline {
  at: Date | null;
  party: DeadlineParty | null;
  extended: boolean;
}

/**
 * The deadline after a move. `extend` is refused (null) when the deadline was extended already or none
 * runs: a party gets one extension.
 */
export function nextDeadline(effect: DeadlineEffect, current: Deadline, now: Date): Deadline | null {
  switch (effect) {
    case "team":
      return { at: new Date(now.getTime() + TEAM_ANSWER_HOURS * HOUR_MS), party: "team", extended: false };
    case "player":
    case "casino":
      return { at: new Date(now.getTime() + REPLY_DAYS * DAY_MS), party: effect, extended: false };
    case "extend":
      if (current.extended || !current.at || current.party === "team" || current.party === null) return null;
      return { at: new Date(current.at.getTime() + EXTENSION_DAYS * DAY_MS), party: current.party, extended: true };
    case "keep":
      return current;
    case "clear":
      return { at: null, party: null, extended: false };
  }
}
