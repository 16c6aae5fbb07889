import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The e2e server: the production start path on a fresh data folder, removed with the temp dir. */
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "casino-e2e-"));
await import("../../server/start");
