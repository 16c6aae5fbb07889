import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { profiles, users } from "#db/schema";
import type { Locale } from "#contracts/locales";
import type { Registration } from "#contracts/accounts";
import { fieldError, type FieldErrors } from "#contracts/errors";
import { accountMail, enqueueMail } from "#modules/mail";
import type { AuthKeys } from "./keys";
import { encodeUid, makeLinkToken, type LinkUser } from "./links";
import { hashPassword } from "./passwords";
import { findUserByEmail } from "./users";

/** Builds the absolute URL of a site page (activation, reset) on the user's own market domain. */
export type LinkBuilder = (path: string) => string;

export type RegistrationResult = { ok: true; id: number } | { ok: false; errors: FieldErrors };

/**
 * Creates an inactive account and, in the same transaction, its activation mail
 * (a link to /registration/activate/{uid}/{token}).
 */
export async function registerUser(
  db: Db,
  keys: AuthKeys,
  input: Registration,
  options: { locale: Locale; link: LinkBuilder },
): Promise<RegistrationResult> {
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email} or lower(${users.username}) = ${input.username.toLowerCase()}`);
  const errors: FieldErrors = {};
  if (taken.some((u) => u.email.toLowerCase() === input.email))
    errors.email = [fieldError("taken", "A user with that email already exists.")];
  if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
    errors.username = [fieldError("taken", "A user with that username already exists.")];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, username: input.username, passwordHash, locale: options.locale })
      .returning();
    await tx.insert(profiles).values({ userId: user!.id, gender: "not_specified" });
    await enqueueMail(tx, activationMail(keys, user!, options));
    return user!.id;
  });
  return { ok: true, id };
}

function activationMail(
  keys: AuthKeys,
  user: LinkUser & { username: string; locale: string },
  options: { locale: Locale; link: LinkBuilder },
) {
  const link = options.link(`/registration/activate/${encodeUid(user.id)}/${makeLinkToken(keys, "activation", user)}`);
  return accountMail(user.email, user.username, options.locale, { kind: "activation", link });
}

/** Resend: a new activation mail to an inactive account; nothing (and the same answer) otherwise. */
export async function resendActivation(
  db: Db,
  keys: AuthKeys,
  email: string,
  options: { locale: Locale; link: LinkBuilder },
) {
  const user = await findUserByEmail(db, email);
  if (!user || user.isActive) return;
  await enqueueMail(db, activationMail(keys, user, options));
}
