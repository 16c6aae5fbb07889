import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "#db/schema";
import type { ErrorBody } from "#contracts/errors";
import { TestClient } from "../helpers/client";
import { accountsOverHttp, PASSWORD } from "../helpers/accounts-http";
import { lastMailTo, linkParts } from "../helpers/mail";

/** Issue 3 over HTTP: profile, password change and reset, bad input, the mail outbox, avatars, addresses. */
const { state, newApp, activatedAccount, logIn } = accountsOverHttp();

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
    const [before] = await state.database.db.select().from(users).where(eq(users.username, username));
    const res = await client.json<ErrorBody>("POST", "/api/users/set_password/", {
      current_password: "Wrong-pass1!",
      new_password: "N3w-password!",
      re_new_password: "N3w-password!",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("invalid_input");
    expect(res.body.errors!.current_password).toEqual([{ code: "wrong_password", message: "Invalid password." }]);
    const [after] = await state.database.db.select().from(users).where(eq(users.username, username));
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
    expect((await lastMailTo(state.database.db, email))?.subject).toBe("Your Casino Guide password was changed");
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
    const link = linkParts((await lastMailTo(state.database.db, email))!.text, "/password-reset/");
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
    const { email } = await activatedAccount();
    const pending = await state.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((m) => m.sentAt === null)).toBe(true);
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
    const squattersLink = linkParts((await lastMailTo(state.database.db, email))!.text, "/registration/activate/");

    expect((await register(client, { email, username: "victim", password: PASSWORD })).status).toBe(201);
    const ownersLink = linkParts((await lastMailTo(state.database.db, email))!.text, "/registration/activate/");
    expect((await client.request("POST", "/api/users/activation/", squattersLink)).status).toBe(400);
    expect((await client.request("POST", "/api/users/activation/", ownersLink)).status).toBe(204);

    expect((await logIn(new TestClient(newApp()), email, "Squ4tter-Pass!")).status).toBe(401);
    expect((await logIn(new TestClient(newApp()), "victim")).status).toBe(200);
    expect((await state.database.db.select().from(users).where(eq(users.emailKey, email))).length).toBe(1);
  });

  it("lets an unactivated account expire with its link (3 days): its address and name are free again", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const email = "late-victim@example.com";
    await register(client, { email, username: "early_squatter", password: "Squ4tter-Pass!" });
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 3600 * 1000);
    await state.database.db.update(users).set({ dateJoined: fourDaysAgo }).where(eq(users.emailKey, email));

    expect((await logIn(new TestClient(newApp()), email, "Squ4tter-Pass!")).status).toBe(401);
    const other = { email: "someone-new@example.com", username: "early_squatter", password: PASSWORD };
    expect((await register(client, other)).status).toBe(201);
    expect((await register(client, { email, username: "late_victim", password: PASSWORD })).status).toBe(201);
    const link = linkParts((await lastMailTo(state.database.db, email))!.text, "/registration/activate/");
    expect((await client.request("POST", "/api/users/activation/", link)).status).toBe(204);
    expect((await logIn(new TestClient(newApp()), "late_victim")).status).toBe(200);
  });

  it("answers a password reset of an unactivated account with the activation mail", async () => {
    const client = new TestClient(newApp());
    await client.fetchCsrf();
    const email = "forgetful@example.com";
    await register(client, { email, username: "forgetful", password: PASSWORD });
    await state.database.db.delete(mailOutbox).where(eq(mailOutbox.to, email));
    expect((await client.request("POST", "/api/users/reset_password/", { email })).status).toBe(204);
    const mail = await lastMailTo(state.database.db, email);
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
    expect((await state.database.db.select().from(users).where(eq(users.usernameKey, "the_racer"))).length).toBe(1);
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
    expect(
      (await state.database.db.select().from(users).where(eq(users.emailKey, "same.racer@example.com"))).length,
    ).toBe(1);
  });
});
