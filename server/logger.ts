import pino from "pino";
import type { Config } from "./config";

export type Logger = pino.Logger;

/**
 * What a database error carries that must never reach a log: the statement's bound values (a failed
 * INSERT holds password hashes, e-mails, tokens) and PostgreSQL's `detail` ("Key (email)=(…) already
 * exists"). The statement text itself stays: it names the failing query without values.
 */
const PRIVATE_ERROR_FIELDS = new Set(["params", "parameters", "detail", "values"]);

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!PRIVATE_ERROR_FIELDS.has(key)) out[key] = scrub(field, depth + 1);
  }
  // A driver's message may quote the values too ("Failed query: … params: …").
  if (typeof out.message === "string") out.message = out.message.replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]");
  if (typeof out.stack === "string") out.stack = out.stack.replace(/\nparams:[^\n]*/, "\nparams: [redacted]");
  return out;
}

/** An error as pino logs it, scrubbed, with its cause's code and message (PostgreSQL's SQLSTATE). */
function serializeError(error: Error): unknown {
  const out = scrub(pino.stdSerializers.err(error)) as Record<string, unknown>;
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  if (cause && typeof cause === "object") out.cause = scrub({ code: cause.code, message: cause.message });
  return out;
}

/**
 * JSON logs on stdout; secrets and tokens are redacted wherever they appear in a logged object, and
 * errors are logged without the values of the statement that failed.
 */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    redact: ["password", "*.password", "token", "*.token", "refresh", "*.refresh", "headers.authorization"],
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
