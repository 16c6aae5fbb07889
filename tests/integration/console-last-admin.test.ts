import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#contracts/errors";
import { userRoles, users } from "#db/schema";
import { deactivateAccount, removeFromStaff, revokeAccountRole } from "#modules/accounts";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { signedInClient } from "../helpers/accounts";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 17: the site never loses its last active admin — whoever asks (an operator's script included),
 * and when two admins demote or deactivate each other at the same moment. Its own database: the count
 * of admins is the subject.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await freshDatabase();
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    web: async () => async () => new Response("page"),
  });
});

afterAll(async () => {
  await database.drop();
});

/** The console clients of the admins made so far, by account id. */
const admins = new Map<number, Awaited<ReturnType<typeof consoleClient>>["client"]>();
async function newAdmin() {
  const made = await consoleClient(app, database.db, ["admin"]);
  admins.set(made.user.id, made.client);
  return made;
}

const activeAdmins = async () =>
  (
    await database.db
      .select({ id: users.id })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.role, "admin"), eq(users.isActive, true)))
  ).map((row) => row.id);

describe("the last admin", () => {
  it("cannot be demoted, taken off the staff or deactivated, whoever asks", async () => {
    const only = await newAdmin();
    const { user: someoneElse } = await signedInClient(app, database.db, { staff: true });
    const refused = { ok: false, reason: "last_admin" };
    expect(await revokeAccountRole(database.db, someoneElse.id, only.user.id, "admin", null)).toEqual(refused);
    expect(await removeFromStaff(database.db, someoneElse.id, only.user.id)).toEqual(refused);
    expect(await deactivateAccount(database.db, someoneElse.id, only.user.id)).toEqual(refused);
    expect(await activeAdmins()).toEqual([only.user.id]);
  });

  it("stays when two admins demote each other at once: one change goes through, the other is refused", async () => {
    const [first] = await activeAdmins();
    const second = await newAdmin();
    expect(await activeAdmins()).toHaveLength(2);
    const firstClient = admins.get(first!)!;
    const answers = await Promise.all([
      firstClient.json<ErrorBody>("POST", `${CONSOLE}/users/${second.user.id}/roles/revoke/`, { role: "admin" }),
      second.client.json<ErrorBody>("POST", `${CONSOLE}/users/${first}/roles/revoke/`, { role: "admin" }),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const other = answers.find((a) => a.status !== 200)!;
    // Refused by the lock (409 last_admin), or — when the first change came before its checks — as an
    // account that is no longer staff (its last console role went with the admin one).
    expect([409, 403]).toContain(other.status);
    expect(["last_admin", "staff_only"]).toContain(other.body.code);
    expect(await activeAdmins()).toHaveLength(1);
  });

  it("stays when two admins deactivate each other at once", async () => {
    const [current] = await activeAdmins();
    const partner = await newAdmin();
    const currentClient = admins.get(current!)!;
    const answers = await Promise.all([
      currentClient.json<ErrorBody>("POST", `${CONSOLE}/users/${partner.user.id}/deactivate/`, {}),
      partner.client.json<ErrorBody>("POST", `${CONSOLE}/users/${current}/deactivate/`, {}),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
