import type { Context, MiddlewareHandler } from "hono";
import { mayTake, type ConsoleAction } from "#contracts/console";
import { recordAudit, staffAccount, type StaffAccount } from "#modules/staff";
import type { ApiDeps } from "../api";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/env";
import { HttpError } from "../http/errors";

/** What a console call's audit entry says beyond who and the outcome: set by the route that acts. */
export interface AuditNote {
  action: string;
  targetKind?: string;
  targetId?: string | number;
  detail?: Record<string, unknown>;
}

export type ConsoleEnv = AppEnv & {
  Variables: AppEnv["Variables"] & { staff: StaffAccount; sessionId: string; audit?: AuditNote; changesNothing?: true };
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every console call: an active staff account's bearer (401 / 403 staff_only), then, past the
 * second-factor calls, a session that passed the second factor (403 second_factor_required).
 */
export function requireStaff({ db, keys }: Pick<ApiDeps, "db" | "keys">): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    const user = await requireUser(c, db, keys);
    const staff = await staffAccount(db, user.userId, user.sessionId);
    if (!staff) throw new HttpError("staff_only", "Staff only");
    c.set("staff", staff);
    c.set("sessionId", user.sessionId);
    await next();
  };
}

export const requireSecondFactor: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  if (!c.get("staff").verified) throw new HttpError("second_factor_required", "Second factor required");
  await next();
};

/** The one permission check of every console route (contracts/console.ts has the table). */
export function requirePermission(c: Context<ConsoleEnv>, action: ConsoleAction): StaffAccount {
  const staff = c.get("staff");
  if (!mayTake(staff.roles, action)) throw new HttpError("permission_denied", "Your roles do not allow this");
  return staff;
}

/** Names the action for the audit log (the route's own words rather than its method and path). */
export function audit(c: Context<ConsoleEnv>, note: AuditNote): void {
  c.set("audit", note);
}

/**
 * Marks a POST that changes nothing once let through (a preview of a text being edited, sent at every pause
 * in typing): it stays out of the audit log.
 */
export function changesNothing(c: Context<ConsoleEnv>): void {
  c.set("changesNothing", true);
}

/**
 * Every console call that changes something goes into the audit log once answered, refused ones too:
 * the route's note when it left one, else the method and path.
 */
export function auditChanges({ db, logger }: Pick<ApiDeps, "db" | "logger">): MiddlewareHandler<ConsoleEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } catch (error) {
      status = error instanceof HttpError ? error.status : 500;
      throw error;
    } finally {
      const staff = c.get("staff");
      const note = c.get("audit");
      if (!c.get("changesNothing"))
        await recordAudit(db, {
          userId: staff.userId,
          username: staff.username,
          action: note?.action ?? `${c.req.method} ${c.req.path}`,
          targetKind: note?.targetKind,
          targetId: note?.targetId === undefined ? null : String(note.targetId),
          status,
          detail: note?.detail,
        }).catch((error: unknown) => logger.error({ err: error }, "audit log: entry not written"));
    }
  };
}
