import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mayTake, STAFF_ROLES, type ConsoleAction } from "#contracts/console";
import type { ErrorBody } from "#contracts/errors";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 17's role matrix over HTTP: every console call, for every role, is either let through (any answer
 * but 403) or refused with 403 permission_denied, exactly as contracts/console.ts says. (A casino
 * representative is a player account with a role, not staff: the console refuses it as it refuses every
 * player, 403 staff_only, tested in console-access.test.ts.) Each console route adds its row here.
 */
interface Call {
  action: ConsoleAction;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
}

/** An account id nobody has: the changes allowed find nothing to change (404), so the matrix changes nothing. */
const NOBODY = 2_000_000_000;

const CALLS: Call[] = [
  { action: "audit.read", method: "GET", path: "/audit/" },
  { action: "users.read", method: "GET", path: "/users/" },
  { action: "users.read", method: "GET", path: `/users/${NOBODY}/` },
  { action: "users.manage", method: "POST", path: `/users/${NOBODY}/deactivate/` },
  { action: "users.manage", method: "POST", path: `/users/${NOBODY}/reactivate/` },
  { action: "users.manage", method: "POST", path: `/users/${NOBODY}/second-factor/reset/` },
  { action: "roles.manage", method: "GET", path: "/users/casinos/?q=a" },
  { action: "roles.manage", method: "POST", path: `/users/${NOBODY}/roles/grant/`, body: { role: "editor" } },
  { action: "roles.manage", method: "POST", path: `/users/${NOBODY}/roles/revoke/`, body: { role: "editor" } },
  { action: "roles.manage", method: "POST", path: `/users/${NOBODY}/staff/remove/` },
  { action: "moderation.manage", method: "GET", path: "/moderation/" },
  { action: "moderation.manage", method: "POST", path: `/moderation/reviews/${NOBODY}/hide/` },
  { action: "complaints.mediate", method: "GET", path: "/complaints/" },
  { action: "complaints.mediate", method: "GET", path: "/complaints/casinos/?q=a" },
  { action: "content.read", method: "GET", path: "/media/" },
  { action: "media.write", method: "POST", path: "/media/", body: { alt: { en: "An image" } } },
  { action: "content.read", method: "GET", path: "/media/1/" },
  { action: "media.write", method: "PUT", path: "/media/1/", body: { alt: { en: "An image" } } },
  { action: "media.write", method: "DELETE", path: "/media/1/" },
  // The content engine's casino calls: an empty database, so the allowed answers are 200, 400 or 404.
  { action: "content.read", method: "GET", path: "/casinos/" },
  { action: "content.read", method: "GET", path: "/casinos/options/" },
  {
    action: "content.read",
    method: "GET",
    path: "/casinos/safety-preview/?launch_date=2020-01-01&size_tier=3&unfair_terms=0&blacklisted=no",
  },
  { action: "content.read", method: "GET", path: "/casinos/1/" },
  { action: "content.read", method: "GET", path: "/casinos/1/revisions/" },
  { action: "content.read", method: "GET", path: "/casinos/1/revisions/1/" },
  { action: "content.read", method: "GET", path: "/casinos/1/diff/?from=1" },
  { action: "content.write", method: "POST", path: "/casinos/", body: {} },
  { action: "content.write", method: "PUT", path: "/casinos/1/", body: {} },
  { action: "content.publish", method: "POST", path: "/casinos/1/publish/", body: {} },
  { action: "content.publish", method: "POST", path: "/casinos/1/unpublish/", body: {} },
  { action: "content.publish", method: "POST", path: "/casinos/1/revisions/1/restore/", body: {} },
  { action: "content.publish", method: "POST", path: "/casinos/bulk/", body: { action: "publish", ids: [1] } },
];
// The other kinds (issue 17): each kind's list and the engine's calls under its path; bonuses' expiry, the
// post form's reference lists, Markdown preview and schedule; the slot form's reference lists and the
// markets (read only).
for (const kind of [
  "bonuses",
  "posts",
  "authors",
  "pages",
  "slots",
  "providers",
  "payment-methods",
  "licences",
  "casino-types",
  "game-categories",
  "bonus-categories",
  "slot-features",
  "slot-themes",
]) {
  CALLS.push(
    { action: "content.read", method: "GET", path: `/${kind}/` },
    { action: "content.read", method: "GET", path: `/${kind}/1/` },
    { action: "content.read", method: "GET", path: `/${kind}/1/revisions/` },
    { action: "content.read", method: "GET", path: `/${kind}/1/revisions/1/` },
    { action: "content.read", method: "GET", path: `/${kind}/1/diff/?from=1` },
    { action: "content.write", method: "POST", path: `/${kind}/`, body: {} },
    { action: "content.write", method: "PUT", path: `/${kind}/1/`, body: {} },
    { action: "content.publish", method: "POST", path: `/${kind}/1/publish/`, body: {} },
    { action: "content.publish", method: "POST", path: `/${kind}/1/unpublish/`, body: {} },
    { action: "content.publish", method: "POST", path: `/${kind}/1/revisions/1/restore/`, body: {} },
    { action: "content.publish", method: "POST", path: `/${kind}/bulk/`, body: { action: "publish", ids: [1] } },
  );
}
CALLS.push(
  { action: "content.read", method: "GET", path: "/bonuses/options/" },
  { action: "content.publish", method: "POST", path: "/bonuses/bulk/", body: { action: "expire", ids: [1] } },
  { action: "content.read", method: "GET", path: "/posts/options/" },
  { action: "content.write", method: "POST", path: "/posts/preview/", body: { markdown: "# Hi", language: "pt" } },
  { action: "content.read", method: "GET", path: "/posts/1/schedule/" },
  {
    action: "content.publish",
    method: "PUT",
    path: "/posts/1/schedule/",
    body: { publish_at: "2099-01-01T00:00:00Z" },
  },
  { action: "content.publish", method: "DELETE", path: "/posts/1/schedule/" },
  { action: "content.read", method: "GET", path: "/slots/options/" },
  { action: "content.read", method: "GET", path: "/markets/" },
  { action: "content.read", method: "GET", path: "/translations/" },
  { action: "content.read", method: "GET", path: "/translations/items/?language=pt" },
);

const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  database = await freshDatabase();
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => async () => new Response("page"),
  });
  for (const role of STAFF_ROLES.filter((r) => r !== "casino_rep")) {
    clients.set(role, (await consoleClient(app, database.db, [role])).client);
  }
}, 120_000);

afterAll(async () => {
  await database.drop();
});

describe("the console's role matrix", () => {
  for (const call of CALLS) {
    for (const role of STAFF_ROLES.filter((r) => r !== "casino_rep")) {
      const allowed = mayTake([role], call.action);
      it(`${call.method} ${call.path}: ${role} ${allowed ? "allowed" : "403"}`, async () => {
        const res = await clients.get(role)!.json<ErrorBody>(call.method, `${CONSOLE}${call.path}`, call.body);
        if (allowed) expect(res.status).not.toBe(403);
        else expect([res.status, res.body.code]).toEqual([403, "permission_denied"]);
      });
    }
  }
});
