import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleMe } from "#contracts/console";
import type { AccountDetail, AccountList, CasinoChoice } from "#contracts/console-users";
import type { ErrorBody } from "#contracts/errors";
import { auditLog, casinos, mailOutbox, slots, users } from "#db/schema";
import { emailKey, usernameKey } from "#modules/accounts";
import { createComment, rateCasino, saveReview } from "#modules/community";
import { fileComplaint } from "#modules/complaints";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { signedInClient, TEST_PASSWORD } from "../helpers/accounts";
import { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 17's users section over HTTP: the account search, an account's page, deactivation (which ends
 * every session and keeps the account out), roles and the staff switch, casino representatives, the
 * second-factor reset, validation, and the audit names of each change.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let admin: Awaited<ReturnType<typeof consoleClient>>;
let casino: { id: number; slug: string; name: string };

type Answer = AccountDetail & ErrorBody;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => async () => new Response("page"),
  });
  admin = await consoleClient(app, database.db, ["admin"]);
  [casino] = (await database.db
    .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
    .from(casinos)
    .orderBy(casinos.id)
    .limit(1)) as [typeof casino];
}, 120_000);

afterAll(async () => {
  await database.drop();
});

const search = (query: string) => admin.client.json<AccountList & ErrorBody>("GET", `${CONSOLE}/users/?${query}`);
const account = (id: number) => admin.client.json<Answer>("GET", `${CONSOLE}/users/${id}/`);
const change = (id: number, what: string, body: unknown = {}) =>
  admin.client.json<Answer>("POST", `${CONSOLE}/users/${id}/${what}/`, body);

/** An account with the given name and address, active unless told, straight in the database. */
async function member(username: string, email: string, options: { active?: boolean; staff?: boolean } = {}) {
  const [row] = await database.db
    .insert(users)
    .values({
      username,
      email,
      usernameKey: usernameKey(username),
      emailKey: emailKey(email),
      passwordHash: "x",
      isActive: options.active ?? true,
      isStaff: options.staff ?? false,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A login with the test password: its status and error code. */
async function logIn(username: string) {
  const client = new TestClient(app);
  await client.fetchCsrf();
  const res = await client.json<ErrorBody & { access_token: string }>("POST", "/auth/login", {
    login: username,
    password: TEST_PASSWORD,
  });
  return { status: res.status, code: res.body.code };
}

const lastAudit = async (targetId: number) => {
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, "user"), eq(auditLog.targetId, String(targetId))))
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return entry;
};

describe("finding accounts", () => {
  it("finds accounts by the start of the username or e-mail in any case, by name, a page at a time", async () => {
    const ids = [
      await member("Quokka_Bright", "qb@example.com"),
      await member("quokka_calm", "qc@example.com"),
      await member("Wombat", "QUOKKA.fan@example.com"),
      await member("quokkadisguised", "qd@example.com"),
    ];
    await member("not_a_quokka", "nq@example.com");
    const all = await search("q=QUOKKA");
    expect(all.status).toBe(200);
    // By username key: "quokka_bright", "quokka_calm", "quokkadisguised", "wombat" (its e-mail matched).
    expect(all.body.items.map((a) => a.id)).toEqual([ids[0], ids[1], ids[3], ids[2]]);
    expect(all.body.items[0]).toMatchObject({ username: "Quokka_Bright", email: "qb@example.com", state: "active" });

    const first = await search("q=quokka&limit=3");
    expect(first.body.items).toHaveLength(3);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const rest = await search(`q=quokka&limit=3&cursor=${first.body.next_cursor}`);
    expect(rest.body.items.map((a) => a.id)).toEqual([ids[2]]);
    expect(rest.body.next_cursor).toBeNull();

    // "_" and "%" are the name's own characters, not wildcards.
    expect((await search("q=quokka_")).body.items.map((a) => a.id)).toEqual([ids[0], ids[1]]);
    expect((await search(`q=${encodeURIComponent("%kka")}`)).body.items).toEqual([]);
  });

  it("filters staff only, by role, and active or inactive accounts", async () => {
    const staffId = await member("ibis_staff", "ibis1@example.com", { staff: true });
    const modId = await member("ibis_mod", "ibis2@example.com", { staff: true });
    const pendingId = await member("ibis_pending", "ibis3@example.com", { active: false });
    const playerId = await member("ibis_player", "ibis4@example.com");
    expect((await change(modId, "roles/grant", { role: "moderator" })).status).toBe(200);
    const ids = async (query: string) => (await search(`q=ibis&${query}`)).body.items.map((a) => a.id);
    expect(await ids("staff=true")).toEqual([modId, staffId]);
    expect(await ids("role=moderator")).toEqual([modId]);
    expect(await ids("state=inactive")).toEqual([pendingId]);
    expect(await ids("state=active&staff=false")).toEqual([modId, playerId, staffId]);
    const listed = (await search("q=ibis_mod")).body.items[0];
    expect(listed).toMatchObject({ is_staff: true, roles: ["moderator"], state: "active" });
  });

  it("refuses bad filters and foreign cursors with 400 naming the parameter", async () => {
    for (const [query, field] of [
      ["role=owner", "role"],
      ["state=asleep", "state"],
      ["limit=0", "limit"],
      [`q=${"x".repeat(101)}`, "q"],
      ["cursor=nonsense", "cursor"],
      [
        `cursor=${Buffer.from(JSON.stringify(["audit", "2026-01-01T00:00:00.000Z", 1])).toString("base64url")}`,
        "cursor",
      ],
    ]) {
      const res = await search(query!);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("invalid_query");
      expect(Object.keys(res.body.errors ?? {}), query).toEqual([field]);
    }
  });
});

