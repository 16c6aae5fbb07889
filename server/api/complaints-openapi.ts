import {
  caseActionSchema,
  CASE_ACTIONS,
  CASINO_SEARCH_MAX,
  CASINO_SEARCH_MIN,
  CASINO_SUGGESTIONS,
  COMPLAINT_STATUS_VALUES,
  COMPLAINT_TYPES,
  fileComplaintSchema,
} from "#contracts/complaints";
import { LOCALES } from "#contracts/locales";
import type { OpenApiPaths } from "./openapi";
import { BEARER, CSRF, CSRF_PARAMETERS, badBody, error, jsonBody, limit, responses, unsafeCall } from "./openapi-parts";

/**
 * The complaint service's paths (issue 16), relative to COMPLAINTS_BASE (docs/decisions/0018). Request
 * bodies are generated from the zod schemas the routes parse with.
 */

const SIGNED_IN =
  "Needs `Authorization: Bearer <access_token>` of an activated account (401 'Unauthorized' otherwise).";
const PARTY =
  "Only the case's player, a representative of its casino, or a mediator: 401 without a bearer, 403 'Only the parties of the case and its mediators' for any other account.";
const PAGES =
  "Keyset pages, newest first: pass `next_cursor` back as `cursor` (with the same filters) for the next page; null on the last. A cursor this service did not give out is a 400 (`invalid_query`, field code `invalid_cursor`).";

const integer = { type: "integer" };
const dateTime = { type: "string", format: "date-time" };
const json = (schema: Record<string, unknown>) => ({ "application/json": { schema } });
const ok = (description: string, schema: Record<string, unknown>) => ({ description, content: json(schema) });
const object = (properties: Record<string, unknown>) => ({
  type: "object",
  required: Object.keys(properties),
  properties,
});
const notFound = (what: string) => error(`Not found: ${what}.`, "not_found");
const status = { type: "string", enum: [...COMPLAINT_STATUS_VALUES] };
const type = { type: "string", enum: [...COMPLAINT_TYPES] };

const listItem = object({
  id: integer,
  slug: { type: "string" },
  title: { type: "string" },
  lang: {
    type: "string",
    enum: [...LOCALES],
    description: "The site language the case was filed from: its title, story and timeline are in it.",
  },
  status,
  type,
  amount: { type: ["number", "null"], description: "The disputed amount, in `currency`." },
  currency: { type: "string", description: "ISO 4217." },
  createdAt: dateTime,
  player: { type: "string", description: "The player's pseudonym code (cases are public under it)." },
  casino: object({ id: integer, slug: { type: "string" }, name: { type: "string" } }),
});
const page = object({
  items: { type: "array", items: listItem },
  next_cursor: { type: ["string", "null"] },
});
const detail = {
  ...listItem,
  required: [...listItem.required, "description", "timeline", "deadline"],
  properties: {
    ...listItem.properties,
    description: { type: "string", description: "As written: clients must escape it." },
    problemDate: { type: ["string", "null"], format: "date" },
    classification: { type: ["string", "null"] },
    amountReturned: { type: ["number", "null"] },
    returnedCurrency: { type: ["string", "null"] },
    deadline: {
      anyOf: [
        object({
          at: dateTime,
          party: { type: "string", enum: ["team", "casino", "player"] },
          extended: { type: "boolean" },
        }),
        { type: "null" },
      ],
      description: "The running deadline: whose answer it waits for, and whether it was extended (once at most).",
    },
    openedAt: { type: ["string", "null"], format: "date-time" },
    closedAt: { type: ["string", "null"], format: "date-time" },
    timeline: {
      type: "array",
      items: object({
        id: integer,
        role: { type: "string", enum: ["player", "mediator", "casino"] },
        body: { type: "string" },
        createdAt: dateTime,
      }),
    },
  },
};
const figures = object({
  received: integer,
  processed: integer,
  resolved: integer,
  returned: { type: "number", description: "Money returned to players by resolved cases, in euros." },
});
const casinoFigures = object({
  total: integer,
  byStatus: { type: "object", properties: Object.fromEntries(COMPLAINT_STATUS_VALUES.map((s) => [s, integer])) },
  returnedEur: { type: "number" },
});
const idParameter = {
  name: "id",
  in: "path",
  required: true,
  description: "The case's id.",
  schema: { type: "integer", minimum: 1 },
};
const unknownCase = notFound("no case has this id");
const evidenceItem = object({
  id: integer,
  kind: { type: "string", enum: ["image", "pdf"] },
  size: integer,
  sha256: { type: "string" },
  from: {
    type: ["string", "null"],
    enum: ["player", "casino", "mediator", null],
    description:
      "Who sent it: the case's player, its casino's representative or a mediator (null once the account is deleted).",
  },
  createdAt: dateTime,
});

