import { Hono } from "hono";
import type { ApiDeps } from "../api";
import { guardService } from "../api";
import { jsonErrorHandler } from "../http/error-handler";
import { jsonError } from "../http/errors";
import { auditRoutes } from "./audit";
import { bonusConsoleRoutes } from "./bonuses";
import { casinoConsoleRoutes } from "./casinos";
import { catalogConsoleRoutes } from "./catalog";
import { auditChanges, requireSecondFactor, requireStaff, type ConsoleEnv } from "./guard";
import { isMediaUpload, mediaRoutes } from "./media";
import { complaintDeskRoutes } from "./complaints";
import { moderationRoutes } from "./moderation";
import { pageConsoleRoutes } from "./pages";
import { postConsoleRoutes } from "./posts";
import { secondFactorRoutes } from "./second-factor";
import { translationRoutes } from "./translations";
import { userRoutes } from "./users";

/** The largest body a console call takes. */
export const CONSOLE_MAX_BODY_BYTES = 512 * 1024;

/**
 * The staff console's API (issue 17; docs/decisions/0027) under CONSOLE_BASE: the main API's rules (CSRF
 * header on unsafe calls, no caching), then an active staff account, then — past the second-factor calls —
 * a session that passed the second factor; each route checks its permission (contracts/console.ts), and
 * every call that changes something is written to the audit log.
 */
export function consoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();
  // A casino's document carries its texts in nine languages: more than the API's 64 KB. A media upload's
  // larger limit applies in its route, once the staff and second-factor checks passed.
  guardService(api, deps.keys, CONSOLE_MAX_BODY_BYTES, isMediaUpload);
  api.use(requireStaff(deps));
  api.use(auditChanges(deps));
  api.route("/", secondFactorRoutes(deps));
  api.use(requireSecondFactor);
  api.route("/", auditRoutes(deps));
  api.route("/", mediaRoutes(deps));
  api.route("/", userRoutes(deps));
  api.route("/", moderationRoutes(deps));
  api.route("/", complaintDeskRoutes(deps));
  api.route("/", casinoConsoleRoutes(deps));
  api.route("/", bonusConsoleRoutes(deps));
  api.route("/", postConsoleRoutes(deps));
  api.route("/", pageConsoleRoutes(deps));
  api.route("/", catalogConsoleRoutes(deps));
  api.route("/", translationRoutes(deps));
  api.all("*", (c) => jsonError(c, "not_found", "Not found"));
  api.onError(jsonErrorHandler(deps.logger));
  return api;
}
