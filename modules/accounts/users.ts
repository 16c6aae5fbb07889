import { eq, or } from "drizzle-orm";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { emailKey, usernameKey } from "./identity";

export type UserRow = typeof users.$inferSelect;

/** By e-mail or username, in their normal forms (the login field takes either). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.emailKey, emailKey(login)), eq(users.usernameKey, usernameKey(login))))
    .limit(1);
  return user ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.emailKey, emailKey(email)))
    .limit(1);
  return user ?? null;
}

/** True for PostgreSQL's unique violation (23505), from either driver, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