describe("an account's page", () => {
  it("shows its facts, roles, second factor and activity: counts and the newest items with their pages", async () => {
    const { user } = await signedInClient(app, database.db);
    const [slot] = await database.db.select({ id: slots.id, slug: slots.slug }).from(slots).limit(1);
    await saveReview(database.db, user.id, casino.id, { text: "Paid out within two days, twice, no questions." });
    await rateCasino(database.db, user.id, casino.id, 8);
    await createComment(database.db, user.id, { type: "slot", id: slot!.id }, "Does the demo use real RTP?", null);
    const filed = await fileComplaint(
      database.db,
      user.id,
      {
        casinoId: casino.id,
        title: "Withdrawal pending for six weeks",
        type: "delayed_withdrawal",
        amount: 120,
        currency: "EUR",
        problemDate: "2026-10-01",
        description: "My withdrawal has been pending for six weeks although my account is verified in full.",
        lang: "en",
        consent: true,
      },
      { origin: "http://localhost" },
    );

    const res = await account(user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      state: "active",
      is_staff: false,
      roles: [],
      grants: [],
      second_factor: "none",
      deactivated_at: null,
    });
    expect(res.body.last_login).toEqual(expect.any(String));
    const { reviews, comments, ratings, complaints } = res.body.activity;
    expect([reviews.count, comments.count, ratings.count, complaints.count]).toEqual([1, 1, 1, 1]);
    expect(reviews.latest[0]).toMatchObject({
      about: casino.name,
      path: `/casinos/${casino.slug}`,
      status: "published",
    });
    expect(comments.latest[0]).toMatchObject({ path: `/slots/${slot!.slug}`, text: "Does the demo use real RTP?" });
    expect(ratings.latest[0]).toMatchObject({ id: casino.id, text: "8 / 10", path: `/casinos/${casino.slug}` });
    expect(complaints.latest[0]).toMatchObject({
      id: filed!.id,
      path: `/complaints/${filed!.id}-${filed!.slug}`,
      status: "new",
    });

    expect((await account(admin.user.id)).body).toMatchObject({ is_staff: true, second_factor: "enrolled" });
  });

  it("answers 404 for an unknown account or an id that is none", async () => {
    expect((await account(2_000_000_000)).status).toBe(404);
    expect((await admin.client.json("GET", `${CONSOLE}/users/abc/`)).status).toBe(404);
    expect((await change(2_000_000_000, "deactivate")).status).toBe(404);
    expect((await change(2_000_000_000, "roles/grant", { role: "editor" })).status).toBe(404);
  });
});

