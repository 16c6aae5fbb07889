import type { Context } from "hono";
import { UnknownFacetValueError } from "#modules/facets";
import type { FieldErrors } from "#contracts/errors";
import type { Logger } from "../logger";
import { errorResponse, HttpError, jsonError } from "./errors";
import { retryAfter } from "./rate-limit";

/** A filter value that is well formed but names nothing (a removed provider), as field errors. */
function unknownValues(error: UnknownFacetValueError): FieldErrors {
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [
      field,
      messages.map((message) => ({ code: "unknown_value" as const, message })),
    ]),
  );
}

/** The JSON error answer of the auth service and the API: known errors with their codes, others as 500. */
export function jsonErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HttpError) {
      retryAfter(c, error);
      return errorResponse(c, error);
    }
    // The caller's mistake, not ours.
    if (error instanceof UnknownFacetValueError)
      return jsonError(c, "invalid_query", "Invalid query parameters", unknownValues(error));
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return jsonError(c, "internal_error", "An error occurred. Please try again.");
  };
}
