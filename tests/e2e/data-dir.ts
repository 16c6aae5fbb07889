import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the e2e server keeps its data; the tests read delivered mail from `mail/` inside it. */
export function e2eDataDir(): string {
  return process.env.E2E_DATA_DIR ?? join(tmpdir(), `casino-e2e-${process.env.E2E_PORT ?? 3100}`);
}
