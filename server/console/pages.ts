import { Hono } from "hono";
import { z } from "zod";
import { CONSOLE_PAGE_ORDER, consolePages, pageKind } from "#modules/pages";
import type { ApiDeps } from "../api";
import { parseQuery } from "../http/validate";
import { contentRoutes } from "./content";
import { requirePermission, type ConsoleEnv } from "./guard";
import { listAnswer, listPosition, listQueryShape } from "./list-query";

export const pageQuery = z.object(listQueryShape);

/**
 * The console's information pages (issue 17): the list (search, status; by title) with the languages each
 * body is written in, and the content engine's calls (./content.ts). A page is never taken off the site.
 */
export function pageConsoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  const { db } = deps;
  const api = new Hono<ConsoleEnv>();

  api.get("/pages/", async (c) => {
    requirePermission(c, "content.read");
    const query = parseQuery(c, pageQuery);
    const page = await consolePages(db, {
      q: query.q || undefined,
      status: query.status,
      after: listPosition(query.cursor, pageKind.kind, "title", CONSOLE_PAGE_ORDER),
      limit: query.limit,
    });
    return c.json(listAnswer(page, pageKind.kind, "title"));
  });

  api.route("/", contentRoutes(deps, "pages", pageKind));
  return api;
}
