import type { Context } from "hono";
import type { z } from "zod";
import {
  ERROR_STATUS,
  FIELD_ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type FieldErrorCode,
  type FieldErrors,
} from "#contracts/errors";

/**
 * Every error answer of the auth service and the API is an ErrorBody (contracts/errors.ts):
 * `{ code, message, errors? }`, field errors as `{ code, message }`.
 */
export type { ErrorBody, FieldErrors };

/** The code of an error thrown with a status only (`new HttpError(404, "Not found")`). */
const CODE_OF_STATUS = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "body_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
} as const satisfies Record<number, ErrorCode>;

/** The statuses an error may be thrown with without a code. */
export type StatusWithCode = keyof typeof CODE_OF_STATUS;

export class HttpError extends Error {
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  readonly code: ErrorCode;

  /**
   * `new HttpError("staff_only", "Staff only")`: the code brings its status (contracts/errors.ts).
   * `new HttpError(404, "Not found")`: the status brings its usual code (404 → not_found).
   */
  constructor(
    codeOrStatus: ErrorCode | StatusWithCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.code = typeof codeOrStatus === "string" ? codeOrStatus : CODE_OF_STATUS[codeOrStatus];
    this.status = ERROR_STATUS[this.code];
  }

  get body(): ErrorBody {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }
}

export function errorResponse(c: Context, error: HttpError) {
  return c.json(error.body, error.status);
}

export function jsonError(c: Context, code: ErrorCode, message: string, errors?: FieldErrors) {
  return errorResponse(c, new HttpError(code, message, errors));
}

const isFieldCode = (value: unknown): value is FieldErrorCode =>
  typeof value === "string" && (FIELD_ERROR_CODES as readonly string[]).includes(value);

/**
 * A zod issue's field code. "required" needs the issue's input (parse with `reportInput: true`, as
 * ./validate does): a missing or null value, or a text that is empty once trimmed. A refinement names its
 * own code in `params.code`; other custom issues are "invalid_value".
 */
export function fieldErrorCode(issue: z.core.$ZodIssue): FieldErrorCode {
  const missing = "input" in issue && (issue.input === undefined || issue.input === null);
  switch (issue.code) {
    case "invalid_type":
      return missing ? "required" : "invalid_type";
    case "invalid_value":
      return missing ? "required" : "invalid_value";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "required" : "too_short";
      return issue.origin === "array" || issue.origin === "set" ? "too_few" : "too_small";
    case "too_big":
      if (issue.origin === "string") return "too_long";
      return issue.origin === "array" || issue.origin === "set" ? "too_many" : "too_large";
    case "invalid_format":
      return "invalid_format";
    case "unrecognized_keys":
      return "unknown_field";
    case "custom": {
      const code: unknown = issue.params?.code;
      return isFieldCode(code) ? code : "invalid_value";
    }
    default:
      return "invalid_value";
  }
}

/** Zod issues as field errors; issues about the whole object go under "non_field_errors". */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "non_field_errors";
    (errors[field] ??= []).push({ code: fieldErrorCode(issue), message: issue.message });
  }
  return errors;
}

/** 400 invalid_input for one field: a check of the server's own, beyond the schema. */
export const invalidInput = (field: string, code: FieldErrorCode, message: string) =>
  new HttpError("invalid_input", "Invalid input", { [field]: [{ code, message }] });

/** 400 invalid_query for one query parameter. */
export const invalidQuery = (field: string, code: FieldErrorCode, message: string) =>
  new HttpError("invalid_query", "Invalid query parameters", { [field]: [{ code, message }] });

/** `extra`'s errors added to `errors`, field by field. */
export function mergeFieldErrors(errors: FieldErrors, extra: FieldErrors): FieldErrors {
  for (const [field, list] of Object.entries(extra)) (errors[field] ??= []).push(...list);
  return errors;
}
