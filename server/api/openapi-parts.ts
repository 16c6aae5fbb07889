import { z } from "zod";
import {
  CHECK_FIELD_CODES,
  ERROR_CODES,
  ERROR_STATUS,
  FIELD_ERROR_CODES,
  PASSWORD_FIELD_CODES,
  SCHEMA_FIELD_CODES,
  type ErrorCode,
} from "#contracts/errors";
import { LIMITS, type LimitName } from "../http/rate-limit";

/**
 * Pieces the OpenAPI path files share (server/api/*-openapi.ts, server/auth/openapi.ts): the request
 * bodies generated from zod, the Error responses, the rate-limit wording and the main API's CSRF.
 */

/** A schema's JSON Schema (2020-12, OpenAPI 3.1's dialect), as the client sends it. */
export function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input" });
  return rest;
}

/** A request body's JSON Schema, as the client sends it. */
export function jsonBody(schema: z.ZodType, description: string) {
  return { required: true, description, content: { "application/json": { schema: jsonSchema(schema) } } };
}

export const ERROR = { $ref: "#/components/schemas/Error" };

const codeList = (codes: readonly string[]) => codes.map((code) => `\`${code}\``).join(", ");
const statusOfEachCode = Object.entries(ERROR_STATUS)
  .map(([code, status]) => `\`${code}\` ${status}`)
  .join(", ");

/** The Error and FieldError schemas of every error answer (contracts/errors.ts), for the document's components. */
export const errorSchemas = {
  Error: {
    type: "object",
    description: `Every error answer of the auth service and the API. Clients act on \`code\` (and on each field error's \`code\`), never on the English \`message\`. A code always comes with the same status: ${statusOfEachCode}.`,
    required: ["code", "message"],
    properties: {
      code: { type: "string", enum: ERROR_CODES, description: "Stable machine code (snake_case)." },
      message: { type: "string", description: "In English, for people; the wording may change." },
      errors: {
        type: "object",
        description:
          'By field name (dotted for a nested field, "non_field_errors" for the body as a whole): what is wrong with each.',
        additionalProperties: { type: "array", items: { $ref: "#/components/schemas/FieldError" } },
      },
    },
  },
  FieldError: {
    type: "object",
    required: ["code", "message"],
    properties: {
      code: {
        type: "string",
        enum: FIELD_ERROR_CODES,
        description: `Stable machine code. Any field: ${codeList(SCHEMA_FIELD_CODES)}; the password rules: \`too_short\`, \`too_long\`, ${codeList(PASSWORD_FIELD_CODES)}; the server's own checks: ${codeList(CHECK_FIELD_CODES)}.`,
      },
      message: { type: "string", description: "In English, for people; the wording may change." },
    },
  },
};

/**
 * A response with the Error schema (`code`, `message`, and `errors` by field), narrowed to the codes it
 * can carry when they are given.
 */
export function error(description: string, codes: ErrorCode | ErrorCode[] = [], headers?: Record<string, unknown>) {
  const list = [codes].flat();
  const schema = list.length > 0 ? { allOf: [ERROR, { properties: { code: { enum: list } } }] } : ERROR;
  return { description, ...(headers && { headers }), content: { "application/json": { schema } } };
}

/** A rate limit in words: '10 per hour', '5 per 15 minutes'. */
export const limit = (name: LimitName) => {
  const { points, seconds } = LIMITS[name];
  if (seconds === 3600) return `${points} per hour`;
  return seconds % 3600 === 0 ? `${points} per ${seconds / 3600} hours` : `${points} per ${seconds / 60} minutes`;
};

/** The errors the auth service and the main API answer alike. */
export const sharedResponses = {
  400: error(
    "Invalid input: the body is not valid JSON (`invalid_json`), or `errors` names each field with its errors (`invalid_input`).",
    ["invalid_input", "invalid_json"],
  ),
  401: error("Unauthorized: no bearer token, or one that is invalid, expired or of a revoked session.", "unauthorized"),
  415: error("Content-Type must be application/json.", "unsupported_media_type"),
  429: error("Too many requests. Please try again later.", "rate_limited", {
    "Retry-After": { description: "Seconds until the limit resets.", schema: { type: "integer", minimum: 1 } },
  }),
};

/** The main API's common errors (its CSRF cookie and header, its 64 KiB body limit). */
export const responses = {
  ...sharedResponses,
  403: error(
    "CSRF check failed: the `X-CSRFToken` header is missing or does not match the `csrftoken` cookie, or the browser marked the request cross-site (`Sec-Fetch-Site: cross-site`).",
    "csrf_failed",
  ),
  413: error("The body is larger than 64 KiB.", "body_too_large"),
};

/** A 400 with field errors: the body is not JSON (`invalid_json`) or its fields do not pass (`invalid_input`). */
export const badBody = (description: string, ...more: ErrorCode[]) =>
  error(description, ["invalid_input", "invalid_json", ...more]);

/** The errors every unsafe call of the main API can answer before its own checks. */
export const unsafeCall = { 403: responses[403], 413: responses[413], 415: responses[415] };

export const CSRF =
  "Like every unsafe call of the API, needs the `csrftoken` cookie (from `GET {api}/csrf/`) and its value in the `X-CSRFToken` header; call with credentials included.";

export const csrfHeader = {
  name: "X-CSRFToken",
  in: "header",
  required: true,
  description: "The value of the `csrftoken` cookie.",
  schema: { type: "string" },
};
export const csrfCookie = {
  name: "csrftoken",
  in: "cookie",
  required: true,
  description: "Set by `GET {api}/csrf/`; sent automatically with credentials included.",
  schema: { type: "string" },
};
export const CSRF_PARAMETERS = [csrfHeader, csrfCookie];

/** A 204 of the main API (which marks every answer `no-store` unless a route says otherwise). */
export const noContent = (description: string) => ({
  description,
  headers: { "Cache-Control": { description: "`no-store`.", schema: { type: "string", const: "no-store" } } },
});

export const BEARER = [{ bearer: [] }];
