import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { openDatabase, type Db } from "#db/client";
import { tellOtherProcesses } from "#server/change-bus";
import type { Io } from "./content-transfer";

/**
 * Runs a content command on DATABASE_URL (PostgreSQL) when set, otherwise on the embedded PGlite under
 * DATA_DIR (./data) — as db:seed and user:create do. On PostgreSQL the changes are NOTIFYed on the change
 * bus, so running servers follow an import at once; the embedded database belongs to one process at a time
 * (stop the server first: it reads the tables afresh when it starts).
 */
export function runContentCommand(command: (db: Db, argv: string[], io: Io) => Promise<number>): void {
  const run = async () => {
    const database = openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: join(process.env.DATA_DIR || "./data", "db"),
    });
    const bus = tellOtherProcesses(database, randomUUID(), (error) => {
      process.stderr.write(`Could not tell the running servers about a change: ${String(error)}\n`);
    });
    try {
      await database.migrate();
      return await command(database.db, process.argv.slice(2), { out: process.stdout, err: process.stderr });
    } finally {
      await bus.sent();
      bus.stop();
      await database.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
