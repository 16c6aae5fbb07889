import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#contracts/errors";
import { accountAttributions, users } from "#db/schema";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { TestClient } from "../helpers/client";
import { freshDatabase } from "../helpers/database";

/**
 * docs/product-spec.md §3: the visit id and the ad-click parameters the browser kept travel with the
 * registration (POST {api}/users/ `attribution`) and are stored with the account; they are strictly
 * validated, and a registration that brings none stores none.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const PASSWORD = "Tr0ub4dor&3x";
let serial = 0;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** A browser on a fresh app (its own rate-limit counters) that has fetched its CSRF cookie. */
async function browser() {
  const app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(0),
    web: async () => async () => new Response("page"),
  });
  const client = new TestClient(app);
  await client.fetchCsrf();
  return client;
}

async function register(client: TestClient, email: string, attribution?: unknown) {
  const n = ++serial;
  return client.json<ErrorBody | { email: string }>("POST", "/api/users/", {
    email,
    username: `visitor${n}`,
    password: PASSWORD,
    re_password: PASSWORD,
    accept_terms: true,
    ...(attribution === undefined ? {} : { attribution }),
  });
}

async function storedFor(email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  const rows = await database.db.select().from(accountAttributions).where(eq(accountAttributions.userId, user!.id));
  return rows.map(({ userId: _id, createdAt: _at, ...values }) => values);
}

const VISIT = "0F8FAD5B-D9CB-469F-A165-70867728950E";

describe("a registration with marketing parameters", () => {
  it("stores them with the account", async () => {
    const client = await browser();
    const res = await register(client, "ads@example.com", {
      aio_visit_uuid: VISIT,
      gclid: "EAIaIQobChMI3_x-Ab.c~d",
      gl_glcid: "glc-1",
      gl_gtag_id: "AW-123456789",
      gl_gtag_conversion_id: "AbC-D_efG-h12_34-567",
    });
    expect(res.status).toBe(201);
    expect(await storedFor("ads@example.com")).toEqual([
      {
        visitId: VISIT.toLowerCase(),
        gclid: "EAIaIQobChMI3_x-Ab.c~d",
        glGlcid: "glc-1",
        glGtagId: "AW-123456789",
        glGtagConversionId: "AbC-D_efG-h12_34-567",
      },
    ]);
  });

  it("stores only what was sent", async () => {
    const res = await register(await browser(), "visit-only@example.com", { aio_visit_uuid: VISIT });
    expect(res.status).toBe(201);
    expect(await storedFor("visit-only@example.com")).toEqual([
      { visitId: VISIT.toLowerCase(), gclid: null, glGlcid: null, glGtagId: null, glGtagConversionId: null },
    ]);
  });

  it("stores nothing when none came (absent or empty)", async () => {
    expect((await register(await browser(), "plain@example.com")).status).toBe(201);
    expect(await storedFor("plain@example.com")).toEqual([]);
    expect((await register(await browser(), "empty@example.com", {})).status).toBe(201);
    expect(await storedFor("empty@example.com")).toEqual([]);
  });

  it("keeps the newest registration's parameters when a pending account is taken over", async () => {
    const client = await browser();
    await register(client, "again@example.com", { gclid: "first" });
    expect((await register(client, "again@example.com", { gclid: "second" })).status).toBe(201);
    expect((await storedFor("again@example.com")).map((row) => row.gclid)).toEqual(["second"]);
    expect((await register(client, "again@example.com")).status).toBe(201);
    expect(await storedFor("again@example.com")).toEqual([]);
  });
});

describe("marketing parameters are strictly validated", () => {
  it.each([
    [{ gclid: "has space" }, "attribution.gclid"],
    [{ gclid: "x".repeat(201) }, "attribution.gclid"],
    [{ gl_gtag_id: "<script>" }, "attribution.gl_gtag_id"],
    [{ gl_glcid: "" }, "attribution.gl_glcid"],
    [{ gl_gtag_conversion_id: 12 }, "attribution.gl_gtag_conversion_id"],
    [{ aio_visit_uuid: "not-a-uuid" }, "attribution.aio_visit_uuid"],
    [{ utm_source: "x" }, "attribution"],
    ["gclid=x", "attribution"],
  ])("refuses %j (400, %s)", async (attribution, field) => {
    const res = await register(await browser(), `bad${serial}@example.com`, attribution);
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).code).toBe("invalid_input");
    expect(Object.keys((res.body as ErrorBody).errors ?? {})).toContain(field);
  });
});
