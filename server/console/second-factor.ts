import { Hono } from "hono";
import { toString as qrSvg } from "qrcode";
import { z } from "zod";
import { RECOVERY_CODE, TOTP_CODE } from "#contracts/console";
import { beginEnrolment, confirmEnrolment, replaceRecoveryCodes, verifySecondFactor } from "#modules/accounts";
import { consoleMe } from "#modules/staff";
import type { ApiDeps } from "../api";
import { HttpError, invalidInput } from "../http/errors";
import { parseJson } from "../http/validate";
import { audit, requireSecondFactor, type ConsoleEnv } from "./guard";

export const codeBody = z.object({ code: z.string().trim().regex(TOTP_CODE, "Six digits") }).strict();
export const proofBody = z.union([
  codeBody,
  z.object({ recovery_code: z.string().trim().toLowerCase().regex(RECOVERY_CODE, "A recovery code") }).strict(),
]);

/**
 * The second factor (issue 17; SECURITY.md: TOTP with recovery codes), open to staff who have not passed
 * it yet: who am I, enrol (a secret and its QR code), confirm with a first code (recovery codes back, shown
 * once), verify at the start of a console session. Wrong codes count against the account: after 5 in
 * 15 minutes no code is tried until the window ends.
 */
export function secondFactorRoutes({ db, keys, limits }: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();

  async function attempt(userId: number, tryCode: () => Promise<boolean>): Promise<void> {
    await limits.check("secondFactorFailuresPerUser", String(userId));
    if (await tryCode()) return;
    await limits.consume("secondFactorFailuresPerUser", String(userId));
    throw invalidInput("code", "wrong_code", "The code does not match, or was used already");
  }

  api.get("/me/", (c) => c.json(consoleMe(c.get("staff"))));

  api.post("/second-factor/enrol/", async (c) => {
    const staff = c.get("staff");
    audit(c, { action: "second_factor.enrol", targetKind: "user", targetId: staff.userId });
    const enrolment = await beginEnrolment(db, keys, staff.userId, staff.username);
    if (!enrolment) throw new HttpError("already_enrolled", "A second factor is set up already");
    return c.json({
      secret: enrolment.secret,
      otpauth_uri: enrolment.uri,
      qr_svg: await qrSvg(enrolment.uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" }),
    });
  });

  api.post("/second-factor/confirm/", async (c) => {
    const staff = c.get("staff");
    audit(c, { action: "second_factor.confirm", targetKind: "user", targetId: staff.userId });
    const { code } = await parseJson(c, codeBody);
    let codes: string[] | null = null;
    await attempt(staff.userId, async () => {
      codes = await confirmEnrolment(db, keys, staff.userId, c.get("sessionId"), code);
      return codes !== null;
    });
    return c.json({ recovery_codes: codes });
  });

  api.post("/second-factor/verify/", async (c) => {
    const staff = c.get("staff");
    audit(c, { action: "second_factor.verify", targetKind: "user", targetId: staff.userId });
    const body = await parseJson(c, proofBody);
    const proof = "code" in body ? { code: body.code } : { recoveryCode: body.recovery_code };
    await attempt(staff.userId, () => verifySecondFactor(db, keys, staff.userId, c.get("sessionId"), proof));
    return c.json({ verified: true });
  });

  api.post("/second-factor/recovery-codes/", requireSecondFactor, async (c) => {
    const staff = c.get("staff");
    audit(c, { action: "second_factor.recovery_codes", targetKind: "user", targetId: staff.userId });
    return c.json({ recovery_codes: await replaceRecoveryCodes(db, staff.userId) });
  });

  return api;
}
