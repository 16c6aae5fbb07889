import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "#db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again by `drop()`.
 */
export async function freshDatabase(): Promise<Database & { drop(): Promise<void>; url: string | null }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return { ...database, url: null, drop: () => database.close().catch(() => undefined) };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
