import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#db/client";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { prepareDatabase, warmSearchIndexes } from "#server/boot";
import { startChangeBus } from "#server/change-bus";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { signedInClient } from "../helpers/accounts";
import { freshDatabase } from "../helpers/database";

/**
 * Two server processes on one PostgreSQL (two apps, each with its own connections, page cache, facet
 * indexes and change bus, as two processes have): a write through one shows through the other within
 * a second. On the embedded database, one process: its own changes reach its own cache through the bus
 * without echo.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const logger = createLogger(config);
const pages: WebHandler = async () => new Response("<html>page</html>", { headers: { "content-type": "text/html" } });
let first: Awaited<ReturnType<typeof freshDatabase>>;
let second: Database | null = null;
const stops: Array<() => Promise<void>> = [];

const processOn = async (database: Database) => {
  const cache = new PageCache(100);
  const app = createApp({ config, database, logger, cache, limits: new RateLimits(null), web: async () => pages });
  stops.push((await startChangeBus(database, cache, logger)).stop);
  return { app, cache };
};

const within = async (ms: number, check: () => Promise<boolean>) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

beforeAll(async () => {
  first = await freshDatabase();
  await seedDemo(first.db);
  if (first.url) second = openDatabase({ databaseUrl: first.url, poolSize: 2 });
}, 300_000);
afterAll(async () => {
  for (const stop of stops) await stop();
  await second?.close();
  await first.drop();
});

const host = { host: "localhost" };
const usersOrder = async (app: ReturnType<typeof createApp>) =>
  (
    (await (await app.request("/api/casinos/?sort=users&limit=50", { headers: host })).json()) as {
      items: Array<{ slug: string }>;
    }
  ).items.map((casino) => casino.slug);

describe("content changes across processes", () => {
  it(
    process.env.TEST_DATABASE_URL
      ? "shows a rating written through one process in the other's pages and filter order within 1 s"
      : "(embedded, one process) drops its own pages once for a change, with no echo from the bus",
    async () => {
      const a = await processOn(first);
      const b = second ? await processOn(second) : a;
      await b.app.request("/casinos", { headers: host });
      const before = await usersOrder(b.app);
      expect(b.cache.size).toBeGreaterThan(0);

      // The last casino in the users-score order gets a top rating through process A.
      const last = before[before.length - 1]!;
      const { client } = await signedInClient(a.app, first.db);
      expect((await client.request("POST", `/api/casinos/${last}/rating/`, { value: 10 })).status).toBe(200);

      const started = Date.now();
      const moved = await within(1000, async () => (await usersOrder(b.app)).indexOf(last) < before.indexOf(last));
      expect(moved, "the casino moved up in the other process's filter order").toBe(true);
      const page = await b.app.request("/casinos", { headers: host });
      expect(page.headers.get("x-page-cache"), "the other process rendered its list page again").toBeNull();
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  it(
    process.env.TEST_DATABASE_URL
      ? "drops its whole cache when its LISTEN connection was lost (it may have missed changes)"
      : "(embedded) keeps its pages while nothing changes",
    async () => {
      const database = second ?? first;
      const b = await processOn(database);
      await b.app.request("/casinos", { headers: host });
      expect(b.cache.size).toBe(1);
      if (!first.url) {
        await new Promise((r) => setTimeout(r, 100));
        expect(b.cache.size).toBe(1);
        return;
      }
      const admin = new pg.Client({ connectionString: first.url });
      await admin.connect();
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
      );
      await admin.end();
      expect(await within(5000, async () => b.cache.size === 0)).toBe(true);
    },
  );

  it(
    process.env.TEST_DATABASE_URL
      ? "the primary of several processes prepares the database and loads no index on the connections it closes"
      : "(embedded, one process) the process that serves loads the three filter indexes",
    async () => {
      const logged: Array<{ level: number; msg: string; index?: string }> = [];
      const capture = pino({ level: "info" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
      if (!first.url) {
        warmSearchIndexes(first.db, capture);
        await within(5000, async () => logged.length === 3);
        expect(logged.map((entry) => `${entry.index}: ${entry.msg}`).sort()).toEqual([
          "bonuses: search index loaded",
          "casinos: search index loaded",
          "slots: search index loaded",
        ]);
        return;
      }
      const primary = loadConfig({ NODE_ENV: "test", DATABASE_URL: first.url, WORKERS: "2", LOG_LEVEL: "silent" });
      await (await prepareDatabase(primary, capture)).close();
      // A load started on connections being closed fails once the pool's connect timeout (5 s) has passed.
      await new Promise((r) => setTimeout(r, 5500));
      expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
      expect(logged.filter((entry) => entry.msg.includes("search index"))).toEqual([]);
    },
  );
});
