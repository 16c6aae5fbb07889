import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tokenFamilies, users } from "#db/schema";
import type { ErrorBody } from "#contracts/errors";
import { TestClient } from "../helpers/client";
import { accountsOverHttp, PASSWORD } from "../helpers/accounts-http";
import { lastMailTo, linkParts } from "../helpers/mail";

/** Issue 3 over HTTP: registration, activation, CSRF, login and tokens. */
const { state, newApp, activatedAccount, logIn } = accountsOverHttp();

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
    const mail = await lastMailTo(state.database.db, "ana.silva@example.com");
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
    expect((await lastMailTo(state.database.db, email))?.subject).toBe(
      "Someone tried to sign up with your e-mail address",
    );
    const [owner] = await state.database.db.select().from(users).where(eq(users.email, email));
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
    // The family is kept, marked as revoked for the reuse.
    const families = await state.database.db.select().from(tokenFamilies);
    expect(families.some((family) => family.revokedReason === "reuse")).toBe(true);
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
