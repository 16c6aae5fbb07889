import { eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from "./passwords";
import { isExpiredPending } from "./registration";
import { findUserByLogin } from "./users";

export type LoginResult =
  | { status: "ok"; userId: number }
  | { status: "invalid" }
  | { status: "inactive"; userId: number }
  | { status: "deactivated"; userId: number };

/**
 * Checks credentials. An unknown account costs the same hashing as a known one, and gets the same answer
 * as a wrong password; "inactive" (never activated) and "deactivated" (by an admin) are told only after
 * the right password.
 */
export async function checkCredentials(db: Db, login: string, password: string): Promise<LoginResult> {
  const user = await findUserByLogin(db, login);
  if (!user || isExpiredPending(user)) {
    await verifyPassword(await timingDummyHash(), password);
    return { status: "invalid" };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { status: "invalid" };
  if (!user.isActive) return { status: user.deactivatedAt ? "deactivated" : "inactive", userId: user.id };
  const rehashed = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
  await db
    .update(users)
    .set({ lastLogin: new Date(), ...(rehashed ? { passwordHash: rehashed } : {}) })
    .where(eq(users.id, user.id));
  return { status: "ok", userId: user.id };
}

/**
 * The key that counts an account's failed logins: its id, whichever login form was typed (e-mail or
 * username), so both forms share one counter; the typed login, normalised, when no account has it.
 */
export async function loginAccountKey(db: Db, login: string): Promise<string> {
  const user = await findUserByLogin(db, login);
  return user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
}
