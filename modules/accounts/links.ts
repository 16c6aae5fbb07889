import { parseId } from "#contracts/ids";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { AuthKeys } from "./keys";

/**
 * Activation and password-reset links: `uid` (the user id, base64url) and a token that is an HMAC over
 * the user's current state and its own timestamp. Activating changes `is_active`, resetting changes the
 * password hash, a new login changes `last_login`, and a new e-mail changes the address: each of these
 * kills the token. Tokens expire after 3 days (Django's default).
 */
export const LINK_TTL_SECONDS = 3 * 24 * 3600;

export type LinkPurpose = "activation" | "reset";

export interface LinkUser {
  id: number;
  email: string;
  passwordHash: string;
  isActive: boolean;
  lastLogin: Date | null;
}

export const encodeUid = (id: number) => Buffer.from(String(id)).toString("base64url");

export function decodeUid(uid: string): number | null {
  return parseId(Buffer.from(uid, "base64url").toString());
}

function signature(keys: AuthKeys, purpose: LinkPurpose, user: LinkUser, timestamp: number): string {
  const state = [
    purpose,
    user.id,
    user.email,
    user.passwordHash,
    user.isActive,
    user.lastLogin?.getTime() ?? "",
    timestamp,
  ];
  return createHmac("sha256", keys.links).update(state.join("|")).digest("base64url");
}

export function makeLinkToken(keys: AuthKeys, purpose: LinkPurpose, user: LinkUser, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `${timestamp.toString(36)}-${signature(keys, purpose, user, timestamp)}`;
}

export function checkLinkToken(
  keys: AuthKeys,
  purpose: LinkPurpose,
  user: LinkUser,
  token: string,
  now = Date.now(),
): boolean {
  const dash = token.indexOf("-");
  const [stamp, given] = [token.slice(0, Math.max(dash, 0)), token.slice(dash + 1)];
  const timestamp = parseInt(stamp ?? "", 36);
  if (!given || !Number.isSafeInteger(timestamp)) return false;
  const age = Math.floor(now / 1000) - timestamp;
  if (age < 0 || age > LINK_TTL_SECONDS) return false;
  const expected = Buffer.from(signature(keys, purpose, user, timestamp));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
