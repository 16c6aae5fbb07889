import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import type { AuthKeys } from "./keys";
import { checkLinkToken, decodeUid } from "./links";
import { findUserById } from "./users";

export type ActivationResult = "activated" | "already_active" | "invalid";

/**
 * Activates the account of a valid link; the token is single-use because activating changes its state. The
 * same link opened again (it was signed for the inactive account: nothing else changed since) is
 * "already_active", so the page can offer to log in; any other link tells nothing about the account.
 */
export async function activateUser(db: Db, keys: AuthKeys, uid: string, token: string): Promise<ActivationResult> {
  const id = decodeUid(uid);
  const user = id === null ? null : await findUserById(db, id);
  // A deactivated account stays so: only an admin reactivates it.
  if (!user || user.deactivatedAt) return "invalid";
  if (user.isActive) {
    return checkLinkToken(keys, "activation", { ...user, isActive: false }, token) ? "already_active" : "invalid";
  }
  if (!checkLinkToken(keys, "activation", user, token)) return "invalid";
  const updated = await db
    .update(users)
    .set({ isActive: true })
    .where(and(eq(users.id, user.id), eq(users.isActive, false)))
    .returning({ id: users.id });
  // Nothing updated: another request activated it meanwhile with the same link.
  return updated.length === 1 ? "activated" : "already_active";
}
