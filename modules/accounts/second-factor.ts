import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_CODE_COUNT, type SecondFactorState } from "#contracts/console";
import type { Db } from "#db/client";
import { staffRecoveryCodes, staffSecondFactors, tokenFamilies } from "#db/schema";
import type { AuthKeys } from "./keys";

/**
 * The staff second factor (ASVS 6.3.3): TOTP (RFC 6238, 30 s, 6 digits, SHA-1 as every authenticator app
 * reads it) with one-time recovery codes. A session that passed it may use the console for
 * CONSOLE_VERIFIED_MS; the secret is sealed (AES-256-GCM) with a key derived from the server secret.
 */
export const CONSOLE_VERIFIED_MS = 12 * 3600 * 1000;
const ISSUER = "Casino Guide";
const PERIOD_S = 30;

type Reader = Pick<Db, "select">;

function seal(keys: AuthKeys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.vault, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

function unseal(keys: AuthKeys, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", keys.vault, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
}

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

const digest = (code: string) => createHash("sha256").update(code.toLowerCase()).digest("hex");

export async function secondFactorState(db: Reader, userId: number): Promise<SecondFactorState> {
  const [row] = await db
    .select({ confirmedAt: staffSecondFactors.confirmedAt })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId));
  return !row ? "none" : row.confirmedAt ? "enrolled" : "pending";
}

/**
 * A new secret to scan (replacing one not yet confirmed). Null when the account is enrolled already:
 * a second enrolment would let a stolen session replace the factor it has to pass.
 */
export async function beginEnrolment(
  db: Db,
  keys: AuthKeys,
  userId: number,
  label: string,
): Promise<{ secret: string; uri: string } | null> {
  const secret = new Secret({ size: 20 }).base32;
  const sealedSecret = seal(keys, secret);
  const stored = await db
    .insert(staffSecondFactors)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { sealedSecret, lastStep: null },
      setWhere: isNull(staffSecondFactors.confirmedAt),
    })
    .returning({ userId: staffSecondFactors.userId });
  if (stored.length === 0) return null;
  return { secret, uri: totpOf(secret, label).toString() };
}

/**
 * Checks a code against the account's secret and spends its time step, so that a code (or an older one)
 * works once only. One step of clock drift either way is accepted.
 */
async function spendCode(db: Db, keys: AuthKeys, userId: number, code: string, enrolled: boolean): Promise<boolean> {
  const [row] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  if (!row || Boolean(row.confirmedAt) !== enrolled) return false;
  const totp = totpOf(unseal(keys, row.sealedSecret), "");
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  const spent = await db
    .update(staffSecondFactors)
    .set({ lastStep: step, ...(enrolled ? {} : { confirmedAt: new Date() }) })
    .where(
      and(
        eq(staffSecondFactors.userId, userId),
        or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
  return spent.length === 1;
}

/** Marks the session as having passed the second factor now. */
async function markSession(db: Db, userId: number, sessionId: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ secondFactorAt: new Date() })
    .where(and(eq(tokenFamilies.id, sessionId), eq(tokenFamilies.userId, userId)));
}

/** Fresh recovery codes (the old ones stop working), shown once: only their hashes are kept. */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: digest(code) })));
  });
  return codes;
}

/**
 * Confirms a pending enrolment with the first code from the app: the session passes the second factor
 * and gets the recovery codes. Null when the code does not match (or nothing is pending).
 */
export async function confirmEnrolment(
  db: Db,
  keys: AuthKeys,
  userId: number,
  sessionId: string,
  code: string,
): Promise<string[] | null> {
  if (!(await spendCode(db, keys, userId, code, false))) return null;
  await markSession(db, userId, sessionId);
  return replaceRecoveryCodes(db, userId);
}

/** Passes the second factor with a code from the app or an unused recovery code. */
export async function verifySecondFactor(
  db: Db,
  keys: AuthKeys,
  userId: number,
  sessionId: string,
  proof: { code: string } | { recoveryCode: string },
): Promise<boolean> {
  const passed =
    "code" in proof
      ? await spendCode(db, keys, userId, proof.code, true)
      : await spendRecoveryCode(db, userId, proof.recoveryCode);
  if (passed) await markSession(db, userId, sessionId);
  return passed;
}

async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  if ((await secondFactorState(db, userId)) !== "enrolled") return false;
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, digest(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length === 1;
}

/** Whether the session passed the second factor within CONSOLE_VERIFIED_MS. */
export async function sessionPassedSecondFactor(db: Reader, sessionId: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ at: tokenFamilies.secondFactorAt })
    .from(tokenFamilies)
    .where(eq(tokenFamilies.id, sessionId));
  return Boolean(row?.at && now - row.at.getTime() < CONSOLE_VERIFIED_MS);
}

/** An admin's reset for a lost authenticator: the account enrols again at its next console visit. */
export async function resetSecondFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.update(tokenFamilies).set({ secondFactorAt: null }).where(eq(tokenFamilies.userId, userId));
  });
}
