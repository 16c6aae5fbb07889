import type { Hono } from "hono";
import { CONSOLE_PAGE_ORDER, consolePages, pageKind } from "#modules/pages";
import type { ApiDeps } from "../api";
import { simpleKindRoutes } from "./content";
import type { ConsoleEnv } from "./guard";

/**
 * The console's information pages (issue 17): the list (search, status; by title) with the languages each
 * body is written in, and the content engine's calls (./content.ts). A page is never taken off the site.
 */
export function pageConsoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  return simpleKindRoutes(deps, "pages", pageKind, { sort: "title", order: CONSOLE_PAGE_ORDER, read: consolePages });
}
