import { describe, expect, it } from "vitest";
import { CONSOLE_ACTIONS, mayTake, STAFF_ROLES, type ConsoleAction, type StaffRole } from "./console";

/** The permission table as issue 17 words it, written out role by role. */
const EXPECTED: Record<StaffRole, ConsoleAction[]> = {
  admin: [...CONSOLE_ACTIONS],
  editor: ["content.read", "content.write", "content.publish", "media.write"],
  moderator: ["moderation.manage", "users.read"],
  mediator: ["complaints.mediate"],
  casino_rep: [],
};

describe("console permissions", () => {
  for (const role of STAFF_ROLES) {
    for (const action of CONSOLE_ACTIONS) {
      const allowed = EXPECTED[role].includes(action);
      it(`${role} ${allowed ? "may" : "may not"} ${action}`, () => {
        expect(mayTake([role], action)).toBe(allowed);
      });
    }
  }

  it("adds up the roles of an account, and gives nothing to none", () => {
    expect(mayTake(["mediator", "editor"], "content.publish")).toBe(true);
    expect(mayTake(["mediator", "editor"], "complaints.mediate")).toBe(true);
    expect(mayTake(["mediator", "editor"], "roles.manage")).toBe(false);
    expect(CONSOLE_ACTIONS.some((action) => mayTake([], action))).toBe(false);
  });
});
