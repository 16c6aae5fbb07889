import type { OpenApiPaths } from "../api/openapi";
import { error } from "../api/openapi-parts";
import { choicesQuery } from "./casino-choices";
import { deskQuery } from "./complaints";
import {
  consoleChange,
  consoleRead,
  idParameter,
  object,
  ok,
  page,
  queryParameters,
  text,
  VERIFIED,
} from "./openapi-parts";
import { roleBody, userListQuery } from "./users";

/**
 * OpenAPI for the console's people (docs/decisions/0028): accounts and roles, the moderation queue, the
 * complaint desk and the casino pickers of those sections.
 */

const account = { type: "object", description: "The account: its facts, roles, state and recent activity." };
const user = idParameter("id", "The account's id.");
const noAccount = "no account has this id";
const casinos = (description: string) =>
  consoleRead({
    tags: ["console"],
    summary: "Casinos by name, for a picker",
    description,
    parameters: queryParameters(choicesQuery),
    answer: ok(
      "Up to 20 casinos whose name starts with the text.",
      object({ items: { type: "array", items: object({ id: { type: "integer" }, name: text }) } }),
    ),
  });
const refused = (description: string, codes: Parameters<typeof error>[1]) => ({ 409: error(description, codes) });

const USERS_READ = "Needs `users.read` (admins).";
const USERS_MANAGE = "Needs `users.manage` (admins).";
const ROLES = "Needs `roles.manage` (admins).";

/** An account change: its summary, what it does, its permission, its refusals. */
const accountChange = (summary: string, description: string, refusals: Record<number, unknown> = {}) => ({
  post: consoleChange({
    tags: ["console", "users"],
    summary,
    description: `${VERIFIED} ${description}`,
    parameters: [user],
    answer: ok("The account as it is now.", account),
    notFound: noAccount,
    refusals: refusals as Record<number, ReturnType<typeof error>>,
  }),
});
const ownAccount = refused("An admin cannot do this to their own account.", "own_account");
const lastAdmin = refused("The site would be left without an active admin.", ["own_account", "last_admin"]);

export const peoplePaths: OpenApiPaths = {
  "/users/": {
    get: consoleRead({
      tags: ["console", "users"],
      summary: "Search accounts",
      description: `${VERIFIED} ${USERS_READ} By username or e-mail prefix, staff only, role, state; keyset pages (pass \`next_cursor\` back as \`cursor\`).`,
      parameters: queryParameters(userListQuery),
      answer: ok("A page of accounts.", page({ type: "object" })),
    }),
  },
  "/users/casinos/": { get: casinos(`${VERIFIED} ${ROLES} For linking a casino representative.`) },
  "/users/{id}/": {
    get: consoleRead({
      tags: ["console", "users"],
      summary: "An account and its activity",
      description: `${VERIFIED} ${USERS_READ}`,
      parameters: [user],
      answer: ok("The account.", account),
      notFound: noAccount,
    }),
  },
  "/users/{id}/deactivate/": accountChange(
    "Deactivate an account",
    `${USERS_MANAGE} Its sessions end and it can no longer sign in (403 \`account_deactivated\`).`,
    lastAdmin,
  ),
  "/users/{id}/reactivate/": accountChange("Reactivate an account", USERS_MANAGE),
  "/users/{id}/second-factor/reset/": accountChange(
    "Reset a lost second factor",
    `${USERS_MANAGE} The account sets up a new one at its next console visit.`,
    ownAccount,
  ),
  ...Object.fromEntries(
    (["grant", "revoke"] as const).map((change) => [
      `/users/{id}/roles/${change}/`,
      {
        post: consoleChange({
          tags: ["console", "users"],
          summary: change === "grant" ? "Grant a role" : "Revoke a role",
          description: `${VERIFIED} ${ROLES} A casino representative's role names its casino (\`casino_id\`); the staff flag follows the roles.`,
          parameters: [user],
          body: { schema: roleBody, description: "The role and, for a casino representative, the casino." },
          answer: ok("The account as it is now.", account),
          notFound: noAccount,
          ...(change === "revoke" && { refusals: lastAdmin }),
        }),
      },
    ]),
  ),
  "/users/{id}/staff/remove/": accountChange(
    "Take an account off the staff",
    `${ROLES} Every role is revoked.`,
    lastAdmin,
  ),
  "/moderation/": {
    get: consoleRead({
      tags: ["console", "moderation"],
      summary: "The moderation queue",
      description: `${VERIFIED} Needs \`moderation.manage\` (admins and moderators). Reported reviews and comments first, then the newest.`,
      answer: ok(
        "The queue.",
        object({
          reported: { type: "array", items: { type: "object" } },
          recent: { type: "array", items: { type: "object" } },
        }),
      ),
    }),
  },
  "/moderation/{type}/{id}/{action}/": {
    post: {
      ...consoleChange({
        tags: ["console", "moderation"],
        summary: "Hide, restore or delete a review or comment",
        description: `${VERIFIED} Needs \`moderation.manage\`. The item's reports are resolved and the action is logged.`,
        parameters: [
          { name: "type", in: "path", required: true, schema: { type: "string", enum: ["reviews", "comments"] } },
          idParameter("id", "The review's or comment's id."),
          {
            name: "action",
            in: "path",
            required: true,
            schema: { type: "string", enum: ["hide", "restore", "delete"] },
          },
        ],
        answer: { description: "Done." },
        status: 204,
        notFound: "no such review or comment, type or action",
      }),
    },
  },
  "/complaints/": {
    get: consoleRead({
      tags: ["console", "complaints"],
      summary: "The complaint desk",
      description: `${VERIFIED} Needs \`complaints.mediate\` (admins and mediators). The cases waiting for the team by default (\`status=all\` for every one), the deadline running out soonest first; by casino and player; keyset pages.`,
      parameters: queryParameters(deskQuery),
      answer: ok("A page of cases.", page({ type: "object" })),
    }),
  },
  "/complaints/casinos/": { get: casinos(`${VERIFIED} Needs \`complaints.mediate\`. For the desk's casino filter.`) },
};
