import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, tokenFamilies, users } from "#db/schema";
import { deriveKeys } from "#modules/accounts";
import type { ErrorBody } from "#contracts/errors";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import { TestClient } from "../helpers/client";
import { freshDatabase } from "../helpers/database";
import { lastMailTo, linkParts } from "../helpers/mail";

/** Issue 3 over HTTP: registration, activation, login, tokens, CSRF, profile, password change and reset. */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const keys = deriveKeys("test-secret-".repeat(4));
// A real folder: avatars are files under DATA_DIR/media/avatars.
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: mkdtempSync(join(tmpdir(), "accounts-")),
  LOG_LEVEL: "silent",
});
const notFoundPages = async () => new Response("page", { status: 404 });
let limits: RateLimits;

function newApp() {
  return createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(0),
    keys,
    limits,
    web: async () => notFoundPages,
  });
}

const PASSWORD = "Tr0ub4dor&3x";
let serial = 0;

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
  const mail = await lastMailTo(database.db, account.email);
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

beforeAll(async () => {
  database = await freshDatabase();
});
beforeEach(() => {
  limits = new RateLimits(null);
});
afterAll(async () => {
  await database.drop();
});

describe("registration and activation", () => {
  it("limits sign-ups to 10 an hour per address, not counting those the form's rules turn down", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const signUp = (n: number, password: string) =>
      client.request("POST", "/api/users/", {
        email: `limited${n}@example.com`,
        username: `limited${n}`,
        password,
        re_password: password,
        accept_terms: true,
      });
    // A player fixing a weak password many times over is never locked out.
    for (let i = 0; i < 12; i++) expect((await signUp(i, "password")).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await signUp(i, PASSWORD)).status).toBe(201);
    const refused = await signUp(10, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Once over the limit, nothing more is read: a weak password gets the same 429.
    expect((await signUp(11, "password")).status).toBe(429);
  });

  it("registers, mails an activation link in the user's language, and activates once", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const body = {
      email: "Ana.Silva@Example.com",
      username: "ana_silva",
      password: PASSWORD,
      re_password: PASSWORD,
      accept_terms: true,
    };
    const res = await client.request("POST", "/api/users/", body, { "accept-language": "pt-PT" });
    expect(res.status).toBe(201);
    const mail = await lastMailTo(database.db, "ana.silva@example.com");
    expect(mail?.subject).toBe("Ative a sua conta Casino Guide");
    expect(mail?.html).toContain("/registration/activate/");
    const link = linkParts(mail!.text, "/registration/activate/");
    expect((await client.request("POST", "/api/users/activation/", link)).status).toBe(204);
    // The same link again: the account is already active (the page offers to log in).
    expect(await client.json("POST", "/api/users/activation/", link)).toEqual({
      status: 400,
      body: {
        code: "invalid_link",
        message: "This account is already active.",
        errors: { token: [{ code: "already_active", message: "This account is already active." }] },
      },
    });
    // Any other token for that account tells nothing about it.
    const forged = { ...link, token: `${link.token.split("-")[0]}-${"A".repeat(43)}` };
    expect(await client.json("POST", "/api/users/activation/", forged)).toEqual({
      status: 400,
      body: {
        code: "invalid_link",
        message: "Invalid or expired activation link.",
        errors: { token: [{ code: "invalid_link", message: "Invalid or expired activation link." }] },
      },
    });
  });

  it("refuses a username in use (in any case or look-alike form), naming only that field", async () => {
    const { client, username } = await activatedAccount();
    const lookAlikes = [
      username.toUpperCase(),
      username.replace("a", "á"),
      username.normalize("NFKC").replace("p", "ｐ"),
    ];
    for (const taken of lookAlikes) {
      const res = await client.json<ErrorBody>("POST", "/api/users/", {
        email: `someone.else.${taken.length}@example.com`,
        username: taken,
        password: PASSWORD,
        re_password: PASSWORD,
        accept_terms: true,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(Object.keys(res.body.errors!)).toEqual(["username"]);
      expect(res.body.errors!.username![0]!.code).toBe("taken");
    }
  });

  it("answers a registration of an active account's address as any other, changes nothing and tells the owner", async () => {
    const { client, email } = await activatedAccount();
    const res = await client.json<Record<string, unknown>>("POST", "/api/users/", {
      email: email.toUpperCase(),
      username: "a_new_name",
      password: "An0ther-Passw0rd!",
      re_password: "An0ther-Passw0rd!",
      accept_terms: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email, username: "a_new_name" });
    expect((await lastMailTo(database.db, email))?.subject).toBe("Someone tried to sign up with your e-mail address");
    const [owner] = await database.db.select().from(users).where(eq(users.email, email));
    expect(owner!.username).not.toBe("a_new_name");
    expect((await logIn(new TestClient(newApp()), email)).status).toBe(200);
  });

  it("refuses the site's reserved names and their look-alikes, and names mixing alphabets", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const register = (username: string, n: number) =>
      client.json<ErrorBody>("POST", "/api/users/", {
        email: `reserved${n}@example.com`,
        username,
        password: PASSWORD,
        re_password: PASSWORD,
        accept_terms: true,
      });
    // Ten registrations at most: the limit per address and hour.
    const names = ["admin", "ADMİN", "Admin2", "аdmin", "4dm1n", "Moderator", "casino_guide"];
    for (const [n, name] of names.entries()) {
      const res = await register(name, n);
      expect(res.status, name).toBe(400);
      expect(["taken", "mixed_scripts"], name).toContain(res.body.errors!.username![0]!.code);
    }
    const mixed = await register("pаyer", 99); // Latin with a Cyrillic а
    expect(mixed.body.errors!.username![0]!.code).toBe("mixed_scripts");
    expect((await register("Łukasz_Żółw", 100)).status).toBe(201);
    expect((await register("Олена", 101)).status).toBe(201);
  });

  it("applies the spec's password rules and the user agreement, with the spec's messages", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const res = await client.json<ErrorBody>("POST", "/api/users/", {
      email: "rules@example.com",
      username: "rules",
      password: "short",
      re_password: "other",
      accept_terms: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    expect(res.body.message).toBe("Invalid input");
    const errors = res.body.errors!;
    expect(errors.password![0]).toEqual({ code: "too_short", message: "Password must be at least 8 characters long" });
    expect(errors.password).toContainEqual({ code: "no_digit", message: "Password must contain at least one digit" });
    expect(errors.re_password).toEqual([{ code: "mismatch", message: "Passwords do not match" }]);
    expect(errors.accept_terms).toEqual([{ code: "invalid_value", message: "You must accept the user agreement" }]);
    const common = await client.json<ErrorBody>("POST", "/api/users/", {
      email: "rules@example.com",
      username: "rules",
      password: "P@ssw0rd",
      re_password: "P@ssw0rd",
      accept_terms: true,
    });
    expect(common.body.errors!.password).toEqual([{ code: "too_common", message: "This password is too common" }]);
  });

  it("answers resend_activation and reset_password the same for known and unknown addresses", async () => {
    const { client, email } = await activatedAccount();
    const known = await client.request("POST", "/api/users/resend_activation/", { email });
    const unknown = await client.request("POST", "/api/users/resend_activation/", { email: "nobody@example.com" });
    expect([known.status, unknown.status]).toEqual([204, 204]);
    const reset = await client.request("POST", "/api/users/reset_password/", { email: "nobody@example.com" });
    expect(reset.status).toBe(204);
  });
});

