import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { deriveKeys } from "#modules/accounts";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import { TestClient } from "./client";
import { freshDatabase } from "./database";
import { lastMailTo, linkParts } from "./mail";

export const PASSWORD = "Tr0ub4dor&3x";

/**
 * Issue 3's tests over HTTP (tests/integration/accounts-*.test.ts): a fresh database for the file, fresh
 * rate limits for each test, an app on them, and players registered and activated through the API.
 */
export function accountsOverHttp() {
  const keys = deriveKeys("test-secret-".repeat(4));
  // A real folder: avatars are files under DATA_DIR/media/avatars.
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "accounts-")),
    LOG_LEVEL: "silent",
  });
  const notFoundPages = async () => new Response("page", { status: 404 });
  const state = {} as { database: Awaited<ReturnType<typeof freshDatabase>>; limits: RateLimits };
  let serial = 0;

  beforeAll(async () => {
    state.database = await freshDatabase();
  });
  beforeEach(() => {
    state.limits = new RateLimits(null);
  });
  afterAll(async () => {
    await state.database.drop();
  });

  function newApp() {
    return createApp({
      config,
      database: state.database,
      logger: createLogger(config),
      cache: new PageCache(0),
      keys,
      limits: state.limits,
      web: async () => notFoundPages,
    });
  }

  /** Registers, activates and returns a signed-out client and the account's names. */
  async function activatedAccount() {
    const client = new TestClient(newApp());
    const n = ++serial;
    const account = { email: `player${n}@example.com`, username: `player${n}` };
    await client.fetchCsrf();
    const created = await client.json("POST", "/api/users/", {
      ...account,
      password: PASSWORD,
      re_password: PASSWORD,
      accept_terms: true,
    });
    expect(created.status).toBe(201);
    const mail = await lastMailTo(state.database.db, account.email);
    const activation = await client.request(
      "POST",
      "/api/users/activation/",
      linkParts(mail!.text, "/registration/activate/"),
    );
    expect(activation.status).toBe(204);
    return { client, ...account };
  }

  async function logIn(client: TestClient, login: string, password = PASSWORD) {
    const res = await client.json<{ access_token: string; refresh_token: string }>("POST", "/auth/login", {
      login,
      password,
    });
    if (res.status === 200) {
      client.access = res.body.access_token;
      // Then a CSRF token is fetched (docs/product-spec.md §7): bound to the new session.
      await client.fetchAuthCsrf();
    }
    return res;
  }

  return { state, newApp, activatedAccount, logIn };
}
