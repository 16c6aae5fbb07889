import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  caseActionSchema,
  CASINO_SEARCH_MAX,
  CASINO_SEARCH_MIN,
  CASINO_SUGGESTIONS,
  COMPLAINT_STATUS_VALUES,
  COMPLAINT_TYPES,
  fileComplaintSchema,
} from "#contracts/complaints";
import { fieldError } from "#contracts/errors";
import { parseId } from "#contracts/ids";
import {
  allowedActions,
  casinoComplaintFigures,
  checkEvidence,
  complaintCursor,
  complaintDetail,
  EVIDENCE_MAX_BYTES,
  fileComplaint,
  listComplaints,
  listEvidence,
  moveComplaint,
  readEvidence,
  rolesInCase,
  storeEvidence,
  suggestComplaintCasinos,
  type ComplaintDetail,
} from "#modules/complaints";
import { resolveTarget } from "#modules/community";
import { complaintStats } from "#modules/stats";
import { requireUser } from "../http/auth";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/env";
import { jsonErrorHandler } from "../http/error-handler";
import { HttpError, invalidInput, invalidQuery, jsonError } from "../http/errors";
import type { LimitName } from "../http/rate-limit";
import { visitorContext } from "../http/request-context";
import { parseJson, parseQuery } from "../http/validate";
import { guardService, type ApiDeps } from "./index";

