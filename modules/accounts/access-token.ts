import { jwtVerify, SignJWT } from "jose";
import type { AuthKeys } from "./keys";

/** Access tokens: HS256 JWTs, 10 minutes, with audience, issuer and token type checked on every use. */
export const ACCESS_TOKEN_SECONDS = 10 * 60;
const ISSUER = "casino-guide-auth";
const AUDIENCE = "casino-guide";

export interface AccessClaims {
  userId: number;
  /** The session (refresh-token family) the token belongs to; logout revokes it. */
  sessionId: string;
}

export function signAccessToken(keys: AuthKeys, claims: AccessClaims): Promise<string> {
  return new SignJWT({ typ: "access", sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setNotBefore("0s")
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(keys.jwt);
}

/** The claims of a valid access token, or null (bad signature, algorithm, audience, type, expiry…). */
export async function verifyAccessToken(keys: AuthKeys, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    const userId = Number(payload.sub);
    if (payload.typ !== "access" || typeof payload.sid !== "string" || !Number.isSafeInteger(userId)) return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
