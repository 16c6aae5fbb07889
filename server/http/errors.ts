import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** Every error answer of the auth service and the API: `{ message, errors? }`, errors by field. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string[]>,
) {
  const body: ErrorBody = errors ? { message, errors } : { message };
  return c.json(body, status);
}

/** Zod issues as `{ field: [messages] }`; issues about the whole object go under "non_field_errors". */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "non_field_errors";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}
