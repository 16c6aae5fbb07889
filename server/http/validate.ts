import { queryObject } from "#contracts/query";
import { unstorableTextPaths } from "#contracts/text";
import type { Context } from "hono";
import type { z } from "zod";
import type { FieldErrors } from "#contracts/errors";
import { fieldErrors, HttpError, mergeFieldErrors } from "./errors";

/** Query parameters as an object; a repeated parameter becomes an array. */

const UNSTORABLE_TEXT = "Text must not contain NUL or broken characters.";

/** The issues carry their input, so that a missing value is told apart (field code "required"); it is never sent. */
const REPORT_INPUT = { reportInput: true };

/** Parses the query string with a schema; 400 invalid_query with the fields named when it does not fit. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(queryObject(new URL(c.req.url).searchParams), REPORT_INPUT);
  if (!result.success) throw new HttpError("invalid_query", "Invalid query parameters", fieldErrors(result.error));
  return result.data;
}

/**
 * Parses a JSON body with a schema: 415 for another content type, 400 for bad JSON or bad fields.
 * `extra` adds errors found outside the schema (the password rules), reported together with its own.
 */
export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  extra?: (raw: unknown) => FieldErrors,
): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type))
    throw new HttpError("unsupported_media_type", "Content-Type must be application/json");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError("invalid_json", "The body is not valid JSON");
  }
  // NUL and broken characters never reach a schema, a module or the database.
  const unstorable = unstorableTextPaths(body);
  if (unstorable.length > 0) {
    const errors: FieldErrors = {};
    for (const path of unstorable) {
      (errors[path.join(".") || "non_field_errors"] ??= []).push({ code: "invalid_value", message: UNSTORABLE_TEXT });
    }
    throw new HttpError("invalid_input", "Invalid input", errors);
  }
  const result = schema.safeParse(body, REPORT_INPUT);
  const errors = mergeFieldErrors(result.success ? {} : fieldErrors(result.error), extra?.(body) ?? {});
  if (!result.success || Object.keys(errors).length > 0) throw new HttpError("invalid_input", "Invalid input", errors);
  return result.data;
}
