import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, FIELD_ERROR_CODES, type ErrorCode } from "#contracts/errors";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";

/**
 * The OpenAPI 3.1 document at {api}/openapi.json (issues 3 and 5): every call of the auth service, the
 * accounts API and the community API is in it, and so is every route the app registers there, so an
 * undocumented route fails.
 */
interface Operation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let database: Awaited<ReturnType<typeof freshDatabase>>;
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page", { headers: { "Content-Type": "text/html" } });
let app: ReturnType<typeof createApp>;
let doc: OpenApiDocument;

const ERROR = "#/components/schemas/Error";
const FIELD_ERROR = "#/components/schemas/FieldError";

const AUTH = config.AUTH_BASE;
const API = config.API_BASE;

/** The calls of issue 3, exactly. */
const AUTH_CALLS: [method: string, path: string][] = [
  ["get", "/csrf-token"],
  ["post", "/login"],
  ["post", "/refresh-token"],
  ["post", "/logout"],
  ["get", "/profile"],
  ["patch", "/profile"],
];
const ACCOUNT_CALLS: [method: string, path: string][] = [
  ["get", "/csrf/"],
  ["post", "/users/"],
  ["post", "/users/activation/"],
  ["post", "/users/resend_activation/"],
  ["post", "/users/set_password/"],
  ["post", "/users/reset_password/"],
  ["post", "/users/reset_password_confirm/"],
];
/** The calls of issue 5 (server/api/community.ts). */
const COMMUNITY_CALLS: [method: string, path: string][] = [
  ["post", "/casinos/{slug}/rating/"],
  ["get", "/casinos/{slug}/reviews/"],
  ["post", "/casinos/{slug}/reviews/"],
  ["get", "/comments/"],
  ["post", "/comments/"],
  ["get", "/favourites/"],
  ["put", "/favourites/{type}/{slug}/"],
  ["delete", "/favourites/{type}/{slug}/"],
  ["get", "/me/casinos/{slug}/"],
  ["post", "/reports/"],
];
const documented = [
  ...AUTH_CALLS.map(([m, p]) => [m, AUTH + p] as const),
  ...ACCOUNT_CALLS.map(([m, p]) => [m, API + p] as const),
  ...COMMUNITY_CALLS.map(([m, p]) => [m, API + p] as const),
];
/** Unsafe calls that take no body. */
const BODILESS = new Set([`${AUTH}/logout`, `${API}/favourites/{type}/{slug}/`]);

/** Hono's `/x/:id` (with an optional `{regex}`) as OpenAPI's `/x/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}");

/** Every route of the auth service and of the API, the staff console's included, must be in the document. */
const covered = (path: string) => path.startsWith(`${AUTH}/`) || path.startsWith(`${API}/`);
const CONSOLE = config.CONSOLE_BASE;