describe("CSRF", () => {
  it("refuses unsafe API calls without the csrftoken header (403)", async () => {
    const client = new TestClient(newApp());
    const res = await client.request("POST", "/api/users/", { email: "x@example.com" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "csrf_failed", message: "CSRF token missing or incorrect" });
    await client.request("GET", "/api/csrf/");
    expect(client.cookies.get("csrftoken")).toBeTruthy();
    const forged = await client.request(
      "POST",
      "/api/users/resend_activation/",
      { email: "x@example.com" },
      { "x-csrftoken": "a.b" },
    );
    expect(forged.status).toBe(403);
    const crossSite = await client.request(
      "POST",
      "/api/users/resend_activation/",
      { email: "x@example.com" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(await crossSite.json()).toEqual({ code: "csrf_failed", message: "CSRF check failed: cross-site request" });
  });

  it("refuses auth calls whose X-CSRF-Token is missing or belongs to another browser", async () => {
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    expect((await client.request("GET", "/auth/profile")).status).toBe(200);
    const other = new TestClient(newApp());
    await other.fetchCsrf();
    expect((await client.request("GET", "/auth/profile", undefined, { "x-csrf-token": other.authCsrf! })).status).toBe(
      403,
    );
    client.authCsrf = null;
    expect(await client.json("GET", "/auth/profile")).toEqual({
      status: 403,
      body: { code: "csrf_failed", message: "CSRF token missing or incorrect" },
    });
  });

  it("binds the auth service's token to the session it was issued for", async () => {
    const { client, username } = await activatedAccount();
    const beforeLogin = client.authCsrf!;
    await logIn(client, username);
    const firstSession = client.authCsrf!;
    expect((await client.request("GET", "/auth/profile")).status).toBe(200);
    // The same browser, the token of no session or of another session of the same player: refused.
    expect((await client.request("GET", "/auth/profile", undefined, { "x-csrf-token": beforeLogin })).status).toBe(403);
    await logIn(client, username);
    expect((await client.request("GET", "/auth/profile", undefined, { "x-csrf-token": firstSession })).status).toBe(
      403,
    );
    expect((await client.request("GET", "/auth/profile")).status).toBe(200);
  });
});

describe("login", () => {
  it("gives a token pair, never cached", async () => {
    const { client, email } = await activatedAccount();
    const res = await client.request("POST", "/auth/login", { login: email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["access_token", "refresh_token"]);
  });

  it("answers a wrong password and an unknown account the same way", async () => {
    const { client, username } = await activatedAccount();
    const wrong = await logIn(client, username, "Wrong-pass1!");
    const unknown = await logIn(client, "nobody-at-all", "Wrong-pass1!");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "invalid_credentials" });
    expect(unknown).toEqual(wrong);
  });

  it("tells an inactive account so, after the right password only", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    await client.request("POST", "/api/users/", {
      email: "late@example.com",
      username: "late",
      password: PASSWORD,
      re_password: PASSWORD,
      accept_terms: true,
    });
    expect((await logIn(client, "late", "Wrong-pass1!")).status).toBe(401);
    const right = await logIn(client, "late");
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: "account_inactive" });
    expect(JSON.stringify(right.body)).toMatch(/not activated/);
  });

  it("locks an account after 10 failed logins in 15 minutes (429 with Retry-After)", async () => {
    const { client, username } = await activatedAccount();
    for (let i = 0; i < 10; i++) expect((await logIn(client, username, `Wrong-pass${i}!`)).status).toBe(401);
    const res = await client.request("POST", "/auth/login", { login: username, password: PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ code: "rate_limited", message: "Too many requests. Please try again later." });
  });
});

