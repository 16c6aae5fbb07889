import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleMe } from "#contracts/console";
import type { ErrorBody } from "#contracts/errors";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { signedInClient, TEST_PASSWORD } from "../helpers/accounts";
import { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient, totpCode } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/** Issue 17: who reaches the staff console, the second factor (TOTP + recovery codes), the audit log. */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await freshDatabase();
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => async () => new Response("page"),
  });
});

afterAll(async () => {
  await database.drop();
});

type Answer = ConsoleMe & ErrorBody & { recovery_codes: string[]; secret: string; qr_svg: string; otpauth_uri: string };

/** A six-digit code that is not this one. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A second login of the same account: a new session, which has not passed the second factor. */
async function newSession(username: string): Promise<TestClient> {
  const client = new TestClient(app);
  await client.fetchCsrf();
  const login = await client.json<{ access_token: string }>("POST", "/auth/login", {
    login: username,
    password: TEST_PASSWORD,
  });
  client.access = login.body.access_token;
  return client;
}

describe("who reaches the console", () => {
  it("refuses the anonymous (401) and players (403 staff_only)", async () => {
    const anonymous = new TestClient(app);
    expect((await anonymous.json<ErrorBody>("GET", `${CONSOLE}/me/`)).status).toBe(401);
    const { client } = await signedInClient(app, database.db);
    const res = await client.json<ErrorBody>("GET", `${CONSOLE}/me/`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("staff_only");
  });

  it("lets staff read who they are, but nothing else before the second factor", async () => {
    const { client } = await signedInClient(app, database.db, { staff: true });
    const me = await client.json<Answer>("GET", `${CONSOLE}/me/`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ second_factor: "none", verified: false, roles: [], permissions: [] });
    const audit = await client.json<Answer>("GET", `${CONSOLE}/audit/`);
    expect(audit.status).toBe(403);
    expect(audit.body.code).toBe("second_factor_required");
  });

  it("answers unknown console paths 404 as JSON, after the checks", async () => {
    const { client } = await consoleClient(app, database.db, ["admin"]);
    const res = await client.json<ErrorBody>("GET", `${CONSOLE}/no-such-thing/`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("not_found");
  });
});

describe("the second factor", () => {
  it("enrols with a QR code, confirms with a first code and hands out ten recovery codes once", async () => {
    const { client, user } = await signedInClient(app, database.db, { staff: true });
    const enrol = await client.json<Answer>("POST", `${CONSOLE}/second-factor/enrol/`, {});
    expect(enrol.status).toBe(200);
    expect(enrol.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Casino%20Guide:member\d+_\d+\?/);
    expect(enrol.body.otpauth_uri).toContain(`secret=${enrol.body.secret}`);
    expect(enrol.body.qr_svg).toMatch(/^<svg[^>]*>/);
    expect(enrol.body.secret).toMatch(/^[A-Z2-7]{32}$/);

    const right = totpCode(enrol.body.secret);
    const wrong = await client.json<Answer>("POST", `${CONSOLE}/second-factor/confirm/`, { code: otherThan(right) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.code?.[0]?.code).toBe("wrong_code");

    const confirmed = await client.json<Answer>("POST", `${CONSOLE}/second-factor/confirm/`, { code: right });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const me = await client.json<Answer>("GET", `${CONSOLE}/me/`);
    expect(me.body).toMatchObject({ id: user.id, second_factor: "enrolled", verified: true });

    // Enrolled: a stolen session cannot swap the factor for its own.
    const again = await client.json<Answer>("POST", `${CONSOLE}/second-factor/enrol/`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_enrolled");
  });

  it("asks every new session again; a code works once; a recovery code works once", async () => {
    const { user, secret, recoveryCodes } = await consoleClient(app, database.db, ["editor"]);
    const second = await newSession(user.username);
    expect((await second.json<Answer>("GET", `${CONSOLE}/me/`)).body.verified).toBe(false);

    // The current period's code was spent by the enrolment: it is not accepted again.
    const replay = await second.json<Answer>("POST", `${CONSOLE}/second-factor/verify/`, { code: totpCode(secret) });
    expect(replay.status).toBe(400);
    expect(replay.body.errors?.code?.[0]?.code).toBe("wrong_code");

    const next = await second.json<Answer>("POST", `${CONSOLE}/second-factor/verify/`, { code: totpCode(secret, 1) });
    expect(next.status).toBe(200);
    expect((await second.json<Answer>("GET", `${CONSOLE}/me/`)).body.verified).toBe(true);

    const third = await newSession(user.username);
    const recovery = recoveryCodes[0]!.toUpperCase();
    expect((await third.json("POST", `${CONSOLE}/second-factor/verify/`, { recovery_code: recovery })).status).toBe(
      200,
    );
    const fourth = await newSession(user.username);
    const reused = await fourth.json<Answer>("POST", `${CONSOLE}/second-factor/verify/`, {
      recovery_code: recoveryCodes[0],
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.code?.[0]?.code).toBe("wrong_code");
  });

  it("stops trying codes after five wrong ones, even the right one (429 with Retry-After)", async () => {
    const { user, secret } = await consoleClient(app, database.db, ["editor"]);
    const session = await newSession(user.username);
    const right = totpCode(secret, 1);
    const wrong = otherThan(right);
    for (let i = 0; i < 5; i++) {
      expect((await session.json("POST", `${CONSOLE}/second-factor/verify/`, { code: wrong })).status).toBe(400);
    }
    const blocked = await session.request("POST", `${CONSOLE}/second-factor/verify/`, { code: right });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await session.json<Answer>("GET", `${CONSOLE}/me/`)).body.verified).toBe(false);
  });

  it("refuses malformed codes with field errors", async () => {
    const { client } = await signedInClient(app, database.db, { staff: true });
    await client.json("POST", `${CONSOLE}/second-factor/enrol/`, {});
    for (const body of [{}, { code: "12345" }, { code: "abcdef" }, { code: 123456 }, { recovery_code: "x" }]) {
      const res = await client.json<Answer>("POST", `${CONSOLE}/second-factor/confirm/`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_input");
    }
  });
});

describe("the audit log", () => {
  it("records console changes, refused ones too, newest first, filterable and paged", async () => {
    const admin = await consoleClient(app, database.db, ["admin"]);
    const editor = await consoleClient(app, database.db, ["editor"]);
    await editor.client.json("POST", `${CONSOLE}/second-factor/recovery-codes/`, {});
    await editor.client.json("POST", `${CONSOLE}/second-factor/enrol/`, {}); // refused: enrolled already

    type Page = {
      items: { username: string; action: string; status: number; target_id: string }[];
      next_cursor: string | null;
    };
    const mine = await admin.client.json<Page>("GET", `${CONSOLE}/audit/?user=${editor.user.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((e) => [e.action, e.status])).toEqual([
      ["second_factor.enrol", 409],
      ["second_factor.recovery_codes", 200],
      ["second_factor.confirm", 200],
      ["second_factor.enrol", 200],
    ]);
    expect(mine.body.items.every((e) => e.username === editor.user.username)).toBe(true);
    expect(mine.body.items.every((e) => e.target_id === String(editor.user.id))).toBe(true);

    const first = await admin.client.json<Page>("GET", `${CONSOLE}/audit/?user=${editor.user.id}&limit=3`);
    expect(first.body.items).toHaveLength(3);
    const rest = await admin.client.json<Page>(
      "GET",
      `${CONSOLE}/audit/?user=${editor.user.id}&limit=3&cursor=${first.body.next_cursor}`,
    );
    expect(rest.body.items.map((e) => e.action)).toEqual(["second_factor.enrol"]);
    expect(rest.body.next_cursor).toBeNull();

    const byAction = await admin.client.json<Page>("GET", `${CONSOLE}/audit/?action=second_factor.recovery_codes`);
    expect(byAction.body.items.length).toBeGreaterThan(0);
    expect(byAction.body.items.every((e) => e.action === "second_factor.recovery_codes")).toBe(true);

    const bad = await admin.client.json<ErrorBody>("GET", `${CONSOLE}/audit/?cursor=nonsense`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_query");
  });
});