beforeAll(async () => {
  database = await freshDatabase();
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => fakePages,
  });
  const res = await app.request(`${API}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(async () => {
  await database.drop();
});

describe("GET {api}/openapi.json", () => {
  it("is an OpenAPI 3.1 document with the bearer scheme and the Error schema", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.schemas.Error).toMatchObject({ required: ["code", "message"] });
  });

  it("lists every error code of contracts/errors.ts, and the field errors as { code, message }", () => {
    expect(doc.components.schemas.Error).toMatchObject({
      properties: {
        code: { type: "string", enum: [...ERROR_CODES] },
        message: { type: "string" },
        errors: { type: "object", additionalProperties: { type: "array", items: { $ref: FIELD_ERROR } } },
      },
    });
    expect(doc.components.schemas.FieldError).toMatchObject({
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string", enum: [...FIELD_ERROR_CODES] }, message: { type: "string" } },
    });
  });

  it("answers every error with the Error schema, naming only codes of the response's status", () => {
    const errorResponses = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status]) => /^[45]\d\d$/.test(status))
          .map(([status, response]) => ({ at: `${method} ${path} ${status}`, status: Number(status), response })),
      ),
    );
    expect(errorResponses.length).toBeGreaterThan(50);
    for (const { at, status, response } of errorResponses) {
      const schema = response.content?.["application/json"]?.schema as
        { $ref?: string; allOf?: [{ $ref: string }, { properties: { code: { enum: ErrorCode[] } } }] } | undefined;
      expect(schema, at).toBeDefined();
      if (schema!.allOf) {
        expect(schema!.allOf[0], at).toEqual({ $ref: ERROR });
        const codes = schema!.allOf[1].properties.code.enum;
        expect(codes.length, at).toBeGreaterThan(0);
        for (const code of codes) expect(ERROR_STATUS[code], `${at}: ${code}`).toBe(status);
      } else expect(schema, at).toEqual({ $ref: ERROR });
    }
    const codesOf = (method: string, path: string, status: number) =>
      (
        doc.paths[path]![method]!.responses[status]!.content!["application/json"]!.schema as {
          allOf: [unknown, { properties: { code: { enum: string[] } } }];
        }
      ).allOf[1].properties.code.enum;
    expect(codesOf("post", `${AUTH}/login`, 401)).toEqual(["invalid_credentials"]);
    expect(codesOf("post", `${AUTH}/login`, 403)).toEqual(["account_inactive", "account_deactivated"]);
    expect(codesOf("post", `${AUTH}/refresh-token`, 401)).toEqual(["session_expired"]);
    expect(codesOf("post", `${API}/users/activation/`, 400)).toContain("invalid_link");
    expect(codesOf("get", `${API}/comments/`, 400)).toEqual(["invalid_query"]);
  });

  it.each(documented)("documents %s %s", (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(operation!.summary).toBeTruthy();
    expect(operation!.description).toBeTruthy();
    expect(Object.keys(operation!.responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
  });

  it("documents every route registered under the auth, accounts and community paths", () => {
    const routes = app.routes
      .filter((route) => route.method !== "ALL" && !route.path.endsWith("*") && covered(route.path))
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    expect(routes.length).toBeGreaterThanOrEqual(documented.length + 1);
    const missing = routes.filter((route) => {
      const [method, path] = route.split(" ") as [string, string];
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it("documents nothing the app does not serve", () => {
    const served = new Set(
      app.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
    );
    const ghosts = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => !served.has(`${method} ${path}`))
        .map((method) => `${method} ${path}`),
    );
    expect(ghosts).toEqual([]);
  });

  it("generates the request bodies from the zod schemas", () => {
    const body = (method: string, path: string) =>
      doc.paths[path]![method]!.requestBody?.content["application/json"]?.schema;
    expect(body("post", `${AUTH}/login`)).toMatchObject({ type: "object", required: ["login", "password"] });
    expect(body("post", `${API}/users/`)).toMatchObject({
      required: ["email", "username", "password", "re_password", "accept_terms"],
      properties: { accept_terms: { const: true } },
    });
    expect(body("patch", `${AUTH}/profile`)).toMatchObject({
      properties: { gender: expect.anything(), date_of_birth: expect.anything() },
    });
    expect(body("patch", `${AUTH}/profile`)).not.toHaveProperty("required");
    for (const [method, path] of documented) {
      if (method === "get" || BODILESS.has(path)) continue;
      expect(body(method, path), `${method} ${path}`).toMatchObject({ type: "object" });
    }
  });

  it("marks the bearer calls and the CSRF headers, and refers errors to the Error schema", () => {
    for (const path of [`${AUTH}/logout`, `${AUTH}/profile`]) {
      for (const operation of Object.values(doc.paths[path]!)) {
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(operation.parameters).toContainEqual(expect.objectContaining({ name: "X-CSRF-Token", in: "header" }));
        expect(operation.responses[401]).toBeDefined();
        expect(operation.responses[403]).toBeDefined();
      }
    }
    const setPassword = doc.paths[`${API}/users/set_password/`]!.post!;
    expect(setPassword.security).toEqual([{ bearer: [] }]);
    expect(setPassword.parameters).toContainEqual(expect.objectContaining({ name: "X-CSRFToken", in: "header" }));
    expect(setPassword.responses[400]!.content!["application/json"]!.schema).toEqual({
      allOf: [
        { $ref: "#/components/schemas/Error" },
        { properties: { code: { enum: ["invalid_input", "invalid_json"] } } },
      ],
    });
    expect(doc.paths[`${AUTH}/login`]!.post!.responses[429]).toMatchObject({
      headers: { "Retry-After": expect.anything() },
    });
  });

  it("documents the console's kinds from the schemas their routes check with, each change with the CSRF header", () => {
    const save = doc.paths[`${CONSOLE}/casinos/{id}/`]!.put!;
    expect(save.requestBody!.content["application/json"]!.schema).toMatchObject({
      required: ["document"],
      properties: {
        document: { type: "object", properties: { slug: expect.anything() } },
        based_on: expect.anything(),
      },
    });
    const bulk = doc.paths[`${CONSOLE}/bonuses/bulk/`]!.post!;
    expect(bulk.requestBody!.content["application/json"]!.schema).toMatchObject({
      properties: { action: { enum: ["publish", "unpublish", "expire"] } },
    });
    expect(doc.paths[`${CONSOLE}/posts/`]!.get!.parameters).toContainEqual(
      expect.objectContaining({ name: "scheduled", in: "query" }),
    );
    const consoleCalls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(`${CONSOLE}/`))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({ at: `${method} ${path}`, method, operation })),
      );
    expect(consoleCalls.length).toBeGreaterThan(60);
    for (const { at, method, operation } of consoleCalls) {
      expect(operation.security, at).toEqual([{ bearer: [] }]);
      expect(operation.responses[403], at).toBeDefined();
      const csrf = (operation.parameters ?? []).some((p) => p.name === "X-CSRFToken" && p.in === "header");
      expect(csrf, at).toBe(method !== "get");
    }
  });

  it("documents the community rules and bearer writes with the CSRF header", () => {
    const rating = doc.paths[`${API}/casinos/{slug}/rating/`]!.post!;
    expect(rating.requestBody!.content["application/json"]!.schema).toMatchObject({
      required: ["value"],
      properties: { value: { type: "integer", minimum: 1, maximum: 10 } },
    });
    expect(rating.description).toContain("Rating value is required");
    expect(
      doc.paths[`${API}/casinos/{slug}/reviews/`]!.post!.requestBody!.content["application/json"]!.schema,
    ).toMatchObject({
      required: ["text", "declaration"],
      properties: { declaration: { const: true } },
    });
    for (const [method, path] of COMMUNITY_CALLS) {
      const operation = doc.paths[API + path]![method]!;
      if (method === "get") {
        expect(operation.parameters ?? [], `${method} ${path}`).not.toContainEqual(
          expect.objectContaining({ name: "X-CSRFToken" }),
        );
      } else {
        expect(operation.parameters, `${method} ${path}`).toContainEqual(
          expect.objectContaining({ name: "X-CSRFToken", in: "header" }),
        );
      }
      const isPublicRead = method === "get" && (path === "/casinos/{slug}/reviews/" || path === "/comments/");
      expect(operation.security, `${method} ${path}`).toEqual(isPublicRead ? undefined : [{ bearer: [] }]);
      if (!isPublicRead) expect(operation.responses[401], `${method} ${path}`).toBeDefined();
      if (path !== "/favourites/") expect(operation.responses[404], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths[`${API}/comments/`]!.post!.responses[429]).toMatchObject({
      headers: { "Retry-After": expect.anything() },
    });
  });
});
