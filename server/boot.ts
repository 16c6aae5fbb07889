import { join } from "node:path";
import { openDatabase, type Database } from "../db/client";
import { isSeeded, seedDemo } from "../db/seed";
import { syncMarkets } from "../modules/markets/sync";
import type { Config } from "./config";
import type { Logger } from "./logger";

/**
 * Opens the database (PGlite under DATA_DIR/db, or DATABASE_URL), applies the committed migrations,
 * writes the markets, and loads the demo content into an empty database.
 */
export async function bootDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, "db") });
  logger.info({ kind: database.kind }, "database: applying migrations");
  await database.migrate();
  await syncMarkets(database.db, config.MARKET_DOMAINS);
  if (!(await isSeeded(database.db))) {
    logger.info("database is empty: loading the demo content");
    const started = Date.now();
    await seedDemo(database.db);
    logger.info({ ms: Date.now() - started }, "demo content loaded");
  }
  return database;
}
