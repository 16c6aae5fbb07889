import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { TAG_MANAGER_CONNECT, TAG_MANAGER_IMG } from "#server/http/csp";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { freshDatabase } from "../helpers/database";

/**
 * docs/product-spec.md §7, the tag manager: the CSP lets its hits and pixels out only when an id is
 * configured; the script itself comes in through 'strict-dynamic' from our nonced code, never by host.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function cspWith(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent", ...env });
  const app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(0),
    web: async () => async () => new Response("page", { headers: { "Content-Type": "text/html" } }),
  });
  const res = await app.request("/", { headers: { host: "localhost" } });
  const csp = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe("the CSP and the tag manager", () => {
  it("allows no third-party host without TAG_MANAGER_ID", async () => {
    const csp = await cspWith({});
    expect(csp["connect-src"]).toEqual(["'self'", "ws:", "wss:"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    // A page's scripts are allowed by their hashes (this page has none): no nonce, nothing else inline.
    expect(csp["script-src"]).toEqual(["'strict-dynamic'"]);
  });

  it("adds the tag manager's hosts to connect-src and img-src only, with TAG_MANAGER_ID", async () => {
    const csp = await cspWith({ TAG_MANAGER_ID: "GTM-AB12CD3" });
    expect(csp["connect-src"]).toEqual(["'self'", "ws:", "wss:", ...TAG_MANAGER_CONNECT]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", ...TAG_MANAGER_IMG]);
    expect(csp["script-src"]).toEqual(["'strict-dynamic'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
  });
});
