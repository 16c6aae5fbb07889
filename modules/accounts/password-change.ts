import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#db/client";
import { tokenFamilies, users } from "#db/schema";
import { isLocale } from "#contracts/locales";
import { accountMail, enqueueMail } from "#modules/mail";
import type { AuthKeys } from "./keys";
import { checkLinkToken, decodeUid, encodeUid, makeLinkToken } from "./links";
import { hashPassword, verifyPassword } from "./passwords";
import { resendActivation, type LinkBuilder } from "./registration";
import { findUserByEmail, findUserById, type UserRow } from "./users";

const localeOf = (user: UserRow) => (isLocale(user.locale) ? user.locale : "en");

/**
 * Sets a new password, ends every session of the user and mails them that it changed — all in one
 * transaction.
 */
async function replacePassword(db: Db, user: UserRow, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(tokenFamilies)
      .set({ revokedAt: new Date(), revokedReason: "password_change" })
      .where(and(eq(tokenFamilies.userId, user.id), isNull(tokenFamilies.revokedAt)));
    await enqueueMail(tx, accountMail(user.email, user.username, localeOf(user), { kind: "password_changed" }));
  });
}

/** set_password: the current password must be right (otherwise nothing changes). */
export async function changePassword(
  db: Db,
  userId: number,
  current: string,
  next: string,
): Promise<"ok" | "wrong_current"> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, current))) return "wrong_current";
  await replacePassword(db, user, next);
  return "ok";
}

/** reset_password: mails a reset link to an active account; the same (silent) answer otherwise. */
export async function requestPasswordReset(db: Db, keys: AuthKeys, email: string, link: LinkBuilder): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  // A player who never activated gets the activation mail: the way in is to activate first.
  if (!user.isActive) return resendActivation(db, keys, email, { locale: localeOf(user), link });
  const path = `/password-reset/${encodeUid(user.id)}/${makeLinkToken(keys, "reset", user)}`;
  await enqueueMail(db, accountMail(user.email, user.username, localeOf(user), { kind: "reset", link: link(path) }));
}

/** The user a reset link belongs to, while the link is valid. */
export async function userOfResetLink(db: Db, keys: AuthKeys, uid: string, token: string): Promise<UserRow | null> {
  const id = decodeUid(uid);
  const user = id === null ? null : await findUserById(db, id);
  return user && user.isActive && checkLinkToken(keys, "reset", user, token) ? user : null;
}

/** reset_password_confirm: the link dies with the new password (its token is bound to the hash). */
export async function confirmPasswordReset(db: Db, user: UserRow, newPassword: string): Promise<void> {
  await replacePassword(db, user, newPassword);
}
