import type { Context } from "hono";
import type { z } from "zod";
import { fieldErrors, HttpError } from "./errors";

/** Query parameters as an object; a repeated parameter becomes an array. */
function queryObject(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) out[key] = values.length === 1 ? values[0]! : values;
  return out;
}

/** Parses the query string with a schema; 400 with the fields named when it does not fit. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(queryObject(c));
  if (!result.success) throw new HttpError(400, "Invalid query parameters", fieldErrors(result.error));
  return result.data;
}

/**
 * Parses a JSON body with a schema: 415 for another content type, 400 for bad JSON or bad fields.
 * `extra` adds errors found outside the schema (the password rules), reported together with its own.
 */
export async function parseJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  extra?: (raw: unknown) => Record<string, string[]>,
): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Content-Type must be application/json");
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "The body is not valid JSON");
  }
  const result = schema.safeParse(body);
  const errors = result.success ? {} : fieldErrors(result.error);
  for (const [field, messages] of Object.entries(extra?.(body) ?? {})) (errors[field] ??= []).push(...messages);
  if (!result.success || Object.keys(errors).length > 0) throw new HttpError(400, "Invalid input", errors);
  return result.data;
}
