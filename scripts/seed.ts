/**
 * Fills the database with demo data.
 *
 *   npm run db:seed                     60 casinos, 480 slots, … with full texts
 *   npm run db:seed -- --scale 10000    10,000 casinos, 200,000 slots, 1,000,000 reviews
 *   npm run db:seed -- --force          empty the content tables and demo players first
 *
 * Database: DATABASE_URL (PostgreSQL) when set, otherwise PGlite in ${DATA_DIR}/db (DATA_DIR defaults to ./data).
 * Refuses to seed a database that already has casinos unless --force is given.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client";
import { libraryFolderIn } from "#modules/media";
import { clearSeedData, isSeeded, seedDemo } from "#seed/index";
import { progressBar } from "./progress";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { scale: { type: "string" }, force: { type: "boolean", default: false } } });
  const scale = values.scale === undefined ? undefined : Number(values.scale);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 1)) {
    process.stderr.write(`--scale needs a positive whole number of casinos, got "${values.scale}"\n`);
    return 2;
  }

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataFolder = process.env.DATA_DIR || "./data";
  const dataDir = join(dataFolder, "db");
  const database = openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    if (await isSeeded(database.db)) {
      if (!values.force) {
        process.stderr.write("The database already has casinos. Run with --force to replace the demo data.\n");
        return 1;
      }
      await clearSeedData(database.db);
    }
    const started = Date.now();
    await seedDemo(database.db, { scale, onProgress: progressBar(), imageFolder: libraryFolderIn(dataFolder) });
    const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`;
    process.stderr.write(`\nSeeded ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `\nSeeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
