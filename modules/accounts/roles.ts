import { and, eq, inArray, isNull } from "drizzle-orm";
import { CONSOLE_PERMISSIONS } from "#contracts/console";
import type { Db } from "#db/client";
import { userRoles, type userRoleEnum } from "#db/schema";

/** What an account may do beyond playing (docs/decisions/0018); users.is_staff stays the staff switch. */
export type UserRole = (typeof userRoleEnum.enumValues)[number];

export interface RoleGrant {
  role: UserRole;
  /** The casino a casino representative answers for; null for every other role. */
  casinoId: number | null;
}

type Reader = Pick<Db, "select">;

/** Every role of an account. */
export async function rolesOf(db: Reader, userId: number): Promise<RoleGrant[]> {
  return db
    .select({ role: userRoles.role, casinoId: userRoles.casinoId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.role, userRoles.casinoId);
}

/**
 * Gives an account a role (a casino representative's with its casino, required; no other role takes
 * one). Granting a role held already changes nothing; returns whether the role is new.
 */
export async function grantRole(
  db: Pick<Db, "insert">,
  userId: number,
  role: UserRole,
  casinoId: number | null = null,
): Promise<boolean> {
  if ((role === "casino_rep") !== (casinoId !== null))
    throw new RangeError(role === "casino_rep" ? "a casino representative needs a casino" : `${role} takes no casino`);
  const added = await db
    .insert(userRoles)
    .values({ userId, role, casinoId })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return added.length > 0;
}

/** Takes a role away (for a casino representative, for that casino only). Returns whether it was held. */
export async function revokeRole(
  db: Pick<Db, "delete">,
  userId: number,
  role: UserRole,
  casinoId: number | null = null,
): Promise<boolean> {
  const removed = await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.role, role),
        casinoId === null ? isNull(userRoles.casinoId) : eq(userRoles.casinoId, casinoId),
      ),
    )
    .returning({ id: userRoles.id });
  return removed.length > 0;
}

/**
 * Whether the account works complaint cases as a mediator: the roles the console's table allows
 * `complaints.mediate` (contracts/console.ts), the admin's with the mediators'. The admin's console lists the
 * desk; the case's own page must let them act on it too.
 */
export async function isMediator(db: Reader, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...CONSOLE_PERMISSIONS["complaints.mediate"]])))
    .limit(1);
  return rows.length > 0;
}

/** The casinos an account represents (answers complaints for). */
export async function representedCasinos(db: Reader, userId: number): Promise<number[]> {
  const rows = await db
    .select({ casinoId: userRoles.casinoId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "casino_rep")));
  return rows.flatMap((r) => (r.casinoId === null ? [] : [r.casinoId]));
}