describe("deactivation", () => {
  it("ends every session at once and keeps the account out until an admin reactivates it", async () => {
    const player = await signedInClient(app, database.db);
    const other = new TestClient(app);
    await other.fetchCsrf();
    const login = await other.json<{ refresh_token: string }>("POST", "/auth/login", {
      login: player.user.username,
      password: TEST_PASSWORD,
    });
    expect((await player.client.json("GET", "/auth/profile")).status).toBe(200);

    const res = await change(player.user.id, "deactivate");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: "deactivated", deactivated_at: expect.any(String) });
    expect((await player.client.json("GET", "/auth/profile")).status).toBe(401);
    const refresh = await other.json<ErrorBody>("POST", "/auth/refresh-token", { refresh: login.body.refresh_token });
    expect([refresh.status, refresh.body.code]).toEqual([401, "session_expired"]);
    expect(await logIn(player.user.username)).toEqual({ status: 403, code: "account_deactivated" });
    expect(await lastAudit(player.user.id)).toMatchObject({ action: "user.deactivate", status: 200 });

    // Deactivating again changes nothing; reactivating lets the player in again.
    expect((await change(player.user.id, "deactivate")).body.state).toBe("deactivated");
    expect((await change(player.user.id, "reactivate")).body).toMatchObject({ state: "active", deactivated_at: null });
    expect((await logIn(player.user.username)).status).toBe(200);
    expect(await lastAudit(player.user.id)).toMatchObject({ action: "user.reactivate", status: 200 });
  });

  it("cannot be undone by the owner: no activation mail, no takeover by a new registration, no expiry", async () => {
    const { user } = await signedInClient(app, database.db);
    await change(user.id, "deactivate");
    const anonymous = new TestClient(app);
    await anonymous.fetchCsrf();
    const mails = async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).length;
    const before = await mails();
    expect((await anonymous.request("POST", "/api/users/resend_activation/", { email: user.email })).status).toBe(204);
    expect((await anonymous.request("POST", "/api/users/reset_password/", { email: user.email })).status).toBe(204);
    const registered = await anonymous.request("POST", "/api/users/", {
      email: user.email,
      username: `${user.username}x`,
      password: TEST_PASSWORD,
      re_password: TEST_PASSWORD,
      accept_terms: true,
    });
    expect(registered.status).toBe(201);
    expect(await mails()).toBe(before);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ username: user.username, isActive: false, passwordHash: user.passwordHash });

    // Long past an activation link's three days, it is still there, still deactivated.
    await database.db
      .update(users)
      .set({ dateJoined: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, user.id));
    expect(await logIn(user.username)).toEqual({ status: 403, code: "account_deactivated" });
  });

  it("refuses an admin deactivating themself (409 own_account), and logs the refusal", async () => {
    const res = await change(admin.user.id, "deactivate");
    expect([res.status, res.body.code]).toEqual([409, "own_account"]);
    expect(await lastAudit(admin.user.id)).toMatchObject({ action: "user.deactivate", status: 409 });
    expect((await admin.client.json("GET", `${CONSOLE}/me/`)).status).toBe(200);
  });

  it("takes a staff account out of the console with its sessions", async () => {
    const editor = await consoleClient(app, database.db, ["editor"]);
    await change(editor.user.id, "deactivate");
    expect((await editor.client.json("GET", `${CONSOLE}/me/`)).status).toBe(401);
  });
});

