import { Hono } from "hono";
import { z } from "zod";
import { decodeCursor, encodeCursor, timestampKey } from "#modules/paging";
import { listAudit } from "#modules/staff";
import type { ApiDeps } from "../api";
import { invalidQuery } from "../http/errors";
import { parseQuery } from "../http/validate";
import { requirePermission, type ConsoleEnv } from "./guard";

const auditQuery = z.object({
  user: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().trim().max(100).optional(),
  target_kind: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The audit log (admins): newest first, filtered by account, action and target, load more by cursor. */
export function auditRoutes({ db }: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();
  api.get("/audit/", async (c) => {
    requirePermission(c, "audit.read");
    const query = parseQuery(c, auditQuery);
    const position = query.cursor ? decodeCursor(query.cursor, "audit", timestampKey) : null;
    if (position && "error" in position) throw invalidQuery("cursor", "invalid_cursor", `The cursor ${position.error}`);
    const rows = await listAudit(db, {
      userId: query.user,
      action: query.action || undefined,
      targetKind: query.target_kind || undefined,
      targetId: query.target_id || undefined,
      before: position ? { createdAt: new Date(position.key as string), id: position.id } : undefined,
      limit: query.limit + 1,
    });
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return c.json({
      items: items.map((row) => ({
        id: row.id,
        user_id: row.userId,
        username: row.username,
        action: row.action,
        target_kind: row.targetKind,
        target_id: row.targetId,
        status: row.status,
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      })),
      next_cursor:
        rows.length > query.limit && last
          ? encodeCursor({ sort: "audit", key: last.createdAt.toISOString(), id: last.id })
          : null,
    });
  });
  return api;
}
