import { CONSOLE_ACTIONS, mayTake, type ConsoleAction, type ConsoleMe, type StaffRole } from "#contracts/console";
import type { Db } from "#db/client";
import { findUserById, rolesOf, secondFactorState, sessionPassedSecondFactor } from "#modules/accounts";

/** A console caller: an active staff account, its roles and where its session stands with the second factor. */
export interface StaffAccount {
  userId: number;
  username: string;
  roles: StaffRole[];
  permissions: ConsoleAction[];
  secondFactor: ConsoleMe["second_factor"];
  verified: boolean;
}

/** The staff account behind a session, or null when the account is not (or no longer) active staff. */
export async function staffAccount(db: Db, userId: number, sessionId: string): Promise<StaffAccount | null> {
  const user = await findUserById(db, userId);
  if (!user?.isActive || !user.isStaff) return null;
  const [grants, secondFactor, passed] = await Promise.all([
    rolesOf(db, userId),
    secondFactorState(db, userId),
    sessionPassedSecondFactor(db, sessionId),
  ]);
  const roles = [...new Set(grants.map((g) => g.role))];
  return {
    userId,
    username: user.username,
    roles,
    permissions: CONSOLE_ACTIONS.filter((action) => mayTake(roles, action)),
    secondFactor,
    verified: passed && secondFactor === "enrolled",
  };
}

export const consoleMe = (account: StaffAccount): ConsoleMe => ({
  id: account.userId,
  username: account.username,
  roles: account.roles,
  permissions: account.permissions,
  second_factor: account.secondFactor,
  verified: account.verified,
});
