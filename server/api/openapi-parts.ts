import { z } from "zod";
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

/** A response with the Error schema (`message`, and `errors` by field). */
export function error(description: string, headers?: Record<string, unknown>) {
  return { description, ...(headers && { headers }), content: { "application/json": { schema: ERROR } } };
}

/** A rate limit in words: '10 per hour', '5 per 15 minutes'. */
export const limit = (name: LimitName) => {
  const { points, seconds } = LIMITS[name];
  if (seconds === 3600) return `${points} per hour`;
  return seconds % 3600 === 0 ? `${points} per ${seconds / 3600} hours` : `${points} per ${seconds / 60} minutes`;
};

/** The errors the auth service and the main API answer alike. */
export const sharedResponses = {
  400: error("Invalid input: the body is not valid JSON, or `errors` names each field with its messages."),
  401: error("Unauthorized: no bearer token, or one that is invalid, expired or of a revoked session."),
  415: error("Content-Type must be application/json."),
  429: error("Too many requests. Please try again later.", {
    "Retry-After": { description: "Seconds until the limit resets.", schema: { type: "integer", minimum: 1 } },
  }),
};

/** The main API's common errors (its CSRF cookie and header, its 64 KiB body limit). */
export const responses = {
  ...sharedResponses,
  403: error(
    "CSRF check failed: the `X-CSRFToken` header is missing or does not match the `csrftoken` cookie, or the browser marked the request cross-site (`Sec-Fetch-Site: cross-site`).",
  ),
  413: error("The body is larger than 64 KiB."),
};

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
