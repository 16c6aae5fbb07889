import type { Hono } from "hono";
import { Secret, TOTP } from "otpauth";
import type { StaffRole } from "#contracts/console";
import type { Db } from "#db/client";
import { grantRole } from "#modules/accounts";
import type { AppEnv } from "#server/http/env";
import { signedInClient } from "./accounts";

export const CONSOLE = "/api/admin";

/** The code an authenticator app shows for the secret, `steps` periods of 30 s from now. */
export function totpCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/**
 * A staff account with the given roles (a casino representative's needs `casinoId`), signed in and past
 * the console's second factor: enrolled through the API with the code of the current period.
 */
export async function consoleClient(
  app: Hono<AppEnv>,
  db: Db,
  roles: readonly StaffRole[],
  casinoId: number | null = null,
) {
  const { client, user } = await signedInClient(app, db, { staff: true });
  for (const role of roles) await grantRole(db, user.id, role, role === "casino_rep" ? casinoId : null);
  const enrolment = await client.json<{ secret: string }>("POST", `${CONSOLE}/second-factor/enrol/`, {});
  if (enrolment.status !== 200) throw new Error(`enrolment failed: ${enrolment.status}`);
  const { secret } = enrolment.body;
  const confirmed = await client.json<{ recovery_codes: string[] }>("POST", `${CONSOLE}/second-factor/confirm/`, {
    code: totpCode(secret),
  });
  if (confirmed.status !== 200) throw new Error(`second factor not confirmed: ${confirmed.status}`);
  return { client, user, secret, recoveryCodes: confirmed.body.recovery_codes };
}
