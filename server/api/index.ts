import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../db/client";
import type { Config } from "../config";
import type { AppEnv } from "../http/env";
import { HttpError, jsonError } from "../http/errors";
import type { PageCache } from "../http/page-cache";
import type { Logger } from "../logger";
import { openApiDocument } from "./openapi";

export interface ApiDeps {
  config: Config;
  db: Db;
  logger: Logger;
  cache: PageCache;
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The main API, mounted at API_BASE. Each domain adds its routes in its own file and its paths to the
 * OpenAPI document. Every answer is JSON and never cached by browsers or proxies unless a route says so.
 */
export function apiRoutes(deps: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => jsonError(c, 413, "The body is too large") }));
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
  });

  api.get("/openapi.json", (c) => c.json(openApiDocument(deps.config)));

  api.notFound((c) => jsonError(c, 404, "Not found"));
  api.onError((error, c) => {
    if (error instanceof HttpError) return jsonError(c, error.status, error.message, error.errors);
    deps.logger.error({ err: error, reqId: c.get("requestId") }, "api error");
    return jsonError(c, 500, "An error occurred. Please try again.");
  });
  return api;
}
