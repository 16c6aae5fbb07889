import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { emailKey, hashPassword, usernameKey } from "#modules/accounts";
import type { AppEnv } from "#server/http/env";
import { TestClient } from "./client";

export const TEST_PASSWORD = "Tr0ub4dor&3x";
let serial = 0;

/** An active account created directly in the database, and a client logged in as it. */
export async function signedInClient(app: Hono<AppEnv>, db: Db, options: { staff?: boolean } = {}) {
  const n = `${process.pid}_${++serial}`;
  const [user] = await db
    .insert(users)
    .values({
      email: `member${n}@example.com`,
      emailKey: emailKey(`member${n}@example.com`),
      username: `member${n}`,
      usernameKey: usernameKey(`member${n}`),
      passwordHash: await hashPassword(TEST_PASSWORD),
      isActive: true,
      isStaff: options.staff ?? false,
    })
    .returning();
  const client = new TestClient(app);
  await client.fetchCsrf();
  const login = await client.json<{ access_token: string }>("POST", "/auth/login", {
    login: user!.username,
    password: TEST_PASSWORD,
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  client.access = login.body.access_token;
  await client.fetchAuthCsrf();
  return { client, user: user! };
}

export async function deactivate(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ isActive: false }).where(eq(users.id, userId));
}
