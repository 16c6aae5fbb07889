import type { Handler } from "hono";
import { z } from "zod";
import type { ConsoleAction } from "#contracts/console";
import type { Db } from "#db/client";
import { casinosNamed } from "#modules/casinos";
import { parseQuery } from "../http/validate";
import { requirePermission, type ConsoleEnv } from "./guard";

export const choicesQuery = z.object({ q: z.string().trim().max(100).default("") });

/** The casinos a picker offers as a name is typed (?q=), for the section whose permission is `action`. */
export const casinoChoices =
  (db: Db, action: ConsoleAction): Handler<ConsoleEnv> =>
  async (c) => {
    requirePermission(c, action);
    const { q } = parseQuery(c, choicesQuery);
    return c.json({ items: await casinosNamed(db, q, 20) });
  };