describe("tokens", () => {
  it("rotates refresh tokens and revokes the family when a used one comes back (RFC 9700)", async () => {
    const { client, username } = await activatedAccount();
    const r1 = (await logIn(client, username)).body.refresh_token;
    const second = await client.json<{ refresh_token: string; access_token: string }>("POST", "/auth/refresh-token", {
      refresh: r1,
    });
    expect(second.status).toBe(200);
    const r2 = second.body.refresh_token;
    expect(r2).not.toBe(r1);
    expect(await client.json("POST", "/auth/refresh-token", { refresh: r1 })).toEqual({
      status: 401,
      body: { code: "session_expired", message: "Session expired" },
    });
    expect((await client.json("POST", "/auth/refresh-token", { refresh: r2 })).status).toBe(401);
    client.access = second.body.access_token;
    expect((await client.request("GET", "/auth/profile")).status).toBe(401);
  });

  it("never accepts a refresh token, a forged or an unsigned token as a bearer", async () => {
    const { client, username } = await activatedAccount();
    const { refresh_token, access_token } = (await logIn(client, username)).body;
    for (const bearer of [refresh_token, `${access_token.slice(0, -4)}abcd`, unsigned(access_token)]) {
      client.access = bearer;
      const res = await client.json("GET", "/auth/profile");
      expect(res).toEqual({ status: 401, body: { code: "unauthorized", message: "Unauthorized" } });
    }
  });

  it("logout revokes the session on the server", async () => {
    const { client, username } = await activatedAccount();
    const { refresh_token } = (await logIn(client, username)).body;
    expect((await client.request("POST", "/auth/logout")).status).toBe(204);
    expect((await client.request("GET", "/auth/profile")).status).toBe(401);
    expect((await client.json("POST", "/auth/refresh-token", { refresh: refresh_token })).status).toBe(401);
  });

  it("answers 401 'Unauthorized' without a bearer", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    expect(await client.json("GET", "/auth/profile")).toEqual({
      status: 401,
      body: { code: "unauthorized", message: "Unauthorized" },
    });
  });
});

