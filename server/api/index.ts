import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "#db/client";
import type { AuthKeys } from "#modules/accounts";
import type { Config } from "../config";
import { requireApiCsrf } from "../http/csrf";
import type { AppEnv } from "../http/env";
import { jsonErrorHandler } from "../http/error-handler";
import { jsonError } from "../http/errors";
import type { PageCache } from "../http/page-cache";
import type { RateLimits } from "../http/rate-limit";
import type { Logger } from "../logger";
import { bonusRoutes } from "./bonuses";
import { casinoRoutes } from "./casinos";
import { communityRoutes } from "./community";
import { geoRoutes } from "./geo";
import { openApiDocument } from "./openapi";
import { searchRoutes } from "./search";
import { slotRoutes } from "./slots";
import { userRoutes } from "./users";

export interface ApiDeps {
  config: Config;
  db: Db;
  logger: Logger;
  cache: PageCache;
  keys: AuthKeys;
  limits: RateLimits;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const MAX_BODY_BYTES = 64 * 1024;

/**
 * What every JSON service under its own base shares (the main API, the complaint service): a body limit on
 * calls that carry a body, no caching unless a route says so, and the CSRF header on every unsafe call
 * (the csrftoken cookie's value in X-CSRFToken: docs/product-spec.md §3, §7). A call that `ownLimit`
 * picks skips this limit: its route applies its own, after the service's checks of who is calling (the
 * limit reads a body without a Content-Length before letting the call on).
 */
export function guardService<E extends AppEnv>(
  api: Hono<E>,
  keys: AuthKeys,
  maxBodyBytes = MAX_BODY_BYTES,
  ownLimit: (c: Context<E>) => boolean = () => false,
): void {
  // Only calls that carry a body: on a GET the limit would build the whole Request object for nothing.
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => jsonError(c, "body_too_large", "The body is too large"),
  });
  api.use((c, next) => (SAFE_METHODS.has(c.req.method) || ownLimit(c) ? next() : limitBody(c, next)));
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
  });
  api.use(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) requireApiCsrf(c, keys.csrf);
    await next();
  });
}

/**
 * The main API, mounted at API_BASE. Each domain adds its routes in its own file and its paths to the
 * OpenAPI document. Every answer is JSON and never cached by browsers or proxies unless a route says so.
 */
export function apiRoutes(deps: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  guardService(api, deps.keys);

  api.get("/openapi.json", (c) => c.json(openApiDocument(deps.config)));
  api.route("/", userRoutes(deps));
  api.route("/", communityRoutes(deps));
  api.route("/", casinoRoutes(deps));
  api.route("/", slotRoutes(deps));
  api.route("/", bonusRoutes(deps));
  api.route("/", geoRoutes(deps));
  api.route("/", searchRoutes(deps));

  // Any other path under API_BASE (not the pages' 404).
  api.all("*", (c) => jsonError(c, "not_found", "Not found"));
  api.onError(jsonErrorHandler(deps.logger));
  return api;
}
