import { Hono } from "hono";
import { z } from "zod";
import { CONSOLE_CASINO_SORTS, safetyPreviewSchema } from "#contracts/casino-document";
import { CONTENT_STATUSES } from "#contracts/content";
import { idSchema } from "#contracts/ids";
import { casinoKind, casinoOptions, consoleCasinos, previewSafety } from "#modules/casinos";
import { decodeCursor, encodeCursor } from "#modules/paging";
import type { ApiDeps } from "../api";
import { invalidQuery } from "../http/errors";
import { parseQuery } from "../http/validate";
import { contentRoutes } from "./content";
import { requirePermission, type ConsoleEnv } from "./guard";

const yesNo = z.enum(["yes", "no"]).optional();

export const casinoListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum([...CONTENT_STATUSES, "pending"]).optional(),
  type: z.string().trim().max(80).optional(),
  blacklisted: yesNo,
  warned: yesNo,
  sort: z.enum(CONSOLE_CASINO_SORTS).default("updated"),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The facts of the safety preview as query parameters (a GET: previews are not changes for the audit log). */
export const previewFields = z.object({
  casino: z.coerce.number().pipe(idSchema).optional(),
  launch_date: z.string(),
  licences: z.preprocess(list, z.array(z.string())),
  size_tier: z.coerce.number(),
  unfair_terms: z.coerce.number(),
  withdrawal_limit_month: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().optional()),
  blacklisted: z.enum(["yes", "no"]),
});
const previewQuery = previewFields
  .transform((q) => ({
    casino: q.casino ?? null,
    facts: {
      launchDate: q.launch_date,
      licences: q.licences,
      sizeTier: q.size_tier,
      unfairTerms: q.unfair_terms,
      withdrawalLimitMonth: q.withdrawal_limit_month ?? null,
      isBlacklisted: q.blacklisted === "yes",
    },
  }))
  .pipe(z.object({ casino: idSchema.nullable(), facts: safetyPreviewSchema }));

const flag = (value: "yes" | "no" | undefined) => (value === undefined ? undefined : value === "yes");

/**
 * The console's casinos (issue 17): the list with search, filters, sorts and keyset paging, the form's
 * reference lists, the safety index previewed live from the facts being edited, and the content engine's
 * calls (./content.ts) for the casino kind.
 */
export function casinoConsoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  const { db } = deps;
  const api = new Hono<ConsoleEnv>();

  api.get("/casinos/", async (c) => {
    requirePermission(c, "content.read");
    const query = parseQuery(c, casinoListQuery);
    const position = query.cursor ? decodeCursor(query.cursor, `console-${query.sort}`) : null;
    if (position && ("error" in position || position.key === null))
      throw invalidQuery("cursor", "invalid_cursor", "The cursor is not one this list gave out");
    const page = await consoleCasinos(db, {
      q: query.q || undefined,
      status: query.status,
      type: query.type || undefined,
      blacklisted: flag(query.blacklisted),
      warned: flag(query.warned),
      sort: query.sort,
      after: position ? { key: position.key!, id: position.id } : null,
      limit: query.limit,
    });
    return c.json({
      items: page.items,
      next_cursor: page.next ? encodeCursor({ sort: `console-${query.sort}`, ...page.next }) : null,
    });
  });

  api.get("/casinos/options/", async (c) => {
    requirePermission(c, "content.read");
    return c.json(await casinoOptions(db));
  });

  api.get("/casinos/safety-preview/", async (c) => {
    requirePermission(c, "content.read");
    const query = parseQuery(c, previewQuery);
    return c.json(await previewSafety(db, query.casino, query.facts));
  });

  api.route("/", contentRoutes(deps, "casinos", casinoKind));
  return api;
}
