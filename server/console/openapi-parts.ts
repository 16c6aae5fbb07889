import type { z } from "zod";
import { BEARER, CSRF, CSRF_PARAMETERS, badBody, error, jsonSchema, responses, unsafeCall } from "../api/openapi-parts";

/**
 * Pieces the console's OpenAPI files share (./openapi.ts, ./content-openapi.ts, ./people-openapi.ts): who may
 * call, the answers of a read and of a change, query parameters made from the routes' zod schemas.
 */

export const STAFF =
  "Needs the bearer of an active staff account (401 without one, 403 `staff_only` for any other account).";
export const VERIFIED = `${STAFF} The session must have passed the second factor within 12 hours (403 \`second_factor_required\`).`;

export const json = (schema: Record<string, unknown>) => ({ "application/json": { schema } });
export const ok = (description: string, schema: Record<string, unknown>) => ({ description, content: json(schema) });
export const object = (properties: Record<string, unknown>) => ({
  type: "object",
  required: Object.keys(properties),
  properties,
});
export const text = { type: "string" };
export const nullable = (type: string) => ({ type: [type, "null"] });

export const gated = error("Not staff, no second factor passed in this session, or a role without this permission.", [
  "staff_only",
  "second_factor_required",
  "permission_denied",
]);
export const gatedChange = error("Not staff, no second factor, no permission, or the CSRF check failed.", [
  "staff_only",
  "second_factor_required",
  "permission_denied",
  "csrf_failed",
]);
export const notFound = (what: string) => error(`Not found: ${what}.`, "not_found");

/** A path parameter that is a positive integer. */
export const idParameter = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "integer", minimum: 1 },
});

/** A list's query parameters, one per field of the route's zod query schema. */
export function queryParameters(query: z.ZodObject) {
  return Object.entries(query.shape).map(([name, field]) => ({
    name,
    in: "query",
    schema: jsonSchema(field as z.ZodType),
  }));
}

/** A page of a console list: its rows and the next page's cursor (null on the last page). */
export const page = (row: Record<string, unknown>) =>
  object({ items: { type: "array", items: row }, next_cursor: nullable("string") });

/** A read of the console (GET). */
export function consoleRead(options: {
  tags: string[];
  summary: string;
  description: string;
  parameters?: unknown[];
  answer: Record<string, unknown>;
  notFound?: string;
}) {
  return {
    tags: options.tags,
    summary: options.summary,
    description: options.description,
    security: BEARER,
    ...(options.parameters && { parameters: options.parameters }),
    responses: {
      200: options.answer,
      ...(options.parameters?.some((p) => (p as { in: string }).in === "query") && {
        400: error("Invalid query.", "invalid_query"),
      }),
      401: responses[401],
      403: gated,
      ...(options.notFound && { 404: notFound(options.notFound) }),
    },
  };
}

/** A change made at the console (an unsafe call: CSRF, body limit, JSON). */
export function consoleChange(options: {
  tags: string[];
  summary: string;
  description: string;
  parameters?: unknown[];
  body?: { schema: z.ZodType; description: string };
  answer: Record<string, unknown>;
  status?: number;
  notFound?: string;
  refusals?: Record<number, ReturnType<typeof error>>;
}) {
  return {
    tags: options.tags,
    summary: options.summary,
    description: `${options.description} ${CSRF}`,
    security: BEARER,
    parameters: [...(options.parameters ?? []), ...CSRF_PARAMETERS],
    ...(options.body && {
      requestBody: {
        required: true,
        description: options.body.description,
        content: json(jsonSchema(options.body.schema)),
      },
    }),
    responses: {
      [options.status ?? 200]: options.answer,
      ...(options.body && { 400: badBody("The body does not pass; `errors` names each field.") }),
      401: responses[401],
      ...unsafeCall,
      403: gatedChange,
      ...(options.notFound && { 404: notFound(options.notFound) }),
      ...options.refusals,
    },
  };
}
