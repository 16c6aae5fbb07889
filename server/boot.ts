import { join } from "node:path";
import { openDatabase, type Database } from "#db/client";
import { isSeeded, seedDemo } from "#seed/index";
import { bonusCatalogue } from "#modules/bonuses";
import { libraryFolderIn } from "#modules/media";
import { casinoCatalogue } from "#modules/casinos";
import { syncMarkets } from "#modules/markets";
import { slotCatalogue } from "#modules/slots";
import type { Config } from "./config";
import type { Logger } from "./logger";

/**
 * Opens the database (PGlite under DATA_DIR/db, or DATABASE_URL), applies the committed migrations,
 * writes the markets and loads the demo content into an empty database. The primary of several
 * processes does only this, and closes it again: its workers serve the pages.
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: join(config.DATA_DIR, "db") });
  logger.info({ kind: database.kind }, "database: applying migrations");
  await database.migrate();
  await syncMarkets(database.db, config.MARKET_DOMAINS);
  if (!(await isSeeded(database.db))) {
    logger.info("database is empty: loading the demo content");
    const started = Date.now();
    await seedDemo(database.db, { imageFolder: libraryFolderIn(config.DATA_DIR) });
    logger.info({ ms: Date.now() - started }, "demo content loaded");
  }
  return database;
}

/**
 * The database of a process that serves pages: prepared, and the filters' in-memory indexes loading
 * (docs/decisions/0010) so that the first visitor does not wait for them.
 */
export async function bootDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await prepareDatabase(config, logger);
  warmSearchIndexes(database.db, logger);
  return database;
}

/** Loads the catalogue indexes in the background; a failure is logged and the first request retries. */
export function warmSearchIndexes(db: Database["db"], logger: Logger): void {
  for (const { name, index } of [casinoCatalogue, slotCatalogue, bonusCatalogue]) {
    const started = Date.now();
    index(db).then(
      () => logger.info({ index: name, ms: Date.now() - started }, "search index loaded"),
      (error: unknown) => logger.error({ err: error, index: name }, "search index failed to load"),
    );
  }
}