export const complaintPaths: OpenApiPaths = {
  "/": {
    get: {
      tags: ["complaints"],
      summary: "The complaint cases",
      description: `Public cases, newest first, filtered by status, type and casino (slug; an unknown one is a 400 with field code \`unknown_value\`), and searched by words of the title or description (\`q\`). ${PAGES}`,
      parameters: [
        { name: "status", in: "query", schema: status },
        { name: "type", in: "query", schema: type },
        { name: "casino", in: "query", description: "A casino's slug.", schema: { type: "string", maxLength: 200 } },
        { name: "q", in: "query", description: "Search words.", schema: { type: "string", maxLength: 200 } },
        { name: "cursor", in: "query", schema: { type: "string", maxLength: 200 } },
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50, default: 20 } },
      ],
      responses: { 200: ok("A page of cases.", page), 400: error("Invalid query.", "invalid_query") },
    },
    post: {
      tags: ["complaints"],
      summary: "File a complaint",
      description: `${SIGNED_IN} A new case (status \`new\`): the team's first answer is due within 48 hours and the mediators are told by mail. \`consent\` (publication under a pseudonym) must be true. An unknown casino is a 400 with field code \`unknown_value\` under \`errors.casino\`. Limited to ${limit("complaintPerUser")} per user and ${limit("contentPerIp")} per IP. ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(fileComplaintSchema, "The complaint."),
      responses: {
        201: ok("Filed.", object({ id: integer, slug: { type: "string" }, path: { type: "string" } })),
        400: badBody("The fields do not pass."),
        401: responses[401],
        ...unsafeCall,
        429: responses[429],
      },
    },
  },
  "/stats/": {
    get: {
      tags: ["complaints"],
      summary: "The service's statistics",
      description:
        "Computed from the cases: received (all), processed (no longer new), resolved, and the money returned (euros).",
      responses: { 200: ok("The figures.", figures) },
    },
  },
  "/casinos/": {
    get: {
      tags: ["complaints"],
      summary: "Casinos to file a complaint about, by name",
      description: `What the filing form's casino picker asks as the player types: the casinos whose name holds \`q\` (any case), those starting with it first, then those with a word starting with it, then the rest, each alphabetically. \`q\` needs ${CASINO_SEARCH_MIN} to ${CASINO_SEARCH_MAX} characters (a 400 \`invalid_query\` otherwise). The \`id\` is what filing takes as \`casino\`.`,
      parameters: [
        {
          name: "q",
          in: "query",
          required: true,
          description: "Part of the casino's name.",
          schema: { type: "string", minLength: CASINO_SEARCH_MIN, maxLength: CASINO_SEARCH_MAX },
        },
        {
          name: "limit",
          in: "query",
          schema: { type: "integer", minimum: 1, maximum: CASINO_SUGGESTIONS, default: CASINO_SUGGESTIONS },
        },
      ],
      responses: {
        200: ok(
          "The casinos, best match first.",
          object({
            items: {
              type: "array",
              items: object({ id: integer, slug: { type: "string" }, name: { type: "string" } }),
            },
          }),
        ),
        400: error("`q` missing, too short or too long, or a bad `limit`.", "invalid_query"),
      },
    },
  },
  "/casinos/{slug}/": {
    get: {
      tags: ["complaints"],
      summary: "A casino's complaint figures",
      description: "Its cases by status and the money they returned to players (euros), computed from the cases.",
      parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }],
      responses: { 200: ok("The figures.", casinoFigures), 404: notFound("no casino has this slug") },
    },
  },
  "/mine/": {
    get: {
      tags: ["complaints"],
      summary: "The signed-in player's cases",
      description: `${SIGNED_IN} ${PAGES}`,
      security: BEARER,
      parameters: [
        { name: "cursor", in: "query", schema: { type: "string", maxLength: 200 } },
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50, default: 20 } },
      ],
      responses: {
        200: ok("A page of cases.", page),
        400: error("Invalid query.", "invalid_query"),
        401: responses[401],
      },
    },
  },
  "/{id}/": {
    get: {
      tags: ["complaints"],
      summary: "A case",
      description:
        "The case with its public timeline (the player, the mediator and the casino's representative, each labelled) and its running deadline.",
      parameters: [idParameter],
      responses: { 200: ok("The case.", detail), 404: unknownCase },
    },
  },
  "/{id}/me/": {
    get: {
      tags: ["complaints"],
      summary: "What the signed-in account may do on a case",
      description: `${SIGNED_IN} Its roles in the case (player, casino, mediator) and the actions the state machine allows them in the case's status (what the case page offers after hydration).`,
      security: BEARER,
      parameters: [idParameter],
      responses: {
        200: ok(
          "Roles and actions.",
          object({
            roles: { type: "array", items: { type: "string", enum: ["player", "casino", "mediator"] } },
            actions: { type: "array", items: { type: "string", enum: [...CASE_ACTIONS] } },
          }),
        ),
        401: responses[401],
        404: unknownCase,
      },
    },
  },
  "/{id}/actions/": {
    post: {
      tags: ["complaints"],
      summary: "Act on a case",
      description: `${PARTY} The state machine decides by the account's role in the case and the case's status; a move it refuses is a 409 (\`action_refused\`). Mediators: \`open\`, \`ask_player\`, \`advise\`, \`invite_casino\` (the casino gets 7 days), \`extend\` (once, 7 days), \`resolve\` (with \`classification\` and \`amount_returned\`), \`close_unresolved\`, \`reject\` (with \`classification\`). The player and the casino's representative: \`reply\`. \`ask_player\`, \`advise\`, \`invite_casino\` and \`reply\` need a \`message\`. The other parties are told by mail. Limited to ${limit("caseActionPerUser")} per user. ${CSRF}`,
      security: BEARER,
      parameters: [idParameter, ...CSRF_PARAMETERS],
      requestBody: jsonBody(caseActionSchema, "The action."),
      responses: {
        200: ok("Moved.", object({ status })),
        400: badBody("The fields do not pass, or the action misses what it needs."),
        401: responses[401],
        403: error("CSRF check failed, or the account is no party to the case.", ["csrf_failed", "forbidden"]),
        404: unknownCase,
        409: error("The state machine refuses the action in the case's status.", "action_refused"),
        413: responses[413],
        415: responses[415],
        429: responses[429],
      },
    },
  },
  "/{id}/attachments/": {
    get: {
      tags: ["complaints"],
      summary: "A case's evidence files",
      description: `${SIGNED_IN} ${PARTY}`,
      security: BEARER,
      parameters: [idParameter],
      responses: {
        200: ok("The files.", object({ items: { type: "array", items: evidenceItem } })),
        401: responses[401],
        403: error("No party to the case.", "forbidden"),
        404: unknownCase,
      },
    },
    post: {
      tags: ["complaints"],
      summary: "Add an evidence file",
      description: `${PARTY} The body is the file's bytes (at most 5 MB), with its type as Content-Type. Accepted by content: a JPEG, PNG, WebP or GIF image (re-encoded to WebP without metadata) or a PDF without scripts, actions or embedded files (kept privately). A file that is not what its declared type says, or is neither, is a 400 with field code \`invalid_file\` under \`errors.file\`. Limited to ${limit("evidencePerUser")} per user. ${CSRF}`,
      security: BEARER,
      parameters: [idParameter, ...CSRF_PARAMETERS],
      requestBody: {
        required: true,
        description: "The file's bytes.",
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
      responses: {
        201: ok("Stored.", object({ id: integer, kind: { type: "string", enum: ["image", "pdf"] }, size: integer })),
        400: error("Not an image or a PDF, or not what it claims.", "invalid_input"),
        401: responses[401],
        403: error("CSRF check failed, or the account is no party to the case.", ["csrf_failed", "forbidden"]),
        404: unknownCase,
        413: error("The file is larger than 5 MB.", "body_too_large"),
        429: responses[429],
      },
    },
  },
  "/{id}/attachments/{attachment}/": {
    get: {
      tags: ["complaints"],
      summary: "Download an evidence file",
      description: `${SIGNED_IN} ${PARTY} Always a download (\`Content-Disposition: attachment\`, \`X-Content-Type-Options: nosniff\`, a sandboxing Content-Security-Policy), never cached.`,
      security: BEARER,
      parameters: [
        idParameter,
        { name: "attachment", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
      ],
      responses: {
        200: {
          description: "The file.",
          content: {
            "image/webp": { schema: { type: "string", format: "binary" } },
            "application/pdf": { schema: { type: "string", format: "binary" } },
          },
        },
        401: responses[401],
        403: error("No party to the case.", "forbidden"),
        404: notFound("no such case or file"),
      },
    },
  },
};
