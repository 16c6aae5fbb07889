import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { UnknownFacetValueError } from "#modules/facets";
import type { Logger } from "../logger";
import { jsonErrorHandler } from "./error-handler";
import { HttpError } from "./errors";
import { TooManyRequests } from "./rate-limit";

/** An app whose one route throws `error`, answered by the shared JSON error handler. */
function answerTo(error: Error) {
  const logger = { error: vi.fn() };
  const app = new Hono();
  app.get("/", () => {
    throw error;
  });
  app.onError(jsonErrorHandler(logger as unknown as Logger));
  return { logger, response: app.request("/") };
}

describe("the JSON error handler", () => {
  it("answers an HttpError with its status and body", async () => {
    const { response } = answerTo(new HttpError("staff_only", "Staff only"));
    const res = await response;
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "staff_only", message: "Staff only" });
  });

  it("adds Retry-After to a 429", async () => {
    const res = await answerTo(new TooManyRequests(42)).response;
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("42");
    expect(await res.json()).toEqual({ code: "rate_limited", message: "Too many requests. Please try again later." });
  });

  it("answers a filter value that names nothing as invalid_query with unknown_value field errors", async () => {
    const res = await answerTo(new UnknownFacetValueError({ providers: ["gone", "away"] })).response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "invalid_query",
      message: "Invalid query parameters",
      errors: {
        providers: [
          { code: "unknown_value", message: 'unknown value "gone"' },
          { code: "unknown_value", message: 'unknown value "away"' },
        ],
      },
    });
  });

  it("logs anything else and answers internal_error without its details", async () => {
    const { logger, response } = answerTo(new Error("database password is hunter2"));
    const res = await response;
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: "internal_error", message: "An error occurred. Please try again." });
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
