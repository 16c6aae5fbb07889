import { Hono } from "hono";
import { z } from "zod";
import { COMPLAINT_STATUS_VALUES } from "#contracts/complaint-values";
import { idSchema } from "#contracts/ids";
import { complaintDesk, COMPLAINT_STATUSES, deskCursor, TEAM_STATUSES } from "#modules/complaints";
import type { ApiDeps } from "../api";
import { invalidQuery } from "../http/errors";
import { parseQuery } from "../http/validate";
import { casinoChoices } from "./casino-choices";
import { requirePermission, type ConsoleEnv } from "./guard";

/** "team": the cases waiting for the team (new and opened), the default; "all": every status. */
export const deskQuery = z.object({
  status: z.enum(["team", "all", ...COMPLAINT_STATUS_VALUES]).default("team"),
  casino: z.coerce.number().pipe(idSchema).optional(),
  player: z.coerce.number().pipe(idSchema).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * The complaint desk (complaints.mediate): the cases waiting for the team, the deadline running out
 * soonest first, filtered by status, casino and player; mediators act on each case's public page.
 */
export function complaintDeskRoutes({ db }: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();

  api.get("/complaints/", async (c) => {
    requirePermission(c, "complaints.mediate");
    const query = parseQuery(c, deskQuery);
    const after = query.cursor ? deskCursor(query.cursor) : null;
    if (query.cursor && !after)
      throw invalidQuery("cursor", "invalid_cursor", "The cursor is not one this list gave out");
    const statuses =
      query.status === "team" ? TEAM_STATUSES : query.status === "all" ? COMPLAINT_STATUSES : [query.status];
    const page = await complaintDesk(
      db,
      { statuses, casinoId: query.casino, playerId: query.player },
      { limit: query.limit, after },
    );
    return c.json({
      items: page.items.map((item) => ({
        id: item.id,
        slug: item.slug,
        title: item.title,
        lang: item.lang,
        path: `/complaints/${item.id}-${item.slug}`,
        status: item.status,
        casino: item.casino,
        player: item.player,
        created_at: item.createdAt,
        deadline: item.deadline,
      })),
      next_cursor: page.nextCursor,
    });
  });

  api.get("/complaints/casinos/", casinoChoices(db, "complaints.mediate"));

  return api;
}
