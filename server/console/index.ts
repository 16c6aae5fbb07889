import { Hono } from "hono";
import type { ApiDeps } from "../api";
import { guardService } from "../api";
import { jsonErrorHandler } from "../http/error-handler";
import { jsonError } from "../http/errors";
import { auditRoutes } from "./audit";
import { auditChanges, requireSecondFactor, requireStaff, type ConsoleEnv } from "./guard";
import { MEDIA_UPLOAD_MAX_BYTES, mediaRoutes } from "./media";
import { secondFactorRoutes } from "./second-factor";

/**
 * The staff console's API (issue 17; docs/decisions/0027) under CONSOLE_BASE: the main API's rules (CSRF
 * header on unsafe calls, no caching), then an active staff account, then — past the second-factor calls —
 * a session that passed the second factor; each route checks its permission (contracts/console.ts), and
 * every call that changes something is written to the audit log.
 */
export function consoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();
  // The body limit fits a media upload. No body is read before the staff and second-factor checks pass.
  guardService(api, deps.keys, MEDIA_UPLOAD_MAX_BYTES);
  api.use(requireStaff(deps));
  api.use(auditChanges(deps));
  api.route("/", secondFactorRoutes(deps));
  api.use(requireSecondFactor);
  api.route("/", auditRoutes(deps));
  api.route("/", mediaRoutes(deps));
  api.all("*", (c) => jsonError(c, "not_found", "Not found"));
  api.onError(jsonErrorHandler(deps.logger));
  return api;
}