const listQuery = z.object({
  status: z.enum(COMPLAINT_STATUS_VALUES).optional(),
  type: z.enum(COMPLAINT_TYPES).optional(),
  casino: z.string().max(200).optional(),
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const casinoQuery = z.object({
  q: z.string().trim().min(CASINO_SEARCH_MIN).max(CASINO_SEARCH_MAX),
  limit: z.coerce.number().int().min(1).max(CASINO_SUGGESTIONS).default(CASINO_SUGGESTIONS),
});

/** An upload, with the evidence limit and room for the request's own bytes. */
const MAX_UPLOAD_BYTES = EVIDENCE_MAX_BYTES + 64 * 1024;

const publicCase = ({ playerId: _player, ...detail }: ComplaintDetail) => detail;

/**
 * The complaint service (issue 16) under COMPLAINTS_BASE (docs/decisions/0018): the cases, their
 * statistics and evidence. The same rules as the main API: the CSRF header on unsafe calls, an active
 * account's bearer for writes, rate limits per user and per IP. The state machine decides every move
 * (modules/complaints); evidence is served to the case's parties only, as downloads.
 */
export function complaintRoutes({ config, db, logger, keys, limits }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  guardService(api, keys, MAX_UPLOAD_BYTES);
  const context = () => ({ origin: config.PUBLIC_ORIGIN });

  async function writer(c: Context<AppEnv>, limit: LimitName) {
    const user = await requireUser(c, db, keys);
    await limits.consume(limit, String(user.userId));
    await limits.consume("contentPerIp", clientIp(c, config.TRUST_PROXY));
    return user;
  }

  async function caseOf(c: Context<AppEnv>): Promise<ComplaintDetail> {
    const id = parseId(c.req.param("id"));
    const detail = id === null ? null : await complaintDetail(db, id);
    if (!detail) throw new HttpError(404, "Not found");
    return detail;
  }

  /** The case, for one of its parties or staff (a mediator); 404 for anyone else, as if it had no files. */
  async function partyCase(c: Context<AppEnv>) {
    const user = await requireUser(c, db, keys);
    const detail = await caseOf(c);
    const roles = await rolesInCase(db, user.userId, { playerId: detail.playerId, casinoId: detail.casino.id });
    if (roles.length === 0) throw new HttpError("forbidden", "Only the parties of the case and its mediators");
    return { user, detail, roles };
  }

  api.get("/", async (c) => {
    const query = parseQuery(c, listQuery);
    const after = query.cursor ? complaintCursor(query.cursor) : null;
    if (query.cursor && !after) throw invalidQuery("cursor", "invalid_cursor", "Invalid cursor");
    let casinoId: number | undefined;
    if (query.casino) {
      const id = await resolveTarget(db, "casino", query.casino);
      if (id === null) throw invalidQuery("casino", "unknown_value", "No such casino");
      casinoId = id;
    }
    const page = await listComplaints(
      db,
      { status: query.status, type: query.type, casinoId, q: query.q || undefined },
      { limit: query.limit, after },
    );
    return c.json({ items: page.items, next_cursor: page.nextCursor });
  });

  api.get("/stats/", async (c) => c.json(await complaintStats(db)));

  api.get("/casinos/", async (c) => {
    const query = parseQuery(c, casinoQuery);
    return c.json({ items: await suggestComplaintCasinos(db, query.q, query.limit) });
  });

  api.get("/casinos/:slug/", async (c) => {
    const casinoId = await resolveTarget(db, "casino", c.req.param("slug"));
    if (casinoId === null) throw new HttpError(404, "Not found");
    return c.json(await casinoComplaintFigures(db, casinoId));
  });

  api.get("/mine/", async (c) => {
    const user = await requireUser(c, db, keys);
    const query = parseQuery(c, listQuery.pick({ cursor: true, limit: true }));
    const after = query.cursor ? complaintCursor(query.cursor) : null;
    if (query.cursor && !after) throw invalidQuery("cursor", "invalid_cursor", "Invalid cursor");
    const page = await listComplaints(db, { playerId: user.userId }, { limit: query.limit, after });
    return c.json({ items: page.items, next_cursor: page.nextCursor });
  });

  api.post("/", async (c) => {
    const user = await writer(c, "complaintPerUser");
    const body = await parseJson(c, fileComplaintSchema);
    const created = await fileComplaint(
      db,
      user.userId,
      {
        casinoId: body.casino,
        title: body.title,
        type: body.type,
        amount: body.amount,
        currency: body.currency,
        problemDate: body.problem_date,
        description: body.description,
        // The case keeps the language of the page it was filed from; the request's when left out.
        lang: body.lang ?? visitorContext(c, config, logger).locale,
        consent: body.consent,
      },
      context(),
    );
    if (!created) throw invalidInput("casino", "unknown_value", "No such casino");
    logger.info({ event: "complaint_filed", userId: user.userId, complaintId: created.id }, "complaint filed");
    return c.json({ id: created.id, slug: created.slug, path: `/complaints/${created.id}-${created.slug}` }, 201);
  });

  api.get("/:id/", async (c) => c.json(publicCase(await caseOf(c))));

  api.get("/:id/me/", async (c) => {
    const user = await requireUser(c, db, keys);
    const detail = await caseOf(c);
    const roles = await rolesInCase(db, user.userId, { playerId: detail.playerId, casinoId: detail.casino.id });
    const actions = [...new Set(roles.flatMap((role) => allowedActions(role, detail.status)))];
    return c.json({ roles, actions });
  });

  api.post("/:id/actions/", async (c) => {
    const user = await writer(c, "caseActionPerUser");
    const id = parseId(c.req.param("id"));
    if (id === null) throw new HttpError(404, "Not found");
    const body = await parseJson(c, caseActionSchema);
    const result = await moveComplaint(
      db,
      user.userId,
      id,
      {
        action: body.action,
        message: body.message || undefined,
        classification: body.classification,
        amountReturned: body.amount_returned,
        returnedCurrency: body.returned_currency,
      },
      context(),
    );
    switch (result.status) {
      case "not_found":
        throw new HttpError(404, "Not found");
      case "not_a_party":
        throw new HttpError("forbidden", "Only the parties of the case and its mediators");
      case "refused":
        throw new HttpError("action_refused", `This action is not allowed on a case that is ${result.from}`);
      case "invalid":
        throw invalidInput(result.field, "invalid_value", result.reason);
      case "moved":
        logger.info(
          { event: "complaint_moved", userId: user.userId, complaintId: id, action: body.action, to: result.to },
          "complaint moved",
        );
        return c.json({ status: result.to });
    }
  });

  api.get("/:id/attachments/", async (c) => {
    const { detail } = await partyCase(c);
    return c.json({ items: await listEvidence(db, { ...detail, casinoId: detail.casino.id }) });
  });

  api.post("/:id/attachments/", async (c) => {
    const { user, detail } = await partyCase(c);
    await limits.consume("evidencePerUser", String(user.userId));
    const bytes = Buffer.from(await c.req.arrayBuffer());
    const checked = await checkEvidence(bytes, c.req.header("content-type") ?? null);
    if (!checked.ok) {
      if (checked.reason === "too_large") throw new HttpError("body_too_large", "The file is larger than 5 MB");
      throw new HttpError("invalid_input", "Invalid input", {
        file: [
          fieldError(
            "invalid_file",
            checked.reason === "mismatch"
              ? "The file is not what its type says."
              : "Upload an image (JPEG, PNG, WebP, GIF) or a PDF.",
          ),
        ],
      });
    }
    const stored = await storeEvidence(db, detail.id, user.userId, checked);
    return c.json({ id: stored.id, kind: checked.kind, size: checked.bytes.length }, 201);
  });

  api.get("/:id/attachments/:attachment/", async (c) => {
    const { detail } = await partyCase(c);
    const attachmentId = parseId(c.req.param("attachment"));
    const file = attachmentId === null ? null : await readEvidence(db, detail.id, attachmentId);
    if (!file) throw new HttpError(404, "Not found");
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });

  api.all("*", (c) => jsonError(c, "not_found", "Not found"));
  api.onError(jsonErrorHandler(logger));
  return api;
}
