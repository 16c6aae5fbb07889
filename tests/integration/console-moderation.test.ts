import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModerationQueue } from "#contracts/community";
import type { ErrorBody } from "#contracts/errors";
import { auditLog, casinos } from "#db/schema";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { signedInClient } from "../helpers/accounts";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 17: the moderation queue moved into the console. It takes the moderation.manage permission
 * (moderators and admins), not just a staff account; every action is in the audit log by name.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let casinoSlug = "";

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
  const [casino] = await database.db.select({ slug: casinos.slug }).from(casinos).orderBy(casinos.id).limit(1);
  casinoSlug = casino!.slug;
}, 120_000);

afterAll(async () => {
  await database.drop();
});

/** A published review by a new player, reported by another: its id. */
async function reportedReview(): Promise<number> {
  const { client: author } = await signedInClient(app, database.db);
  const created = await author.json<{ id: number }>("POST", `/api/casinos/${casinoSlug}/reviews/`, {
    text: "This casino stole my winnings and never answered my mails.",
    declaration: true,
  });
  const { client: reporter } = await signedInClient(app, database.db);
  const reported = await reporter.request("POST", "/api/reports/", {
    target: `review:${created.body.id}`,
    reason: "Looks fake",
  });
  expect(reported.status).toBe(204);
  return created.body.id;
}

const publicIds = async () => {
  const { client } = await signedInClient(app, database.db);
  const res = await client.json<{ items: { id: number }[] }>("GET", `/api/casinos/${casinoSlug}/reviews/?limit=50`);
  return res.body.items.map((r) => r.id);
};

describe("moderation in the console", () => {
  it("lets a moderator see the reported review, hide and restore it; the audit log names each action", async () => {
    const review = await reportedReview();
    const moderator = await consoleClient(app, database.db, ["moderator"]);
    const queue = await moderator.client.json<ModerationQueue>("GET", `${CONSOLE}/moderation/`);
    expect(queue.status).toBe(200);
    expect(queue.body.reported.find((r) => r.item?.id === review)).toMatchObject({
      reason: "Looks fake",
      item: { type: "review", status: "published", target: { type: "casino", slug: casinoSlug } },
    });
    // Every item names the page it is on, for the moderator to read it in its place.
    const items = [...queue.body.recent, ...queue.body.reported.flatMap((r) => (r.item ? [r.item] : []))];
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item.target?.name, `${item.type} ${item.id}`).toBeTruthy();
    expect(new Set(items.filter((i) => i.type === "comment").map((i) => i.target!.type)).size).toBeGreaterThan(0);

    expect((await moderator.client.request("POST", `${CONSOLE}/moderation/reviews/${review}/hide/`)).status).toBe(204);
    expect(await publicIds()).not.toContain(review);
    const after = await moderator.client.json<ModerationQueue>("GET", `${CONSOLE}/moderation/`);
    expect(after.body.reported.some((r) => r.item?.id === review)).toBe(false);
    expect((await moderator.client.request("POST", `${CONSOLE}/moderation/reviews/${review}/restore/`)).status).toBe(
      204,
    );
    expect(await publicIds()).toContain(review);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, moderator.user.id))
      .orderBy(auditLog.id);
    expect(entries.filter((e) => e.targetKind === "review").map((e) => [e.action, e.targetId, e.status])).toEqual([
      ["review.hide", String(review), 204],
      ["review.restore", String(review), 204],
    ]);
    const log = await database.db.query.moderationLog.findMany();
    expect(log.map((l) => l.action).slice(-2)).toEqual(["hide", "restore"]);
  });

  it("is refused to staff without the permission (403 permission_denied) and to players (403 staff_only)", async () => {
    const review = await reportedReview();
    const editor = await consoleClient(app, database.db, ["editor"]);
    const refused = await editor.client.json<ErrorBody>("POST", `${CONSOLE}/moderation/reviews/${review}/hide/`);
    expect([refused.status, refused.body.code]).toEqual([403, "permission_denied"]);
    const { client: player } = await signedInClient(app, database.db);
    expect((await player.json<ErrorBody>("GET", `${CONSOLE}/moderation/`)).body.code).toBe("staff_only");
    // A staff account without a role (what the old staff-only check let in) is refused too.
    const { client: bareStaff } = await signedInClient(app, database.db, { staff: true });
    expect((await bareStaff.json<ErrorBody>("GET", `${CONSOLE}/moderation/`)).status).toBe(403);
    expect(await publicIds()).toContain(review);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, editor.user.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: "review.hide", status: 403 });
  });

  it("answers 404 for an unknown item, type or action; the old public API is gone", async () => {
    const admin = await consoleClient(app, database.db, ["admin"]);
    for (const path of ["reviews/2000000000/hide", "posts/1/hide", "reviews/1/ban", "reviews/x/hide"]) {
      expect((await admin.client.request("POST", `${CONSOLE}/moderation/${path}/`)).status, path).toBe(404);
    }
    expect((await admin.client.request("GET", "/api/moderation/")).status).toBe(404);
    expect((await admin.client.request("POST", "/api/moderation/reviews/1/hide/")).status).toBe(404);
  });
});