/** The same token with `alg: none` and no signature. */
function unsigned(jwt: string): string {
  const [, payload] = jwt.split(".");
  return `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
}

describe("profile", () => {
  it("reads the auth service's fields with Value/Valid for the optional ones", async () => {
    const { client, username, email } = await activatedAccount();
    await logIn(client, username);
    const res = await client.json<Record<string, unknown>>("GET", "/auth/profile");
    expect(res.body).toMatchObject({
      Username: username,
      Email: email,
      IsStaff: false,
      FirstName: { Value: null, Valid: false },
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        "Avatar",
        "Country",
        "DateJoined",
        "DateOfBirth",
        "Email",
        "FirstName",
        "Gender",
        "ID",
        "IsStaff",
        "LastName",
        "PhoneNumber",
        "Username",
      ].sort(),
    );
  });

  it("updates only the profile fields, echoes them, and ignores is_staff, email, id and username", async () => {
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const patch = {
      first_name: "Ana",
      last_name: "Silva",
      phone_number: "+351 912 345 678",
      gender: "female",
      date_of_birth: "1990-04-01",
      country: "pt",
    };
    const res = await client.json("PATCH", "/auth/profile", {
      ...patch,
      is_staff: true,
      email: "evil@example.com",
      id: 1,
      username: "admin",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...patch, country: "PT" });
    const profile = await client.json<Record<string, unknown>>("GET", "/auth/profile");
    expect(profile.body).toMatchObject({
      IsStaff: false,
      Username: username,
      FirstName: { Value: "Ana", Valid: true },
    });
  });

  it("rejects a bad date with the field named", async () => {
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const res = await client.json<ErrorBody>("PATCH", "/auth/profile", {
      date_of_birth: "01/04/1990",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    expect(res.body.errors!.date_of_birth![0]).toEqual({
      code: "invalid_format",
      message: "Use the format YYYY-MM-DD.",
    });
    const future = await client.json<ErrorBody>("PATCH", "/auth/profile", {
      date_of_birth: "2999-01-01",
      phone_number: "call me",
    });
    expect(future.body.errors!.date_of_birth).toEqual([
      { code: "invalid_value", message: "Enter a real date of birth." },
    ]);
    expect(future.body.errors!.phone_number).toEqual([
      { code: "invalid_format", message: "Enter a valid phone number." },
    ]);
  });

  it("takes the date of birth of an adult only: 18 years ago today passes, a day later does not", async () => {
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const today = new Date();
    const bornBy = `${today.getUTCFullYear() - 18}-${today.toISOString().slice(5, 10)}`;
    const dayAfter = new Date(Date.parse(`${bornBy}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const young = await client.json<ErrorBody>("PATCH", "/auth/profile", { date_of_birth: dayAfter });
    expect(young.status).toBe(400);
    expect(young.body.errors!.date_of_birth).toEqual([{ code: "under_age", message: "Players must be 18 or older." }]);
    const child = await client.json<ErrorBody>("PATCH", "/auth/profile", { date_of_birth: "2015-01-01" });
    expect(child.body.errors!.date_of_birth![0]!.code).toBe("under_age");
    expect((await client.json("PATCH", "/auth/profile", { date_of_birth: bornBy })).status).toBe(200);
  });
});

