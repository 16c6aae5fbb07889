import type { Context } from "hono";
import type { Db } from "#db/client";
import { verifyAccessToken, type AuthKeys, isSessionActive } from "#modules/accounts";
import { HttpError } from "./errors";

export interface AuthenticatedUser {
  userId: number;
  sessionId: string;
}

/** The bearer's user: a valid access token of a live session, or null. */
export async function bearerUser(c: Context, db: Db, keys: AuthKeys): Promise<AuthenticatedUser | null> {
  const header = c.req.header("authorization") ?? "";
  const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header)?.[1];
  const claims = token ? await verifyAccessToken(keys, token) : null;
  return claims && (await isSessionActive(db, claims.sessionId, claims.userId)) ? claims : null;
}

/** The bearer's user, or 401 'Unauthorized' (docs/product-spec.md §5). */
export async function requireUser(c: Context, db: Db, keys: AuthKeys): Promise<AuthenticatedUser> {
  const user = await bearerUser(c, db, keys);
  if (!user) throw new HttpError("unauthorized", "Unauthorized");
  return user;
}
