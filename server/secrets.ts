import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "./config";

/**
 * The server secret. In production it must come from SECRET_KEY (config refuses to start without it);
 * in development and tests it is generated once and kept under DATA_DIR, so restarts keep sessions.
 */
export function resolveSecret(config: Config): string {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  if (config.DATA_DIR.startsWith("memory://")) return randomBytes(32).toString("base64url");
  const file = join(config.DATA_DIR, "secret-key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
