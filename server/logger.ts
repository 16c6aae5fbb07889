import pino from "pino";
import type { Config } from "./config";

export type Logger = pino.Logger;

/** JSON logs on stdout; secrets and tokens are redacted wherever they appear in a logged object. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ["password", "*.password", "token", "*.token", "refresh", "*.refresh", "headers.authorization"],
  });
}
