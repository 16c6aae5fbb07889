import { describe, expect, it } from "vitest";
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_ROLES,
  COMPLAINT_STATUSES,
  EXTENSION_DAYS,
  nextDeadline,
  transition,
  type ComplaintAction,
  type ComplaintRole,
  type ComplaintStatus,
} from "./rules";

/** Every allowed move, written out by hand: `role status action → next status, deadline effect`. */
const ALLOWED = `
mediator new open → opened team
mediator new reject → rejected clear
mediator opened ask_player → waiting_player player
mediator opened advise → opened keep
mediator opened invite_casino → waiting_casino casino
mediator opened resolve → resolved clear
mediator opened close_unresolved → unresolved clear
mediator opened reject → rejected clear
mediator waiting_casino ask_player → waiting_player player
mediator waiting_casino advise → waiting_casino keep
mediator waiting_casino extend → waiting_casino extend
mediator waiting_casino resolve → resolved clear
mediator waiting_casino close_unresolved → unresolved clear
mediator waiting_casino reject → rejected clear
mediator waiting_player ask_player → waiting_player player
mediator waiting_player advise → waiting_player keep
mediator waiting_player invite_casino → waiting_casino casino
mediator waiting_player extend → waiting_player extend
mediator waiting_player resolve → resolved clear
mediator waiting_player reject → rejected clear
player new reply → new keep
player opened reply → opened keep
player waiting_casino reply → waiting_casino keep
player waiting_player reply → opened team
casino opened reply → opened keep
casino waiting_player reply → waiting_player keep
casino waiting_casino reply → opened team
system waiting_casino extend → waiting_casino extend
system waiting_player extend → waiting_player extend
system waiting_casino timeout → unresolved clear
system waiting_player timeout → rejected clear
`
  .trim()
  .split("\n")
  .map((line) => {
    const [role, status, action, , to, deadline] = line.split(" ");
    return { key: `${role} ${status} ${action}`, to, deadline };
  });

const cases = COMPLAINT_ROLES.flatMap((role) =>
  COMPLAINT_STATUSES.flatMap((status) => COMPLAINT_ACTIONS.map((action) => [role, status, action] as const)),
);

describe("the complaint state machine", () => {
  it.each(cases)("%s in %s: %s", (role: ComplaintRole, status: ComplaintStatus, action: ComplaintAction) => {
    const expected = ALLOWED.find((a) => a.key === `${role} ${status} ${action}`);
    const move = transition(role, status, action);
    if (expected) expect(move).toEqual({ to: expected.to, deadline: expected.deadline });
    else expect(move).toBeNull();
  });

  it("names every move it allows in the hand-written list", () => {
    expect(cases.filter(([r, s, a]) => transition(r, s, a) !== null)).toHaveLength(ALLOWED.length);
  });

  it("refuses every move on a closed case", () => {
    for (const [role, status, action] of cases)
      if (["resolved", "unresolved", "rejected"].includes(status)) expect(transition(role, status, action)).toBeNull();
  });
});

describe("deadlines", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("gives the team 48 hours and a party 7 days", () => {
    const none = { at: null, party: null, extended: false };
    expect(nextDeadline("team", none, now)).toEqual({
      at: new Date("2026-01-12T12:00:00Z"),
      party: "team",
      extended: false,
    });
    expect(nextDeadline("casino", none, now)).toEqual({
      at: new Date("2026-01-17T12:00:00Z"),
      party: "casino",
      extended: false,
    });
  });
  it("extends a party's deadline once, by 7 days", () => {
    const running = { at: new Date("2026-01-17T12:00:00Z"), party: "casino" as const, extended: false };
    const extended = nextDeadline("extend", running, now);
    expect(extended).toEqual({
      at: new Date(running.at.getTime() + EXTENSION_DAYS * 86_400_000),
      party: "casino",
      extended: true,
    });
    expect(nextDeadline("extend", extended!, now)).toBeNull();
    expect(nextDeadline("extend", { at: now, party: "team", extended: false }, now)).toBeNull();
  });
});