describe("password change", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const [before] = await database.db.select().from(users).where(eq(users.username, username));
    const res = await client.json<ErrorBody>("POST", "/api/users/set_password/", {
      current_password: "Wrong-pass1!",
      new_password: "N3w-password!",
      re_new_password: "N3w-password!",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    expect(res.body.errors!.current_password).toEqual([{ code: "wrong_password", message: "Invalid password." }]);
    const [after] = await database.db.select().from(users).where(eq(users.username, username));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it("changes it, ends every session, mails the user, and the new password works", async () => {
    const { client, username, email } = await activatedAccount();
    const other = new TestClient(newApp());
    await other.fetchCsrf();
    await logIn(other, username);
    await logIn(client, username);
    const res = await client.request("POST", "/api/users/set_password/", {
      current_password: PASSWORD,
      new_password: "N3w-password!",
      re_new_password: "N3w-password!",
    });
    expect(res.status).toBe(204);
    expect((await client.request("GET", "/auth/profile")).status).toBe(401);
    expect((await other.request("GET", "/auth/profile")).status).toBe(401);
    expect((await lastMailTo(database.db, email))?.subject).toBe("Your Casino Guide password was changed");
    expect((await logIn(client, username)).status).toBe(401);
    expect((await logIn(client, username, "N3w-password!")).status).toBe(200);
  });

  it("needs a bearer", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const res = await client.json("POST", "/api/users/set_password/", {
      current_password: "a",
      new_password: "b",
      re_new_password: "b",
    });
    expect(res).toEqual({ status: 401, body: { code: "unauthorized", message: "Unauthorized" } });
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password and ends the sessions", async () => {
    const { client, username, email } = await activatedAccount();
    await logIn(client, username);
    expect((await client.request("POST", "/api/users/reset_password/", { email })).status).toBe(204);
    const link = linkParts((await lastMailTo(database.db, email))!.text, "/password-reset/");
    const body = { ...link, new_password: "R3set-password!", re_new_password: "R3set-password!" };
    expect((await client.request("POST", "/api/users/reset_password_confirm/", body)).status).toBe(204);
    const again = await client.json<ErrorBody>("POST", "/api/users/reset_password_confirm/", body);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("invalid_link");
    expect(again.body.errors!.token![0]!.code).toBe("invalid_link");
    expect((await client.request("GET", "/auth/profile")).status).toBe(401);
    expect((await logIn(client, username, "R3set-password!")).status).toBe(200);
  });
});

describe("bad input", () => {
  it("answers 415 for another content type and 413 for a large body, never 5xx", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const form = await client.request("POST", "/auth/login", "login=a", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: "unsupported_media_type" });
    const big = await client.request("POST", "/auth/login", { login: "a".repeat(40_000), password: "x" });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: "body_too_large" });
    const junk = await client.request("POST", "/auth/login", undefined, { "content-type": "application/json" });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toMatchObject({ code: "invalid_json" });
    const empty = await client.json<ErrorBody>("POST", "/auth/login", { login: " ", password: "" });
    expect(empty.body.code).toBe("invalid_input");
    expect(empty.body.errors!.login![0]!.code).toBe("required");
    expect(empty.body.errors!.password![0]!.code).toBe("required");
    const bigApi = await client.request("POST", "/api/users/", { email: "a".repeat(70_000) });
    expect(bigApi.status).toBe(413);
    expect(await bigApi.json()).toMatchObject({ code: "body_too_large" });
  });

  it("answers an unknown path under either base with a JSON 404, not the site's page", async () => {
    const client = new TestClient(newApp());
    for (const path of ["/api/no-such-call/", "/auth/no-such-call"]) {
      const res = await client.request("GET", path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ code: "not_found", message: "Not found" });
    }
  });
});

describe("outbox", () => {
  it("keeps every account mail until it is delivered", async () => {
    const pending = await database.db.select().from(mailOutbox);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((m) => m.sentAt === null)).toBe(true);
    const revoked = await database.db.select().from(tokenFamilies);
    expect(revoked.some((f) => f.revokedReason === "reuse")).toBe(true);
  });
});

