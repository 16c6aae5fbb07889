import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { refreshTokens, tokenFamilies, users } from "#db/schema";

/**
 * Refresh tokens (RFC 9700 §4.14.2): opaque, single use, stored as SHA-256 hashes, rotated on every
 * refresh. One family per login; presenting a used token revokes the whole family. A family ends after
 * 7 idle days or 30 days in all.
 */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 3600 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export async function startSession(db: Db, userId: number): Promise<{ sessionId: string; refresh: string }> {
  const refresh = newToken();
  const sessionId = await db.transaction(async (tx) => {
    const [family] = await tx
      .insert(tokenFamilies)
      .values({ userId, expiresAt: new Date(Date.now() + SESSION_MAX_MS) })
      .returning({ id: tokenFamilies.id });
    await tx.insert(refreshTokens).values({ tokenHash: digest(refresh), familyId: family!.id });
    return family!.id;
  });
  return { sessionId, refresh };
}

export type Rotation =
  | { status: "ok"; userId: number; sessionId: string; refresh: string }
  | { status: "reused"; userId: number; sessionId: string }
  | { status: "invalid" };

export async function rotateRefreshToken(db: Db, refresh: string): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ usedAt: refreshTokens.usedAt, family: tokenFamilies, isActive: users.isActive })
      .from(refreshTokens)
      .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, tokenFamilies.userId))
      .where(eq(refreshTokens.tokenHash, digest(refresh)))
      .for("update", { of: refreshTokens });
    if (!row) return { status: "invalid" } as const;
    const { family } = row;
    if (row.usedAt) {
      await tx
        .update(tokenFamilies)
        .set({ revokedAt: new Date(), revokedReason: "reuse" })
        .where(and(eq(tokenFamilies.id, family.id), isNull(tokenFamilies.revokedAt)));
      return { status: "reused", userId: family.userId, sessionId: family.id } as const;
    }
    const now = Date.now();
    const expired = family.expiresAt.getTime() <= now || family.lastUsedAt.getTime() + SESSION_IDLE_MS <= now;
    if (family.revokedAt || expired || !row.isActive) return { status: "invalid" } as const;
    const next = newToken();
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(eq(refreshTokens.tokenHash, digest(refresh)));
    await tx.insert(refreshTokens).values({ tokenHash: digest(next), familyId: family.id });
    await tx.update(tokenFamilies).set({ lastUsedAt: new Date() }).where(eq(tokenFamilies.id, family.id));
    return { status: "ok", userId: family.userId, sessionId: family.id, refresh: next } as const;
  });
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(tokenFamilies.id, sessionId), isNull(tokenFamilies.revokedAt)));
}

export async function revokeAllSessions(db: Pick<Db, "update">, userId: number, reason: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)));
}

/** An access token counts only while its session is alive and its user active. */
export async function isSessionActive(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(
      and(
        eq(tokenFamilies.id, sessionId),
        eq(tokenFamilies.userId, userId),
        isNull(tokenFamilies.revokedAt),
        gt(tokenFamilies.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}
