import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** "pglite" (embedded, default) or "postgres" (DATABASE_URL). */
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** NOTIFY on a channel (PostgreSQL's payload limit: under 8,000 bytes). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN on a channel until the returned function is called. On PostgreSQL the listening connection
   * is its own; when it is lost it is opened again (backing off up to 10 s) and `onReconnect` is called:
   * notifications may have been missed meanwhile.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseOptions {
  /** A postgres:// URL; when absent, PGlite persisted in `dataDir` (or in memory when dataDir is "memory://"). */
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? "memory://");
}

function openPostgres(url: string, max: number): Database {
  // No JIT compilation (docs/decisions/0053): the site's statements each take a few milliseconds, but a page's
  // one statement of many JSON columns is estimated dear enough to pass `jit_above_cost`, and compiling it
  // cost ~80 ms on every execution (the slot page). An `options` in the URL still wins.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, options: "-c jit=off" });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    listen: (channel, onMessage, onReconnect) => listenPostgres(url, channel, onMessage, onReconnect),
    close: () => pool.end(),
  };
}

/** A dedicated connection that LISTENs, opened again whenever it is lost. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void connect(1).catch(() => undefined), 500);
    };
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      if (attempt === 0 || stopped) throw error;
      retry = setTimeout(() => void connect(attempt + 1).catch(() => undefined), Math.min(10_000, 500 * 2 ** attempt));
      return;
    }
    if (stopped) return void next.end().catch(() => undefined);
    client = next;
    if (attempt > 0) onReconnect();
  };
  await connect(0);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

function openPglite(dataDir: string): Database {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // One process holds an embedded database: its notifications never leave it, and nothing is lost.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    },
    close: () => client.close(),
  };
}
