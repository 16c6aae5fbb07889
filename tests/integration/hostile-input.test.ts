import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { signedInClient } from "../helpers/accounts";
import { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";
import { lastMailTo } from "../helpers/mail";

/**
 * One test per example of the classes of input that gave a 500 (the fuzz test in tests/fuzz covers the
 * classes at large): NUL bytes, built-in object keys as parameters, ids out of range, odd headers.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let pagesSeen: string[] = [];
const pages: WebHandler = async (request) => {
  pagesSeen.push(new URL(request.url).pathname);
  return new Response("page");
};

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(0),
    limits: new RateLimits(null),
    web: async () => pages,
  });
}, 300_000);
afterAll(async () => {
  await database.drop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { host: "localhost", ...headers } });

describe("NUL bytes never reach the database", () => {
  it("answers a page path holding one with a 404 page, without rendering", async () => {
    pagesSeen = [];
    const res = await get("/casinos/%00");
    expect(res.status).toBe(404);
    expect(pagesSeen).toEqual([]);
  });

  it("answers an API path or query holding one with a JSON 404 or 400", async () => {
    const path = await get("/api/casinos/%00/");
    expect([path.status, ((await path.json()) as { code: string }).code]).toEqual([404, "not_found"]);
    const query = await get("/api/casinos/?q=a%00b");
    const body = (await query.json()) as { code: string; errors: Record<string, Array<{ code: string }>> };
    expect([query.status, body.code, body.errors.q?.[0]?.code]).toEqual([400, "invalid_query", "invalid_value"]);
  });

  it("refuses a body field holding one, naming the field", async () => {
    const client = new TestClient(app);
    await client.fetchCsrf();
    const res = await client.json<{ code: string; errors: Record<string, Array<{ code: string }>> }>(
      "POST",
      "/auth/login",
      {
        login: "a\u0000b",
        password: "Whatever1!",
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.login?.[0]?.code).toBe("invalid_value");
  });
});

describe("parameters named like built-in object keys", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "are ignored by the filters: ?%s=x",
    async (name) => {
      for (const path of ["/api/casinos/", "/api/slots/", "/api/bonuses/"]) {
        const res = await get(`${path}?${name}=x&${name}=y&limit=1`);
        expect(res.status, path).toBe(200);
      }
    },
  );

  it("name no moderation type or action", async () => {
    const { client } = await consoleClient(app, database.db, ["moderator"]);
    for (const word of ["constructor", "__proto__", "toString"]) {
      expect((await client.request("POST", `${CONSOLE}/moderation/${word}/1/hide/`)).status).toBe(404);
      expect((await client.request("POST", `${CONSOLE}/moderation/reviews/1/${word}/`)).status).toBe(404);
    }
  });
});

describe("ids out of range or not strictly decimal", () => {
  it("refuses a reply parent beyond the integer range", async () => {
    const { client } = await signedInClient(app, database.db);
    const res = await client.json<{ errors: Record<string, unknown> }>("POST", "/api/comments/", {
      target: "casino:does-not-matter",
      text: "A reply to a comment that cannot exist.",
      parent: 2_147_483_648,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain("parent");
  });

  it("refuses a report of review:9999999999", async () => {
    const { client } = await signedInClient(app, database.db);
    const res = await client.json("POST", "/api/reports/", { target: "review:9999999999", reason: "spam spam" });
    expect(res.status).toBe(400);
  });

  it.each(["9999999999", "0x10", "1e3", "016"])("takes no review %s as an id", async (id) => {
    const { client } = await signedInClient(app, database.db);
    expect((await client.request("POST", `/api/reviews/${id}/helpful/`)).status).toBe(404);
  });

  it("refuses an activation link whose uid is beyond the integer range", async () => {
    const client = new TestClient(app);
    await client.fetchCsrf();
    const uid = Buffer.from("9999999999").toString("base64url");
    const res = await client.request("POST", "/api/users/activation/", { uid, token: "x-y" });
    expect(res.status).toBe(400);
  });
});

describe("odd headers", () => {
  it("serves pages and sends the registration mail for Accept-Language: constructor", async () => {
    for (const language of ["constructor", "__proto__", "toString"]) {
      expect((await get("/casinos", { "accept-language": language })).status).toBe(200);
    }
    const client = new TestClient(app);
    await client.fetchCsrf();
    const email = "constructor-language@example.com";
    const res = await client.request(
      "POST",
      "/api/users/",
      {
        email,
        username: "constructor_lang",
        password: "Tr0ub4dor&3x",
        re_password: "Tr0ub4dor&3x",
        accept_terms: true,
      },
      { "accept-language": "constructor" },
    );
    expect(res.status).toBe(201);
    expect(await lastMailTo(database.db, email)).toBeTruthy();
  });
});

describe("links in mails", () => {
  it("come from the market's configured origin, never from the request's host or port", async () => {
    const client = new TestClient(app);
    await client.fetchCsrf();
    const email = "origin-check@example.com";
    const res = await client.request(
      "POST",
      "/api/users/",
      { email, username: "origin_check", password: "Tr0ub4dor&3x", re_password: "Tr0ub4dor&3x", accept_terms: true },
      { host: "bd.localhost:6666" },
    );
    expect(res.status).toBe(201);
    const mail = await lastMailTo(database.db, email);
    expect(mail?.text).toContain(`http://bd.localhost:3000/registration/activate/`);
    expect(mail?.text).not.toContain("6666");
  });
});
