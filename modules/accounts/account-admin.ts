import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { CONSOLE_ROLES, isConsoleRole } from "#contracts/console-users";
import type { Db } from "#db/client";
import { casinos, userRoles, users } from "#db/schema";
import { grantRole, revokeRole, type UserRole } from "./roles";
import { resetSecondFactor } from "./second-factor";
import { revokeAllSessions } from "./sessions";

/**
 * What an admin does to accounts from the console (issue 17): deactivate and reactivate, grant and revoke
 * roles, take an account off the staff, reset a lost second factor. users.is_staff follows the roles: a
 * console role (admin, editor, moderator, mediator) makes the account staff, losing the last one ends it.
 * The site never loses its last active admin, and an admin never deactivates, demotes or resets
 * themself (a stolen session could otherwise lock the team out or swap the factor it had to pass).
 */
export type AdminRefusal = "not_found" | "own_account" | "last_admin" | "unknown_casino";
export type AdminResult = { ok: true; changed: boolean } | { ok: false; reason: AdminRefusal };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const refused = (reason: AdminRefusal): AdminResult => ({ ok: false, reason });
const done = (changed: boolean): AdminResult => ({ ok: true, changed });

/**
 * The active admins, locked (their accounts and admin rows) until the transaction ends: two admins
 * demoting each other at once are taken one after the other, and the second finds the first gone.
 */
async function lockActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), eq(users.isActive, true)))
    .for("update");
  return rows.map((row) => row.id);
}

/** Whether taking `userId` out of the active admins leaves none. */
const wouldLeaveNoAdmin = (admins: number[], userId: number) =>
  admins.includes(userId) && admins.every((id) => id === userId);

async function exists(db: Pick<Db, "select">, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/** Clears users.is_staff once the account holds no console role. */
async function followRoles(tx: Tx, userId: number): Promise<void> {
  const left = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, CONSOLE_ROLES)))
    .limit(1);
  if (left.length === 0) await tx.update(users).set({ isStaff: false }).where(eq(users.id, userId));
}

/** Deactivates an account and ends all its sessions at once; it can no longer log in, activate or register again. */
export async function deactivateAccount(db: Db, actorId: number, userId: number): Promise<AdminResult> {
  if (actorId === userId) return refused("own_account");
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const [user] = await tx
      .select({ deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return refused("not_found");
    if (user.deactivatedAt) return done(false);
    if (wouldLeaveNoAdmin(admins, userId)) return refused("last_admin");
    await tx.update(users).set({ isActive: false, deactivatedAt: new Date() }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, "deactivated");
    return done(true);
  });
}

/** Lets a deactivated account in again (an account that was never activated stays so). */
export async function reactivateAccount(db: Db, userId: number): Promise<AdminResult> {
  const back = await db
    .update(users)
    .set({ isActive: true, deactivatedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)))
    .returning({ id: users.id });
  if (back.length > 0) return done(true);
  return (await exists(db, userId)) ? done(false) : refused("not_found");
}

/** Grants a role (a casino representative's with its casino); a console role makes the account staff. */
export async function grantAccountRole(
  db: Db,
  userId: number,
  role: UserRole,
  casinoId: number | null,
): Promise<AdminResult> {
  return db.transaction(async (tx) => {
    if (!(await exists(tx, userId))) return refused("not_found");
    if (casinoId !== null) {
      const [casino] = await tx.select({ id: casinos.id }).from(casinos).where(eq(casinos.id, casinoId));
      if (!casino) return refused("unknown_casino");
    }
    const granted = await grantRole(tx, userId, role, casinoId);
    if (isConsoleRole(role)) await tx.update(users).set({ isStaff: true }).where(eq(users.id, userId));
    return done(granted);
  });
}

/** Revokes a role (a representative's for one casino); the last console role taken ends the staff account. */
export async function revokeAccountRole(
  db: Db,
  actorId: number,
  userId: number,
  role: UserRole,
  casinoId: number | null,
): Promise<AdminResult> {
  if (role === "admin" && actorId === userId) return refused("own_account");
  return db.transaction(async (tx) => {
    const admins = role === "admin" ? await lockActiveAdmins(tx) : [];
    if (!(await exists(tx, userId))) return refused("not_found");
    if (wouldLeaveNoAdmin(admins, userId)) return refused("last_admin");
    const revoked = await revokeRole(tx, userId, role, casinoId);
    if (revoked && isConsoleRole(role)) await followRoles(tx, userId);
    return done(revoked);
  });
}

/** Takes an account off the staff: every console role goes, and users.is_staff with them. */
export async function removeFromStaff(db: Db, actorId: number, userId: number): Promise<AdminResult> {
  if (actorId === userId) return refused("own_account");
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const [user] = await tx.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId));
    if (!user) return refused("not_found");
    if (wouldLeaveNoAdmin(admins, userId)) return refused("last_admin");
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, CONSOLE_ROLES)))
      .returning({ id: userRoles.id });
    await tx.update(users).set({ isStaff: false }).where(eq(users.id, userId));
    return done(user.isStaff || removed.length > 0);
  });
}

/** An admin's reset of another account's lost second factor: it sets one up again at its next console visit. */
export async function resetAccountSecondFactor(db: Db, actorId: number, userId: number): Promise<AdminResult> {
  if (actorId === userId) return refused("own_account");
  if (!(await exists(db, userId))) return refused("not_found");
  await resetSecondFactor(db, userId);
  return done(true);
}