describe("roles and the staff switch", () => {
  it("makes an account staff with a console role: its next console visit asks for a second factor", async () => {
    const player = await signedInClient(app, database.db);
    expect((await player.client.json<ErrorBody>("GET", `${CONSOLE}/me/`)).body.code).toBe("staff_only");
    const res = await change(player.user.id, "roles/grant", { role: "editor" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_staff: true, roles: ["editor"], grants: [{ role: "editor", casino: null }] });
    const me = await player.client.json<ConsoleMe>("GET", `${CONSOLE}/me/`);
    expect(me.body).toMatchObject({ roles: ["editor"], second_factor: "none", verified: false });
    expect((await player.client.json<ErrorBody>("GET", `${CONSOLE}/audit/`)).body.code).toBe("second_factor_required");
    expect(await lastAudit(player.user.id)).toMatchObject({
      action: "role.grant",
      status: 200,
      detail: { role: "editor", casino_id: null },
    });
  });

  it("clears the staff switch with the last console role; granting one held already changes nothing", async () => {
    const { user, client } = await signedInClient(app, database.db);
    await change(user.id, "roles/grant", { role: "moderator" });
    await change(user.id, "roles/grant", { role: "mediator" });
    expect((await change(user.id, "roles/grant", { role: "mediator" })).body.roles).toEqual(["moderator", "mediator"]);
    expect((await change(user.id, "roles/revoke", { role: "moderator" })).body).toMatchObject({ is_staff: true });
    const last = await change(user.id, "roles/revoke", { role: "mediator" });
    expect(last.body).toMatchObject({ is_staff: false, roles: [] });
    expect((await client.json<ErrorBody>("GET", `${CONSOLE}/me/`)).body.code).toBe("staff_only");
    expect(await lastAudit(user.id)).toMatchObject({ action: "role.revoke", detail: { role: "mediator" } });
  });

  it("takes an account off the staff, every console role with it", async () => {
    const { user } = await signedInClient(app, database.db, { staff: true });
    await change(user.id, "roles/grant", { role: "editor" });
    await change(user.id, "roles/grant", { role: "casino_rep", casino_id: casino.id });
    const res = await change(user.id, "staff/remove");
    expect(res.body).toMatchObject({ is_staff: false, roles: ["casino_rep"] });
    expect(await lastAudit(user.id)).toMatchObject({ action: "user.staff_remove", status: 200 });
  });

  it("links a casino representative to a casino found by name; the account stays a player", async () => {
    const { user } = await signedInClient(app, database.db);
    const part = casino.name.slice(1, 4).toUpperCase();
    const choices = await admin.client.json<{ items: CasinoChoice[] }>(
      "GET",
      `${CONSOLE}/users/casinos/?q=${encodeURIComponent(part)}`,
    );
    expect(choices.status).toBe(200);
    expect(choices.body.items).toContainEqual(casino);
    expect(choices.body.items.every((c) => c.name.toUpperCase().includes(part))).toBe(true);

    const linked = await change(user.id, "roles/grant", { role: "casino_rep", casino_id: casino.id });
    expect(linked.body).toMatchObject({ is_staff: false, grants: [{ role: "casino_rep", casino }] });
    const unlinked = await change(user.id, "roles/revoke", { role: "casino_rep", casino_id: casino.id });
    expect(unlinked.body.grants).toEqual([]);
  });

  it("refuses an admin removing their own admin role (409 own_account)", async () => {
    const res = await change(admin.user.id, "roles/revoke", { role: "admin" });
    expect([res.status, res.body.code]).toEqual([409, "own_account"]);
    expect((await account(admin.user.id)).body.roles).toEqual(["admin"]);
    const removed = await change(admin.user.id, "staff/remove");
    expect([removed.status, removed.body.code]).toEqual([409, "own_account"]);
  });

  it("validates a role change field by field (400)", async () => {
    const { user } = await signedInClient(app, database.db);
    const cases: [unknown, string, string][] = [
      [{ role: "casino_rep" }, "casino_id", "required"],
      [{ role: "editor", casino_id: casino.id }, "casino_id", "invalid_value"],
      [{ role: "casino_rep", casino_id: 2_000_000_000 }, "casino_id", "unknown_value"],
      [{ role: "casino_rep", casino_id: "1" }, "casino_id", "invalid_type"],
      [{ role: "owner" }, "role", "invalid_value"],
      [{}, "role", "required"],
      [{ role: "editor", superuser: true }, "non_field_errors", "unknown_field"],
    ];
    for (const [body, field, code] of cases) {
      const res = await change(user.id, "roles/grant", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(res.body.errors?.[field]?.[0]?.code, JSON.stringify(body)).toBe(code);
    }
    expect((await account(user.id)).body.roles).toEqual([]);
  });
});

describe("the second-factor reset", () => {
  it("makes another account set up its second factor again; its sessions must pass it anew", async () => {
    const editor = await consoleClient(app, database.db, ["editor"]);
    const res = await change(editor.user.id, "second-factor/reset");
    expect(res.status).toBe(200);
    expect(res.body.second_factor).toBe("none");
    const me = await editor.client.json<ConsoleMe>("GET", `${CONSOLE}/me/`);
    expect(me.body).toMatchObject({ second_factor: "none", verified: false });
    expect((await editor.client.json("POST", `${CONSOLE}/second-factor/enrol/`, {})).status).toBe(200);
    expect(await lastAudit(editor.user.id)).toMatchObject({ action: "second_factor.enrol" });
    const resets = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.second_factor_reset"), eq(auditLog.targetId, String(editor.user.id))));
    expect(resets).toHaveLength(1);
  });

  it("refuses an admin resetting their own (409 own_account)", async () => {
    const res = await change(admin.user.id, "second-factor/reset");
    expect([res.status, res.body.code]).toEqual([409, "own_account"]);
    expect((await account(admin.user.id)).body.second_factor).toBe("enrolled");
  });
});
