import { z } from "zod";
import { MARKET_CODES, type MarketCode } from "#contracts/markets";

/**
 * Every setting, read once from the environment and validated at start. An invalid value stops the
 * process with a message that names the variable. `.env.example` lists them all with their defaults.
 */

const DEFAULT_MARKET_DOMAINS =
  "PT=localhost,BD=bd.localhost,UA=ua.localhost,FR=fr.localhost,GB=gb.localhost,MX=mx.localhost,AR=ar.localhost,PE=pe.localhost";

const basePath = z.string().regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, "must start with / and not end with /");

const marketDomains = z.string().transform((value, ctx) => {
  const result = new Map<MarketCode, string>();
  for (const pair of value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code, domain] = pair.split("=").map((s) => s.trim().toLowerCase());
    const upper = code?.toUpperCase();
    if (!upper || !domain || !(MARKET_CODES as readonly string[]).includes(upper)) {
      ctx.addIssue({
        code: "custom",
        message: `"${pair}" is not CODE=domain with CODE one of ${MARKET_CODES.join(", ")}`,
      });
      return z.NEVER;
    }
    result.set(upper as MarketCode, domain);
  }
  for (const code of MARKET_CODES) {
    if (!result.has(code)) {
      ctx.addIssue({ code: "custom", message: `has no domain for ${code}` });
      return z.NEVER;
    }
  }
  return result;
});

/** An HTTP header name (RFC 9110 token), lower-cased as Hono reads headers; empty means none. */
const optionalHeaderName = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/, "must be an HTTP header name, e.g. CF-IPCountry")
    .transform((v) => v.toLowerCase())
    .optional(),
);

/** A Google Tag Manager container id (GTM-XXXXXXX); empty means no tag manager at all. */
const optionalTagManagerId = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a Google Tag Manager container id, e.g. GTM-AB12CD3")
    .optional(),
);

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Casino Guide <no-reply@casino-guide.example>"),
  /** The main market's origin; its scheme and port are every market's (default: http://localhost:PORT). */
  PUBLIC_ORIGIN: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
  MARKET_DOMAINS: z.string().default(DEFAULT_MARKET_DOMAINS).pipe(marketDomains),
  AUTH_BASE: basePath.default("/auth"),
  API_BASE: basePath.default("/api"),
  /** The complaint service's own base address (docs/product-spec.md §7; docs/decisions/0018). */
  COMPLAINTS_BASE: basePath.default("/api/complaints"),
  /** The staff console's API (issue 17; docs/decisions/0027), under API_BASE like the complaint service. */
  CONSOLE_BASE: basePath.default("/api/admin"),
  CONTACT_EMAIL: z.email().default("support@casino-guide.example"),
  SECRET_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * A header a trusted CDN sets to the visitor's country (Cloudflare: CF-IPCountry), read before the
   * country database. Only when the CDN overwrites it on every request: a client could send it too.
   */
  GEO_COUNTRY_HEADER: optionalHeaderName,
  /** Google Tag Manager container, loaded only for visitors who accept analytics cookies. */
  TAG_MANAGER_ID: optionalTagManagerId,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  /** What the page cache may hold, in megabytes of text; the least recently used pages go first. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).default(128),
  /**
   * Deferred parts and kept cards of pages written from the HTML they rendered before, at the same place of
   * the same page with the same props (app/part-fragments.server.ts, docs/decisions/0065, 0066).
   */
  PART_FRAGMENTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Server processes (node:cluster) sharing DATABASE_URL; the embedded database serves one. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
});

export type Config = Omit<z.infer<typeof schema>, "PUBLIC_ORIGIN"> & { PUBLIC_ORIGIN: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (parsed.data.NODE_ENV === "production" && !parsed.data.SECRET_KEY) {
    throw new ConfigError("Invalid configuration:\n  SECRET_KEY: required in production (at least 32 characters)");
  }
  if (parsed.data.WORKERS > 1 && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  WORKERS: more than one process needs DATABASE_URL (a PostgreSQL server); the embedded database serves one process",
    );
  }
  // The browser reaches the complaint service with the API's session client and CSRF cookie (docs/decisions/0018).
  if (!parsed.data.COMPLAINTS_BASE.startsWith(`${parsed.data.API_BASE}/`)) {
    throw new ConfigError("Invalid configuration:\n  COMPLAINTS_BASE: must lie under API_BASE (e.g. /api/complaints)");
  }
  if (!parsed.data.CONSOLE_BASE.startsWith(`${parsed.data.API_BASE}/`)) {
    throw new ConfigError("Invalid configuration:\n  CONSOLE_BASE: must lie under API_BASE (e.g. /api/admin)");
  }
  const { PUBLIC_ORIGIN, ...rest } = parsed.data;
  return { ...rest, PUBLIC_ORIGIN: new URL(PUBLIC_ORIGIN ?? `http://localhost:${rest.PORT}`).origin };
}
