import { Hono } from "hono";
import {
  activationSchema,
  emailOnlySchema,
  registrationSchema,
  resetConfirmSchema,
  newPasswordErrors,
  setPasswordSchema,
  type Registered,
} from "#contracts/accounts";
import { fieldError } from "#contracts/errors";
import type { PasswordContext } from "#contracts/password";
import {
  activateUser,
  tooCommonCheck,
  changePassword,
  confirmPasswordReset,
  requestPasswordReset,
  userOfResetLink,
  registerUser,
  resendActivation,
  findUserById,
} from "#modules/accounts";
import { requireUser } from "../http/auth";
import { clientIp } from "../http/client-ip";
import { issueApiCsrfCookie } from "../http/csrf";
import type { AppEnv } from "../http/env";
import { HttpError, invalidInput } from "../http/errors";
import { visitorContext } from "../http/request-context";
import { parseJson } from "../http/validate";
import type { ApiDeps } from "./index";

/** The password rules with the common list and the user's own names, as field errors of the raw body. */
async function passwordRules(
  fields: { password: string; repeat: string },
  names: (raw: Record<string, unknown>) => Omit<PasswordContext, "isCommon">,
) {
  const isCommon = await tooCommonCheck();
  return (raw: unknown) => {
    const body = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
    return newPasswordErrors(raw, fields, { ...names(body), isCommon });
  };
}

/** 400 invalid_link: an activation or reset link that is unknown, used or expired, reported under `token`. */
const invalidLink = (message: string) =>
  new HttpError("invalid_link", message, { token: [fieldError("invalid_link", message)] });

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The accounts API (issue 3): CSRF cookie, registration, activation, password change and reset. */
export function userRoutes({ config, db, logger, keys, limits }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const secure = config.NODE_ENV === "production";
  const mailContext = (c: Parameters<typeof visitorContext>[0]) => {
    const visitor = visitorContext(c, config, logger);
    return { locale: visitor.locale, link: (path: string) => `${visitor.origin}${path}` };
  };

  api.get("/csrf/", (c) => {
    issueApiCsrfCookie(c, keys.csrf, secure);
    return c.body(null, 204);
  });

  api.post("/users/", async (c) => {
    // A sign-up the form's rules turn down (a weak password, a typo in the address) costs nothing: a player
    // fixing their form is never locked out by it. One that passes counts, as it creates or replaces an
    // account, sends a mail or learns that a username is taken.
    const ip = clientIp(c, config.TRUST_PROXY);
    await limits.check("registrationPerIp", ip);
    const rules = await passwordRules({ password: "password", repeat: "re_password" }, (body) => ({
      username: text(body.username),
      email: text(body.email),
    }));
    const input = await parseJson(c, registrationSchema, rules);
    await limits.consume("registrationPerIp", ip);
    const result = await registerUser(db, keys, input, mailContext(c));
    if (!result.ok) throw new HttpError("invalid_input", "Registration failed. Check your data.", result.errors);
    logger.info({ event: "registration", outcome: result.outcome }, "registration");
    return c.json<Registered>({ email: input.email, username: input.username }, 201);
  });

  api.post("/users/activation/", async (c) => {
    const { uid, token } = await parseJson(c, activationSchema);
    const result = await activateUser(db, keys, uid, token);
    if (result === "already_active") {
      const message = "This account is already active.";
      throw new HttpError("invalid_link", message, { token: [fieldError("already_active", message)] });
    }
    if (result === "invalid") throw invalidLink("Invalid or expired activation link.");
    return c.body(null, 204);
  });

  api.post("/users/resend_activation/", async (c) => {
    const { email } = await parseJson(c, emailOnlySchema);
    await limits.consume("mailRequestPerIp", clientIp(c, config.TRUST_PROXY));
    await limits.consume("mailRequestPerAddress", email);
    await resendActivation(db, keys, email, mailContext(c));
    return c.body(null, 204);
  });

  api.post("/users/set_password/", async (c) => {
    const user = await requireUser(c, db, keys);
    await limits.consume("passwordChangePerUser", String(user.userId));
    const account = await findUserById(db, user.userId);
    const rules = await passwordRules({ password: "new_password", repeat: "re_new_password" }, () => ({
      username: account?.username,
      email: account?.email,
    }));
    const body = await parseJson(c, setPasswordSchema, rules);
    if ((await changePassword(db, user.userId, body.current_password, body.new_password)) === "wrong_current") {
      throw invalidInput("current_password", "wrong_password", "Invalid password.");
    }
    logger.info({ event: "password_changed", userId: user.userId }, "password changed");
    return c.body(null, 204);
  });

  api.post("/users/reset_password/", async (c) => {
    const { email } = await parseJson(c, emailOnlySchema);
    await limits.consume("mailRequestPerIp", clientIp(c, config.TRUST_PROXY));
    await limits.consume("mailRequestPerAddress", email);
    await requestPasswordReset(db, keys, email, mailContext(c).link);
    return c.body(null, 204);
  });

  api.post("/users/reset_password_confirm/", async (c) => {
    const raw: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const link = activationSchema.safeParse(raw);
    const user = link.success ? await userOfResetLink(db, keys, link.data.uid, link.data.token) : null;
    if (!user) throw invalidLink("Invalid or expired reset link.");
    const rules = await passwordRules({ password: "new_password", repeat: "re_new_password" }, () => ({
      username: user.username,
      email: user.email,
    }));
    const body = await parseJson(c, resetConfirmSchema, rules);
    await confirmPasswordReset(db, user, body.new_password);
    logger.info({ event: "password_reset", userId: user.id }, "password reset");
    return c.body(null, 204);
  });

  return api;
}
