import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "#db/client";
import { accountAttributions, profiles, users } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { isLocale } from "#contracts/locales";
import type { Registration } from "#contracts/accounts";
import { fieldError, type FieldErrors } from "#contracts/errors";
import { accountMail, enqueueMail } from "#modules/mail";
import { emailKey, isReservedUsername, mixesScripts, usernameKey } from "./identity";
import type { AuthKeys } from "./keys";
import { encodeUid, LINK_TTL_SECONDS, makeLinkToken, type LinkUser } from "./links";
import { hashPassword } from "./passwords";
import { findUserByEmail, isUniqueViolation, type UserRow } from "./users";

/** Builds the absolute URL of a site page (activation, reset) on the user's own market domain. */
export type LinkBuilder = (path: string) => string;

/** What a registration did; the API answers all three alike, so nobody learns whether an address has an account. */
export type RegistrationOutcome = "created" | "replaced" | "already_active";
export type RegistrationResult = { ok: true; outcome: RegistrationOutcome } | { ok: false; errors: FieldErrors };

/**
 * A never-activated account expires with its activation link (3 days after the last link was sent): from
 * then on it is as good as absent, and its address and name are free again. A deactivated account never
 * expires: it keeps its address and name.
 */
export function isExpiredPending(
  user: Pick<UserRow, "isActive" | "dateJoined" | "deactivatedAt">,
  now = Date.now(),
): boolean {
  return !user.isActive && !user.deactivatedAt && now - user.dateJoined.getTime() > LINK_TTL_SECONDS * 1000;
}

const TAKEN_NAME = () => ({ username: [fieldError("taken", "A user with that username already exists.")] });

/** The name's own problems: the site's reserved names (and look-alikes) count as taken. */
function nameErrors(username: string): FieldErrors | null {
  if (mixesScripts(username)) {
    return { username: [fieldError("mixed_scripts", "Use the letters of one alphabet only.")] };
  }
  return isReservedUsername(username) ? TAKEN_NAME() : null;
}

/**
 * A registration. A new address gets an inactive account and, in the same transaction, its activation
 * mail. An address whose account was never activated is taken over by the newest registration: new name,
 * new password, new link (the old link dies with the old password hash), so nobody can squat another's
 * address. An address with an active account is sent a note instead and nothing changes. The answer is
 * the same in all three cases; only a name in use by someone else is refused. An address whose account an
 * admin deactivated stays with that account: nothing changes and nothing is sent.
 */
export async function registerUser(
  db: Db,
  keys: AuthKeys,
  input: Registration,
  options: { locale: Locale; link: LinkBuilder },
): Promise<RegistrationResult> {
  const problem = nameErrors(input.username);
  if (problem) return { ok: false, errors: problem };
  const passwordHash = await hashPassword(input.password);
  try {
    return await register(db, keys, input, passwordHash, options);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Another registration of the address or the name committed first: look again, to take over its
  // pending account or to find the name taken.
  try {
    return await register(db, keys, input, passwordHash, options);
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, errors: TAKEN_NAME() };
    throw error;
  }
}

async function register(
  db: Db,
  keys: AuthKeys,
  input: Registration,
  passwordHash: string,
  options: { locale: Locale; link: LinkBuilder },
): Promise<RegistrationResult> {
  const keysOf = { emailKey: emailKey(input.email), usernameKey: usernameKey(input.username) };
  return db.transaction(async (tx) => {
    const holders = await tx
      .select()
      .from(users)
      .where(or(eq(users.emailKey, keysOf.emailKey), eq(users.usernameKey, keysOf.usernameKey)));
    const expired = holders.filter((user) => isExpiredPending(user));
    const live = holders.filter((user) => !isExpiredPending(user));
    const byEmail = live.find((user) => user.emailKey === keysOf.emailKey);
    const byName = live.find((user) => user.usernameKey === keysOf.usernameKey);
    if (byName && byName.id !== byEmail?.id) return { ok: false, errors: TAKEN_NAME() };
    if (byEmail?.deactivatedAt) return { ok: true, outcome: "already_active" };
    if (byEmail?.isActive) {
      const locale = isLocale(byEmail.locale) ? byEmail.locale : options.locale;
      await enqueueMail(tx, accountMail(byEmail.email, byEmail.username, locale, { kind: "already_registered" }));
      return { ok: true, outcome: "already_active" };
    }
    if (expired.length > 0)
      await tx.delete(users).where(
        inArray(
          users.id,
          expired.map((user) => user.id),
        ),
      );
    const values = { ...keysOf, email: input.email, username: input.username, passwordHash, locale: options.locale };
    let user: UserRow;
    if (byEmail) {
      [user] = (await tx
        .update(users)
        .set({ ...values, dateJoined: new Date() })
        .where(eq(users.id, byEmail.id))
        .returning()) as [UserRow];
    } else {
      [user] = (await tx.insert(users).values(values).returning()) as [UserRow];
      await tx.insert(profiles).values({ userId: user.id, gender: "not_specified" });
    }
    await keepAttribution(tx, user.id, input.attribution, Boolean(byEmail));
    await enqueueMail(tx, activationMail(keys, user, options));
    return { ok: true, outcome: byEmail ? "replaced" : "created" };
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The marketing parameters the registration came with (docs/product-spec.md §3), kept with the
 * account; a pending account taken over by a newer registration keeps the newer one's only.
 */
async function keepAttribution(tx: Tx, userId: number, attribution: Registration["attribution"], replaced: boolean) {
  if (replaced) await tx.delete(accountAttributions).where(eq(accountAttributions.userId, userId));
  if (!attribution || Object.values(attribution).every((value) => value === undefined)) return;
  await tx.insert(accountAttributions).values({
    userId,
    visitId: attribution.aio_visit_uuid ?? null,
    gclid: attribution.gclid ?? null,
    glGlcid: attribution.gl_glcid ?? null,
    glGtagId: attribution.gl_gtag_id ?? null,
    glGtagConversionId: attribution.gl_gtag_conversion_id ?? null,
  });
}

function activationMail(
  keys: AuthKeys,
  user: LinkUser & { username: string; locale: string },
  options: { locale: Locale; link: LinkBuilder },
) {
  const link = options.link(`/registration/activate/${encodeUid(user.id)}/${makeLinkToken(keys, "activation", user)}`);
  return accountMail(user.email, user.username, options.locale, { kind: "activation", link });
}

/**
 * A new activation mail to an account that was never activated (its 3 days start again); nothing, and
 * the same answer, for an unknown, active, deactivated or expired one.
 */
export async function resendActivation(
  db: Db,
  keys: AuthKeys,
  email: string,
  options: { locale: Locale; link: LinkBuilder },
) {
  const user = await findUserByEmail(db, email);
  if (!user || user.isActive || user.deactivatedAt || isExpiredPending(user)) return;
  await db.transaction(async (tx) => {
    const [renewed] = (await tx
      .update(users)
      .set({ dateJoined: new Date() })
      .where(eq(users.id, user.id))
      .returning()) as [UserRow];
    await enqueueMail(tx, activationMail(keys, renewed, options));
  });
}
