import { eq, or, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { users } from "#db/schema";

export type UserRow = typeof users.$inferSelect;

/** By e-mail or username, case-insensitively (the login field takes either). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`))
    .limit(1);
  return user ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
