import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { HttpError } from "./errors";

/**
 * Signed double-submit CSRF tokens (docs/security.md), one scheme for both services:
 * - the auth service keeps a random secret in an HttpOnly cookie and hands out
 *   `nonce.HMAC(secret|session|nonce)`, bound to the session of the bearer that asked for it (none before
 *   login), which the browser stores (localStorage `csrf_token`) and sends as X-CSRF-Token: a token
 *   leaked from one session is worth nothing in another;
 * - the API sets the JS-readable cookie `csrftoken` = `nonce.HMAC(nonce)`, which the browser sends back
 *   as X-CSRFToken (docs/product-spec.md §3, §7).
 * Both also refuse requests that the browser marks as cross-site.
 */
export const AUTH_CSRF_COOKIE = "auth_csrf";
export const API_CSRF_COOKIE = "csrftoken";
const COOKIE_DAYS = 365;

const sign = (key: Buffer, value: string) => createHmac("sha256", key).update(value).digest("base64url");
const nonce = () => randomBytes(16).toString("base64url");

function same(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookieOptions(secure: boolean, httpOnly: boolean) {
  return { path: "/", httpOnly, secure, sameSite: "Lax" as const, maxAge: COOKIE_DAYS * 86400 };
}

/**
 * GET {auth}/csrf-token: a token bound to this browser's secret cookie (set when missing) and to the
 * session of the bearer that asks (null before login).
 */
export function issueAuthCsrfToken(c: Context, key: Buffer, secure: boolean, sessionId: string | null): string {
  let secret = getCookie(c, AUTH_CSRF_COOKIE);
  if (!secret || secret.length < 20) {
    secret = randomBytes(24).toString("base64url");
    setCookie(c, AUTH_CSRF_COOKIE, secret, cookieOptions(secure, true));
  }
  const n = nonce();
  return `${n}.${sign(key, `${secret}|${sessionId ?? ""}|${n}`)}`;
}

/** GET {api}/csrf/: sets the `csrftoken` cookie that the browser's JavaScript reads. */
export function issueApiCsrfCookie(c: Context, key: Buffer, secure: boolean): string {
  const n = nonce();
  const token = `${n}.${sign(key, `api|${n}`)}`;
  setCookie(c, API_CSRF_COOKIE, token, cookieOptions(secure, false));
  return token;
}

function refuseCrossSite(c: Context) {
  if (c.req.header("sec-fetch-site") === "cross-site")
    throw new HttpError("csrf_failed", "CSRF check failed: cross-site request");
}

/** The auth service's unsafe and personal calls: a token of this browser and of the bearer's session. */
export function requireAuthCsrf(c: Context, key: Buffer, sessionId: string): void {
  refuseCrossSite(c);
  const token = c.req.header("x-csrf-token") ?? "";
  const secret = getCookie(c, AUTH_CSRF_COOKIE) ?? "";
  const [n, signature] = token.split(".");
  if (!secret || !n || !signature || !same(signature, sign(key, `${secret}|${sessionId}|${n}`))) {
    throw new HttpError("csrf_failed", "CSRF token missing or incorrect");
  }
}

export function requireApiCsrf(c: Context, key: Buffer): void {
  refuseCrossSite(c);
  const header = c.req.header("x-csrftoken") ?? "";
  const cookie = getCookie(c, API_CSRF_COOKIE) ?? "";
  const [n, signature] = header.split(".");
  if (!header || !same(header, cookie) || !n || !signature || !same(signature, sign(key, `api|${n}`))) {
    throw new HttpError("csrf_failed", "CSRF token missing or incorrect");
  }
}
