import { sql } from "drizzle-orm";
import type { Db } from "#db/client";

/**
 * Files and rows of the library change together under one advisory lock, taken in the transaction that
 * changes them: an upload of a picture writes its files and rows inside it, a removal deletes its rows
 * and files inside it, so the two never race over the same files (docs/decisions/0030).
 */
const FILES_LOCK = 0x6d656469; // "medi"

export const lockLibraryFiles = (tx: Pick<Db, "execute">) =>
  tx.execute(sql`select pg_advisory_xact_lock(${FILES_LOCK})`);
