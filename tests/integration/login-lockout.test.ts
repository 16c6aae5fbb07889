import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { deriveKeys, emailKey, hashPassword, usernameKey } from "#modules/accounts";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { LIMITS, RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import { freshDatabase } from "../helpers/database";

/**
 * Failed logins lock out the address that fails, never the owner (OWASP authentication cheat sheet):
 * one counter per account whatever login form, one per (account, address), one per address.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let limits: RateLimits;
const PASSWORD = "Tr0ub4dor&3x";
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent", TRUST_PROXY: "true" });

beforeAll(async () => {
  database = await freshDatabase();
  // In memory: account ids repeat from one test database to the next (tests/integration/rate-limit.test.ts
  // covers the Redis store).
  limits = new RateLimits(null);
});
afterAll(async () => {
  await limits.close();
  await database.drop();
});

const app = () =>
  createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(0),
    keys: deriveKeys("lockout-secret-".repeat(3)),
    limits,
    web: async () => async () => new Response("page", { status: 404 }),
  });

let serial = 0;
async function account() {
  const n = ++serial;
  const [user] = await database.db
    .insert(users)
    .values({
      email: `lock${n}@example.com`,
      emailKey: emailKey(`lock${n}@example.com`),
      username: `lock${n}`,
      usernameKey: usernameKey(`lock${n}`),
      passwordHash: await hashPassword(PASSWORD),
      isActive: true,
    })
    .returning();
  return user!;
}

let address = 0;
/** A fresh client address (the tests run behind a trusted proxy). */
const newAddress = () => `198.51.100.${++address}`;

const logIn = (login: string, password: string, ip: string) =>
  app().request("/auth/login", {
    method: "POST",
    headers: { host: "localhost", "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ login, password }),
  });

describe("login lockout", () => {
  it("counts the e-mail and the username as one account: 10 failures from an address, not 20", async () => {
    const user = await account();
    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await logIn(user.email, `Wrong-${i}!x`, ip)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await logIn(user.username, `Wrong-${i}!y`, ip)).status).toBe(401);
    const blocked = await logIn(user.email, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await logIn(user.username, PASSWORD, ip)).status).toBe(429);
  });

  it("never blocks the right password from an address that has not failed", async () => {
    const user = await account();
    const attacker = newAddress();
    for (let i = 0; i < 12; i++) await logIn(user.username, `Wrong-${i}!z`, attacker);
    expect((await logIn(user.username, PASSWORD, attacker)).status).toBe(429);
    expect((await logIn(user.username, PASSWORD, newAddress())).status).toBe(200);
  });

  it("binds the account-wide limit only on addresses that failed for it", async () => {
    const user = await account();
    // A spread attack: failures from many addresses, none over its own limit.
    const per = LIMITS.loginFailuresPerAccountAndIp.points - 1;
    const spread = Math.ceil(LIMITS.loginFailuresPerAccount.points / per) + 1;
    const failing: string[] = [];
    for (let a = 0; a < spread; a++) {
      const ip = newAddress();
      failing.push(ip);
      await Promise.all(Array.from({ length: per }, (_, i) => logIn(user.email, `Spread-${a}-${i}!`, ip)));
    }
    expect((await logIn(user.email, PASSWORD, failing[0]!)).status).toBe(429);
    expect((await logIn(user.email, PASSWORD, newAddress())).status).toBe(200);
  });

  it("forgets an address's failures for the account after it logs in", async () => {
    const user = await account();
    const ip = newAddress();
    for (let i = 0; i < 9; i++) await logIn(user.username, `Wrong-${i}!w`, ip);
    expect((await logIn(user.username, PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await logIn(user.username, `Again-${i}!w`, ip)).status).toBe(401);
    expect((await logIn(user.username, PASSWORD, ip)).status).toBe(200);
  });
});
