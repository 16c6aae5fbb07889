import { join } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { loginSchema, profileUpdateSchema, refreshSchema } from "#contracts/accounts";
import { fieldError } from "#contracts/errors";
import type { AuthProfile, AvatarSaved, CsrfToken, ProfileFields, TokenPair } from "#contracts/profile";
import type { Db } from "#db/client";
import {
  signAccessToken,
  type AuthKeys,
  AVATAR_MAX_BYTES,
  saveAvatar,
  checkCredentials,
  loginAccountKey,
  readProfile,
  updateProfile,
  revokeSession,
  rotateRefreshToken,
  startSession,
} from "#modules/accounts";
import type { Config } from "../config";
import { bearerUser, requireUser } from "../http/auth";
import { clientIp } from "../http/client-ip";
import { issueAuthCsrfToken, requireAuthCsrf } from "../http/csrf";
import type { AppEnv } from "../http/env";
import { HttpError, jsonError } from "../http/errors";
import { jsonErrorHandler } from "../http/error-handler";
import type { RateLimits } from "../http/rate-limit";
import { parseJson } from "../http/validate";
import type { Logger } from "../logger";

export interface AuthDeps {
  config: Config;
  db: Db;
  logger: Logger;
  keys: AuthKeys;
  limits: RateLimits;
}

/**
 * The auth service (docs/product-spec.md §7), mounted at AUTH_BASE: CSRF token, login, refresh, logout, profile.
 * Tokens are never cached; every failure is logged without secrets.
 */
export function authRoutes({ config, db, logger, keys, limits }: AuthDeps): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  const secure = config.NODE_ENV === "production";
  const jsonLimit = bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => jsonError(c, "body_too_large", "The body is too large"),
  });
  const avatarLimit = bodyLimit({
    maxSize: AVATAR_MAX_BYTES,
    onError: (c) => jsonError(c, "body_too_large", "The image is larger than 2 MB"),
  });
  auth.use((c, next) => (c.req.path.endsWith("/profile/avatar") ? avatarLimit(c, next) : jsonLimit(c, next)));
  auth.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  auth.get("/csrf-token", async (c) => {
    const session = (await bearerUser(c, db, keys))?.sessionId ?? null;
    return c.json<CsrfToken>({ csrf_token: issueAuthCsrfToken(c, keys.csrf, secure, session) });
  });

  auth.post("/login", async (c) => {
    const { login, password } = await parseJson(c, loginSchema);
    const ip = clientIp(c, config.TRUST_PROXY);
    // One counter per account whatever login form (e-mail or username), one per (account, address) and
    // one per address; the account-wide one binds only addresses that have failed for it, so nobody can
    // lock the owner out from elsewhere (OWASP authentication cheat sheet).
    const account = await loginAccountKey(db, login);
    const pair = `${account}|${ip}`;
    await limits.check("loginFailuresPerIp", ip);
    await limits.check("loginFailuresPerAccountAndIp", pair);
    if ((await limits.count("loginFailuresPerAccountAndIp", pair)) > 0)
      await limits.check("loginFailuresPerAccount", account);
    const result = await checkCredentials(db, login, password);
    if (result.status === "invalid") {
      logger.info({ event: "login_failed", ip }, "login failed");
      await Promise.all([
        limits.consume("loginFailuresPerIp", ip).catch(() => undefined),
        limits.consume("loginFailuresPerAccount", account).catch(() => undefined),
        limits.consume("loginFailuresPerAccountAndIp", pair).catch(() => undefined),
      ]);
      throw new HttpError("invalid_credentials", "Unable to log in with the provided credentials.");
    }
    if (result.status === "inactive")
      throw new HttpError("account_inactive", "Your account is not activated yet. Check your email.");
    if (result.status === "deactivated")
      throw new HttpError("account_deactivated", "This account has been deactivated by the site team.");
    await limits.reset("loginFailuresPerAccountAndIp", pair);
    const session = await startSession(db, result.userId);
    logger.info({ event: "login", userId: result.userId, ip }, "login");
    return c.json<TokenPair>({
      access_token: await signAccessToken(keys, { userId: result.userId, sessionId: session.sessionId }),
      refresh_token: session.refresh,
    });
  });

  auth.post("/refresh-token", async (c) => {
    const { refresh } = await parseJson(c, refreshSchema);
    const rotation = await rotateRefreshToken(db, refresh);
    if (rotation.status === "reused") {
      logger.warn(
        { event: "refresh_reuse", userId: rotation.userId, sessionId: rotation.sessionId },
        "refresh token reused: session revoked",
      );
    }
    if (rotation.status !== "ok") throw new HttpError("session_expired", "Session expired");
    const access = await signAccessToken(keys, { userId: rotation.userId, sessionId: rotation.sessionId });
    return c.json<TokenPair>({ access_token: access, refresh_token: rotation.refresh });
  });

  auth.post("/logout", async (c) => {
    const user = await requireUser(c, db, keys);
    requireAuthCsrf(c, keys.csrf, user.sessionId);
    await revokeSession(db, user.sessionId, "logout");
    logger.info({ event: "logout", userId: user.userId }, "logout");
    return c.body(null, 204);
  });

  auth.get("/profile", async (c) => {
    const user = await requireUser(c, db, keys);
    requireAuthCsrf(c, keys.csrf, user.sessionId);
    const profile = await readProfile(db, user.userId);
    if (!profile) throw new HttpError("unauthorized", "Unauthorized");
    return c.json<AuthProfile>(profile);
  });

  auth.patch("/profile", async (c) => {
    const user = await requireUser(c, db, keys);
    requireAuthCsrf(c, keys.csrf, user.sessionId);
    const patch = await parseJson(c, profileUpdateSchema);
    return c.json<ProfileFields>(await updateProfile(db, user.userId, patch));
  });

  auth.put("/profile/avatar", async (c) => {
    const user = await requireUser(c, db, keys);
    requireAuthCsrf(c, keys.csrf, user.sessionId);
    await limits.consume("avatarPerUser", String(user.userId));
    await limits.consume("avatarPerIp", clientIp(c, config.TRUST_PROXY));
    const bytes = Buffer.from(await c.req.arrayBuffer());
    const result = await saveAvatar(db, join(config.DATA_DIR, "media", "avatars"), user.userId, bytes);
    if (!result.ok) {
      if (result.reason === "too_large") throw new HttpError("body_too_large", "The image is larger than 2 MB");
      throw new HttpError("invalid_input", "Invalid input", {
        avatar: [fieldError("invalid_image", "Upload a JPEG, PNG, WebP or GIF image.")],
      });
    }
    return c.json<AvatarSaved>({ avatar: result.url });
  });

  // Any other path under AUTH_BASE (not the pages' 404).
  auth.all("*", (c) => jsonError(c, "not_found", "Not found"));
  auth.onError(jsonErrorHandler(logger));
  return auth;
}
