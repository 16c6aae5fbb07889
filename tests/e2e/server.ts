import { mkdirSync, rmSync } from "node:fs";
import { e2eDataDir } from "./data-dir";

/** The e2e server: the production start path on a fresh data folder (mails land in DATA_DIR/mail). */
const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
await import("../../server/start");
