import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "#seed/index";
import { openApiDocument } from "#server/api/openapi";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import { signedInClient } from "../helpers/accounts";
import { RawBody, TestClient } from "../helpers/client";
import { freshDatabase } from "../helpers/database";

/**
 * Every operation of the OpenAPI document, called with hostile values in every path parameter, query
 * parameter and body field (NUL bytes, built-in object keys, numbers out of range, odd Unicode, wrong
 * types, extra keys), anonymously and signed in: no answer is a 5xx, and the server still answers
 * afterwards. Seeded, so a failure names a reproducible case; FUZZ_RUNS scales the runs per operation.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: string }>;
  bodyFields: string[] | null;
  secured: boolean;
}

type Json = Record<string, unknown>;

const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let player: TestClient;
let staff: TestClient;
let anonymous: TestClient;
const statuses = new Map<number, number>();

const HOSTILE = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "0x10",
  "1e309",
  "-1",
  "0",
  "2147483648",
  "9999999999",
  "NaN",
  "Infinity",
  "../../etc/passwd",
  "%00",
  "%E4%B8%80",
  "/%0B/x",
  "//evil.example",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "ADMİN",
  "ﬀ",
  "\uD800",
  "\uFFFF",
  "🎰".repeat(40),
  "x".repeat(5000),
  "review:9999999999",
  "comment:2147483648",
  "casino:0",
  "casino:aurora",
  "PT",
  "en",
  "newest",
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2_147_483_648, 9_999_999_999, -1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("__proto__", "constructor", "a", "value"), hostileString) },
);

/** Percent-encoded; a lone surrogate (which encodeURIComponent refuses) becomes bytes that are no UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return "%ED%A0%80";
        }
      })
      .join("");
  }
}

const EXTRA_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "is_staff", "id"];

/** A path with each {param} replaced: percent-encoded, or raw escapes a client could send. */
function pathArbitrary(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const segment = fc.oneof(
    { weight: 4, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom("%00", "%ZZ", "%E4%B8%80", "%2F..%2F", "aurora-casino", "1") },
  );
  return fc.tuple(...names.map(() => segment)).map((values) => {
    let out = path;
    names.forEach((name, i) => (out = out.replace(`{${name}}`, values[i] || "x")));
    return out;
  });
}

function queryArbitrary(names: string[]) {
  const keys = [...names, ...EXTRA_KEYS];
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), hostileString), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&"));
}

/** A JSON body: the operation's fields with hostile values and extra keys, or no object at all. */
function bodyArbitrary(fields: string[]) {
  const keys = [...fields, ...EXTRA_KEYS];
  const object = fc.array(fc.tuple(fc.constantFrom(...keys), hostileValue), { maxLength: 8 }).map((pairs) => {
    const body: Json = {};
    for (const [key, value] of pairs)
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    return JSON.stringify(body);
  });
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: fc.constantFrom("{", "[1,", '{"a":"\\u0000"}', '{"__proto__":{"isStaff":true}}', "") },
  );
}

function operations(): Operation[] {
  const doc = openApiDocument(config) as { paths: Record<string, Record<string, Json>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content;
      const schema = content?.["application/json"]?.schema as { properties?: Json } | undefined;
      return {
        method: method.toUpperCase(),
        path,
        params: ((op.parameters as Operation["params"] | undefined) ?? []).filter((p) => p.in !== "header"),
        bodyFields: content ? Object.keys(schema?.properties ?? {}) : null,
        secured: Boolean(op.security),
      };
    }),
  );
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(100),
    limits: new RateLimits(null),
    web: async () => async () => new Response("page"),
  });
  player = (await signedInClient(app, database.db)).client;
  staff = (await signedInClient(app, database.db, { staff: true })).client;
  anonymous = new TestClient(app);
  await anonymous.fetchCsrf();
}, 300_000);

afterAll(async () => {
  await database.drop();
  const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`OpenAPI fuzz: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests (${counts.join(", ")})`);
});

describe("every OpenAPI operation under hostile input", () => {
  it.each(operations().map((op) => [`${op.method} ${op.path}`, op] as const))("%s never answers 5xx", async (_, op) => {
    const queryNames = op.params.filter((p) => p.in === "query").map((p) => p.name);
    const request = fc.record({
      path: pathArbitrary(op.path),
      query: queryArbitrary(queryNames),
      body: op.bodyFields ? bodyArbitrary(op.bodyFields) : fc.constant(undefined),
      as: fc.constantFrom("anonymous", "player", "staff"),
      type: fc.oneof(
        { weight: 8, arbitrary: fc.constant("application/json") },
        { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/json; charset=utf-16", "") },
      ),
    });
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const client = req.as === "staff" ? staff : req.as === "player" ? player : anonymous;
        const url = req.query ? `${req.path}?${req.query}` : req.path;
        const headers: Record<string, string> = req.body === undefined ? {} : { "content-type": req.type };
        const res = await client.request(
          op.method,
          url,
          req.body === undefined ? undefined : new RawBody(req.body),
          headers,
        );
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        await res.arrayBuffer();
        if (res.status >= 500) throw new Error(`${op.method} ${url} ${req.body ?? ""} → ${res.status}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it("still answers afterwards", async () => {
    expect((await app.request("/healthz")).status).toBe(200);
    expect((await app.request("/api/casinos/?limit=1", { headers: { host: "localhost" } })).status).toBe(200);
  });
});