describe("avatar", () => {
  it("accepts an image by its content, re-encodes it to a 256 px WebP and serves it", async () => {
    const sharp = (await import("sharp")).default;
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const upload = await client.upload("PUT", "/auth/profile/avatar", png, "image/png");
    expect(upload.status).toBe(200);
    const { avatar } = (await upload.json()) as { avatar: string };
    expect(avatar).toMatch(/^\/media\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const served = await newApp().request(avatar);
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    const profile = await client.json<{ Avatar: { Value: string; Valid: boolean } }>("GET", "/auth/profile");
    expect(profile.body.Avatar).toEqual({ Value: avatar, Valid: true });
  });

  it("refuses a file that is no image whatever its declared type, and one over 2 MB", async () => {
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const svg = await client.upload("PUT", "/auth/profile/avatar", "<svg onload=alert(1)>", "image/png");
    expect(svg.status).toBe(400);
    expect(await svg.json()).toEqual({
      code: "invalid_input",
      message: "Invalid input",
      errors: { avatar: [{ code: "invalid_image", message: "Upload a JPEG, PNG, WebP or GIF image." }] },
    });
    const big = await client.upload("PUT", "/auth/profile/avatar", Buffer.alloc(2 * 1024 * 1024 + 1), "image/jpeg");
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ code: "body_too_large", message: "The image is larger than 2 MB" });
  });

  it("refuses an image of more pixels than a phone photo before decoding it (a small file can hold a huge image)", async () => {
    const sharp = (await import("sharp")).default;
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    expect((await client.upload("PUT", "/auth/profile/avatar", huge, "image/png")).status).toBe(400);
  });

  it("limits uploads to 10 an hour per player (429)", async () => {
    const { client, username } = await activatedAccount();
    await logIn(client, username);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await client.upload("PUT", "/auth/profile/avatar", "x", "image/png")).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("no squatting of someone else's address", () => {
  const register = (client: TestClient, body: { email: string; username: string; password: string }) =>
    client.request("POST", "/api/users/", { ...body, re_password: body.password, accept_terms: true });

  it("lets the owner's registration replace an unactivated one: new password, new link, the old link dead", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const email = "victim@example.com";
    expect((await register(client, { email, username: "squatter", password: "Squ4tter-Pass!" })).status).toBe(201);
    const squattersLink = linkParts((await lastMailTo(database.db, email))!.text, "/registration/activate/");

    expect((await register(client, { email, username: "victim", password: PASSWORD })).status).toBe(201);
    const ownersLink = linkParts((await lastMailTo(database.db, email))!.text, "/registration/activate/");
    expect((await client.request("POST", "/api/users/activation/", squattersLink)).status).toBe(400);
    expect((await client.request("POST", "/api/users/activation/", ownersLink)).status).toBe(204);

    expect((await logIn(new TestClient(newApp()), email, "Squ4tter-Pass!")).status).toBe(401);
    expect((await logIn(new TestClient(newApp()), "victim")).status).toBe(200);
    expect((await database.db.select().from(users).where(eq(users.emailKey, email))).length).toBe(1);
  });

  it("lets an unactivated account expire with its link (3 days): its address and name are free again", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const email = "late-victim@example.com";
    await register(client, { email, username: "early_squatter", password: "Squ4tter-Pass!" });
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 3600 * 1000);
    await database.db.update(users).set({ dateJoined: fourDaysAgo }).where(eq(users.emailKey, email));

    expect((await logIn(new TestClient(newApp()), email, "Squ4tter-Pass!")).status).toBe(401);
    const other = { email: "someone-new@example.com", username: "early_squatter", password: PASSWORD };
    expect((await register(client, other)).status).toBe(201);
    expect((await register(client, { email, username: "late_victim", password: PASSWORD })).status).toBe(201);
    const link = linkParts((await lastMailTo(database.db, email))!.text, "/registration/activate/");
    expect((await client.request("POST", "/api/users/activation/", link)).status).toBe(204);
    expect((await logIn(new TestClient(newApp()), "late_victim")).status).toBe(200);
  });

  it("answers a password reset of an unactivated account with the activation mail", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const email = "forgetful@example.com";
    await register(client, { email, username: "forgetful", password: PASSWORD });
    await database.db.delete(mailOutbox).where(eq(mailOutbox.to, email));
    expect((await client.request("POST", "/api/users/reset_password/", { email })).status).toBe(204);
    const mail = await lastMailTo(database.db, email);
    expect(mail?.text).toContain("/registration/activate/");
    expect(mail?.text).not.toContain("/password-reset/");
  });

  it("gives one 201 and normal 400s to parallel registrations of one name, and never a 500", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(client, { email: `racer${i}@example.com`, username: "the_racer", password: PASSWORD }).then(
          (res) => res.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect((await database.db.select().from(users).where(eq(users.usernameKey, "the_racer"))).length).toBe(1);
  });

  it("keeps one account for parallel registrations of one address", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(client, { email: "Same.Racer@Example.com", username: `same_racer_${i}`, password: PASSWORD }).then(
          (res) => res.status,
        ),
      ),
    );
    expect(statuses.every((status) => status === 201 || status === 400)).toBe(true);
    expect(statuses).toContain(201);
    expect((await database.db.select().from(users).where(eq(users.emailKey, "same.racer@example.com"))).length).toBe(1);
  });
});
