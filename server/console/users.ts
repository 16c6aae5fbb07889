import { Hono, type Context } from "hono";
import { z } from "zod";
import { STAFF_ROLES } from "#contracts/console";
import { ACCOUNT_STATE_FILTERS } from "#contracts/console-users";
import { refinement } from "#contracts/errors";
import { idSchema, parseId } from "#contracts/ids";
import {
  accountCursor,
  deactivateAccount,
  grantAccountRole,
  reactivateAccount,
  removeFromStaff,
  resetAccountSecondFactor,
  revokeAccountRole,
  searchAccounts,
  type AdminResult,
} from "#modules/accounts";
import type { ApiDeps } from "../api";
import { HttpError, invalidInput, invalidQuery } from "../http/errors";
import { parseJson, parseQuery } from "../http/validate";
import { accountDetail, accountSummary } from "./account-view";
import { casinoChoices } from "./casino-choices";
import { audit, requirePermission, type ConsoleEnv } from "./guard";

export const userListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  staff: z.enum(["true", "false"]).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  state: z.enum(ACCOUNT_STATE_FILTERS).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A role and, for a casino representative only, its casino. */
export const roleBody = z
  .object({ role: z.enum(STAFF_ROLES), casino_id: idSchema.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.role === "casino_rep" && body.casino_id === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["casino_id"],
        ...refinement("required", "Pick the casino the representative answers for"),
      });
    if (body.role !== "casino_rep" && body.casino_id !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["casino_id"],
        ...refinement("invalid_value", "Only a casino representative takes a casino"),
      });
  });

/** The account of the path's id, or 404. */
function accountId(c: Context<ConsoleEnv>): number {
  const id = parseId(c.req.param("id"));
  if (id === null) throw new HttpError(404, "Not found");
  return id;
}

const REFUSALS = {
  not_found: () => new HttpError(404, "Not found"),
  own_account: () => new HttpError("own_account", "An admin cannot do this to their own account"),
  last_admin: () => new HttpError("last_admin", "The site would be left without an active admin"),
  unknown_casino: () => invalidInput("casino_id", "unknown_value", "No casino has this id"),
} as const;

/**
 * The console's accounts (issue 17): search and read them (users.read); deactivate, reactivate and reset
 * a lost second factor (users.manage); grant and revoke roles, take an account off the staff
 * (roles.manage). Each change names its audit action and answers with the account as it is now.
 */
export function userRoutes({ db }: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();

  /** Answers a change: the refusal as its error, else the account as it is now. */
  async function answer(c: Context<ConsoleEnv>, userId: number, result: AdminResult) {
    if (!result.ok) throw REFUSALS[result.reason]();
    const detail = await accountDetail(db, userId);
    if (!detail) throw REFUSALS.not_found();
    return c.json(detail);
  }

  api.get("/users/", async (c) => {
    requirePermission(c, "users.read");
    const query = parseQuery(c, userListQuery);
    const cursor = query.cursor ? accountCursor(query.cursor) : undefined;
    if (cursor === null) throw invalidQuery("cursor", "invalid_cursor", "The cursor is not one this list gave out");
    const page = await searchAccounts(db, {
      q: query.q,
      staffOnly: query.staff === "true",
      role: query.role,
      state: query.state,
      cursor,
      limit: query.limit,
    });
    return c.json({ items: page.items.map(accountSummary), next_cursor: page.nextCursor });
  });

  // Before /users/:id/, which would take "casinos" for an id.
  api.get("/users/casinos/", casinoChoices(db, "roles.manage"));

  api.get("/users/:id/", async (c) => {
    requirePermission(c, "users.read");
    const detail = await accountDetail(db, accountId(c));
    if (!detail) throw REFUSALS.not_found();
    return c.json(detail);
  });

  api.post("/users/:id/deactivate/", async (c) => {
    const userId = accountId(c);
    audit(c, { action: "user.deactivate", targetKind: "user", targetId: userId });
    const staff = requirePermission(c, "users.manage");
    return answer(c, userId, await deactivateAccount(db, staff.userId, userId));
  });

  api.post("/users/:id/reactivate/", async (c) => {
    const userId = accountId(c);
    audit(c, { action: "user.reactivate", targetKind: "user", targetId: userId });
    requirePermission(c, "users.manage");
    return answer(c, userId, await reactivateAccount(db, userId));
  });

  api.post("/users/:id/second-factor/reset/", async (c) => {
    const userId = accountId(c);
    audit(c, { action: "user.second_factor_reset", targetKind: "user", targetId: userId });
    const staff = requirePermission(c, "users.manage");
    return answer(c, userId, await resetAccountSecondFactor(db, staff.userId, userId));
  });

  for (const change of ["grant", "revoke"] as const) {
    api.post(`/users/:id/roles/${change}/`, async (c) => {
      const userId = accountId(c);
      const note = { action: `role.${change}`, targetKind: "user", targetId: userId };
      audit(c, note);
      const staff = requirePermission(c, "roles.manage");
      const { role, casino_id: casinoId = null } = await parseJson(c, roleBody);
      audit(c, { ...note, detail: { role, casino_id: casinoId } });
      const result =
        change === "grant"
          ? await grantAccountRole(db, userId, role, casinoId)
          : await revokeAccountRole(db, staff.userId, userId, role, casinoId);
      return answer(c, userId, result);
    });
  }

  api.post("/users/:id/staff/remove/", async (c) => {
    const userId = accountId(c);
    audit(c, { action: "user.staff_remove", targetKind: "user", targetId: userId });
    const staff = requirePermission(c, "roles.manage");
    return answer(c, userId, await removeFromStaff(db, staff.userId, userId));
  });

  return api;
}
