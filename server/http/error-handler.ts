import type { Context } from "hono";
import { UnknownFacetValueError } from "#modules/facets";
import type { Logger } from "../logger";
import { HttpError, jsonError } from "./errors";
import { retryAfter } from "./rate-limit";

/** The JSON error answer of the auth service and the API: known errors as they are, others as 500. */
export function jsonErrorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HttpError) {
      retryAfter(c, error);
      return jsonError(c, error.status, error.message, error.errors);
    }
    // A filter value that is well formed but names nothing (a removed provider): the caller's mistake.
    if (error instanceof UnknownFacetValueError) return jsonError(c, 400, "Invalid query parameters", error.errors);
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return jsonError(c, 500, "An error occurred. Please try again.");
  };
}
