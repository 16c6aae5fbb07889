import { Hono } from "hono";
import { z } from "zod";
import { BONUS_TYPE_VALUES, CONSOLE_BONUS_SORTS } from "#contracts/bonus-document";
import { slug } from "#contracts/document-fields";
import { bonusKind, bonusOptions, CONSOLE_BONUS_ORDER, consoleBonuses, expireBonuses, isoDay } from "#modules/bonuses";
import type { ApiDeps } from "../api";
import { parseQuery } from "../http/validate";
import { contentRoutes } from "./content";
import { requirePermission, type ConsoleEnv } from "./guard";
import { listAnswer, listPosition, listQueryShape, yesNo } from "./list-query";

export const bonusListQuery = z.object({
  ...listQueryShape,
  casino: slug.optional(),
  type: z.enum(BONUS_TYPE_VALUES).optional(),
  expired: yesNo,
  sort: z.enum(CONSOLE_BONUS_SORTS).default("updated"),
});

/**
 * The console's bonuses (issue 17): the list with search, filters (status, casino, type, expired), sorts
 * and keyset paging, the form's reference lists, and the content engine's calls (./content.ts) with the bulk
 * action "expire" besides publish and unpublish.
 */
export function bonusConsoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  const { db } = deps;
  const api = new Hono<ConsoleEnv>();

  api.get("/bonuses/", async (c) => {
    requirePermission(c, "content.read");
    const query = parseQuery(c, bonusListQuery);
    const order = CONSOLE_BONUS_ORDER[query.sort];
    const page = await consoleBonuses(db, {
      q: query.q || undefined,
      status: query.status,
      casino: query.casino,
      type: query.type,
      expired: query.expired,
      sort: query.sort,
      after: listPosition(query.cursor, bonusKind.kind, query.sort, order),
      limit: query.limit,
      today: isoDay(new Date()),
    });
    return c.json(listAnswer(page, bonusKind.kind, query.sort));
  });

  api.get("/bonuses/options/", async (c) => {
    requirePermission(c, "content.read");
    return c.json(await bonusOptions(db));
  });

  api.route(
    "/",
    contentRoutes(deps, "bonuses", bonusKind, {
      expire: (ids, author) => expireBonuses(db, ids, author, isoDay(new Date())),
    }),
  );
  return api;
}
