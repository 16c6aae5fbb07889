import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "#db/client";
import { createActivatedAccount } from "#modules/accounts";
import { e2eDataDir, E2E_STAFF } from "./data-dir";

/**
 * The e2e server: the production start path on a fresh data folder (mails land in DATA_DIR/mail), with
 * one staff account for the moderation tests, created before the server opens the database.
 */
const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;

const database = openDatabase({ dataDir: join(dataDir, "db") });
await database.migrate();
await createActivatedAccount(database.db, { ...E2E_STAFF, staff: true });
await database.close();

await import("#server/start");
