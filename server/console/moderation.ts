import { Hono } from "hono";
import type { ModerationAction } from "#contracts/community";
import { parseId } from "#contracts/ids";
import { moderate, moderationQueue } from "#modules/community";
import type { ApiDeps } from "../api";
import { HttpError } from "../http/errors";
import { audit, requirePermission, type ConsoleEnv } from "./guard";

/** The path words of moderation; Maps, so that a path such as /moderation/constructor/… names nothing. */
const MODERATED_TYPES: ReadonlyMap<string, "review" | "comment"> = new Map([
  ["reviews", "review"],
  ["comments", "comment"],
]);
const MODERATION_ACTIONS: ReadonlyMap<string, ModerationAction> = new Map([
  ["hide", "hide"],
  ["restore", "restore"],
  ["delete", "delete"],
]);

/**
 * The moderation queue in the console (moderation.manage): reported reviews and comments first, then the
 * newest; hide, restore or delete each (the module resolves the item's reports and writes the moderation
 * log in one transaction; the audit log names the action, "review.hide" say).
 */
export function moderationRoutes({ db }: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();

  api.get("/moderation/", async (c) => {
    requirePermission(c, "moderation.manage");
    return c.json(await moderationQueue(db));
  });

  api.post("/moderation/:type/:id/:action/", async (c) => {
    const type = MODERATED_TYPES.get(c.req.param("type"));
    const action = MODERATION_ACTIONS.get(c.req.param("action"));
    const id = parseId(c.req.param("id"));
    if (!type || !action || id === null) throw new HttpError(404, "Not found");
    audit(c, { action: `${type}.${action}`, targetKind: type, targetId: id });
    const staff = requirePermission(c, "moderation.manage");
    if (!(await moderate(db, staff.userId, type, id, action))) throw new HttpError(404, "Not found");
    return c.body(null, 204);
  });

  return api;
}
