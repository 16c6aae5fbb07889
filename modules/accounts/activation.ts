import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import type { AuthKeys } from "./keys";
import { checkLinkToken, decodeUid } from "./links";
import { findUserById } from "./users";

/** Activates the account of a valid link; the token is single-use because activating changes its state. */
export async function activateUser(db: Db, keys: AuthKeys, uid: string, token: string): Promise<boolean> {
  const id = decodeUid(uid);
  const user = id === null ? null : await findUserById(db, id);
  if (!user || user.isActive || !checkLinkToken(keys, "activation", user, token)) return false;
  const updated = await db
    .update(users)
    .set({ isActive: true })
    .where(and(eq(users.id, user.id), eq(users.isActive, false)))
    .returning({ id: users.id });
  return updated.length === 1;
}
