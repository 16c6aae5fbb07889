import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeskCase, DeskPage } from "#contracts/console-users";
import type { ErrorBody } from "#contracts/errors";
import { casinos, complaints } from "#db/schema";
import { fileComplaint } from "#modules/complaints";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { signedInClient } from "../helpers/accounts";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * Issue 17's complaint desk: the cases waiting for the team (new and opened), the deadline running out
 * soonest first, filtered by status, casino and player, paged, each with its public case page.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const HOUR = 3_600_000;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let mediator: Awaited<ReturnType<typeof consoleClient>>;
let playerId: number;
let casinoIds: number[];
/** The player's cases by name. */
const cases: Record<string, number> = {};

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
  mediator = await consoleClient(app, database.db, ["mediator"]);
  playerId = (await signedInClient(app, database.db)).user.id;
  casinoIds = (await database.db.select({ id: casinos.id }).from(casinos).orderBy(casinos.id).limit(2)).map(
    (c) => c.id,
  );
  const now = Date.now();
  // Filed at different times: the team's 48 hours run out at different moments.
  const filings: [string, number, number][] = [
    ["late", casinoIds[0]!, now - 10 * HOUR],
    ["urgent", casinoIds[1]!, now - 47 * HOUR],
    ["fresh", casinoIds[0]!, now],
    ["waiting", casinoIds[0]!, now - 20 * HOUR],
    ["opened", casinoIds[1]!, now - 30 * HOUR],
  ];
  for (const [name, casinoId, at] of filings) {
    const filed = await fileComplaint(
      database.db,
      playerId,
      {
        casinoId,
        title: `Case ${name} about a withdrawal`,
        type: "delayed_withdrawal",
        amount: 100,
        currency: "EUR",
        problemDate: "2026-10-01",
        description: "My withdrawal has been pending for weeks although my account is verified in full.",
        // One case filed from the Portuguese site: the desk tells its language.
        lang: name === "urgent" ? "pt" : "en",
        consent: true,
      },
      { origin: "http://localhost", now: new Date(at) },
    );
    cases[name] = filed!.id;
  }
  await database.db
    .update(complaints)
    .set({ status: "waiting_casino", deadlineParty: "casino" })
    .where(eq(complaints.id, cases.waiting!));
  await database.db
    .update(complaints)
    .set({ status: "opened", deadlineAt: null, deadlineParty: null })
    .where(eq(complaints.id, cases.opened!));
}, 120_000);

afterAll(async () => {
  await database.drop();
});

const desk = (query: string) => mediator.client.json<DeskPage & ErrorBody>("GET", `${CONSOLE}/complaints/?${query}`);
const ids = (items: DeskCase[]) => items.map((item) => item.id);

describe("the complaint desk", () => {
  it("lists the cases waiting for the team, the deadline running out soonest first, none last", async () => {
    const mine = await desk(`player=${playerId}`);
    expect(mine.status).toBe(200);
    expect(ids(mine.body.items)).toEqual([cases.urgent, cases.late, cases.fresh, cases.opened]);
    const urgent = mine.body.items[0]!;
    expect(urgent).toMatchObject({
      title: "Case urgent about a withdrawal",
      lang: "pt",
      path: `/complaints/${cases.urgent}-case-urgent-about-a-withdrawal`,
      status: "new",
      casino: { id: casinoIds[1] },
      deadline: { party: "team" },
    });
    expect(mine.body.items.at(-1)).toMatchObject({ status: "opened", deadline: null });

    // Every case of the site in the default view: new or opened, in deadline order.
    const all = await desk("limit=100");
    expect(all.body.items.every((item) => item.status === "new" || item.status === "opened")).toBe(true);
    const deadlines = all.body.items.map((item) => (item.deadline ? Date.parse(item.deadline.at) : Infinity));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
  });

  it("filters by status (one, or all of them) and by casino", async () => {
    expect(ids((await desk(`player=${playerId}&status=waiting_casino`)).body.items)).toEqual([cases.waiting]);
    expect(ids((await desk(`player=${playerId}&status=all`)).body.items)).toEqual([
      cases.urgent,
      cases.waiting,
      cases.late,
      cases.fresh,
      cases.opened,
    ]);
    expect(ids((await desk(`player=${playerId}&casino=${casinoIds[1]}`)).body.items)).toEqual([
      cases.urgent,
      cases.opened,
    ]);
  });

  it("pages with a cursor, the case without a deadline included", async () => {
    const first = await desk(`player=${playerId}&limit=3`);
    expect(ids(first.body.items)).toEqual([cases.urgent, cases.late, cases.fresh]);
    const second = await desk(`player=${playerId}&limit=3&cursor=${first.body.next_cursor}`);
    expect(ids(second.body.items)).toEqual([cases.opened]);
    expect(second.body.next_cursor).toBeNull();
    const two = await desk(`player=${playerId}&limit=2&status=all`);
    const rest = await desk(`player=${playerId}&limit=2&status=all&cursor=${two.body.next_cursor}`);
    const last = await desk(`player=${playerId}&limit=2&status=all&cursor=${rest.body.next_cursor}`);
    expect([...ids(two.body.items), ...ids(rest.body.items), ...ids(last.body.items)]).toEqual([
      cases.urgent,
      cases.waiting,
      cases.late,
      cases.fresh,
      cases.opened,
    ]);
  });

  it("refuses bad parameters with 400 naming each", async () => {
    for (const [query, field] of [
      ["status=pending", "status"],
      ["casino=abc", "casino"],
      ["casino=0", "casino"],
      ["player=99999999999", "player"],
      ["cursor=nonsense", "cursor"],
      ["limit=500", "limit"],
    ]) {
      const res = await desk(query!);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), query).toEqual([field]);
    }
  });

  it("finds the casinos to filter by as their name is typed", async () => {
    const [casino] = await database.db.select().from(casinos).where(eq(casinos.id, casinoIds[0]!));
    const res = await mediator.client.json<{ items: { id: number }[] }>(
      "GET",
      `${CONSOLE}/complaints/casinos/?q=${encodeURIComponent(casino!.name.toLowerCase())}`,
    );
    expect(res.body.items.map((c) => c.id)).toContain(casino!.id);
  });
});
