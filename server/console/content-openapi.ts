import type { z } from "zod";
import { CONTENT_STATUSES } from "#contracts/content";
import type { ErrorCode } from "#contracts/errors";
import type { ContentKind } from "#modules/content";
import type { OpenApiPaths } from "../api/openapi";
import { error, jsonSchema } from "../api/openapi-parts";
import { BULK_MAX, contentSchemas } from "./content";
import {
  consoleChange,
  consoleRead,
  idParameter,
  nullable,
  object,
  ok,
  page,
  queryParameters,
  text,
  VERIFIED,
} from "./openapi-parts";

/**
 * OpenAPI for the console's content kinds (docs/decisions/0029): every kind has the content engine's calls
 * (./content.ts) under its path, a list with its own query and, for some, the form's reference lists. The
 * document schemas, bodies and list queries are the zod schemas the routes check with.
 */

const state = (document: Record<string, unknown>) =>
  object({
    id: { type: "integer" },
    status: { type: "string", enum: [...CONTENT_STATUSES] },
    latest_revision: { type: "integer" },
    published_revision: nullable("integer"),
    pending: { type: "boolean", description: "The newest revision differs from the one on the site." },
    updated_at: { type: "string", format: "date-time" },
    published_at: { type: ["string", "null"], format: "date-time" },
    document,
  });
const publishResult = object({
  id: { type: "integer" },
  status: { type: "string", enum: [...CONTENT_STATUSES] },
  published_revision: nullable("integer"),
});
const revision = object({
  number: { type: "integer" },
  note: text,
  author: text,
  created_at: { type: "string", format: "date-time" },
  restored_from: nullable("integer"),
  published: { type: "boolean" },
});
const fieldDiff = object({
  field: text,
  before: nullable("string"),
  after: nullable("string"),
  parts: {
    type: "array",
    items: {
      type: "object",
      required: ["value"],
      properties: { value: text, added: { type: "boolean" }, removed: { type: "boolean" } },
    },
  },
});
const conflict = (codes: ErrorCode[], description: string) => ({ 409: error(description, codes) });

/** What the console documents of one kind. */
export interface KindDocs {
  /** The kind's path under the console: "casinos". */
  path: string;
  /** The item in words: "casino". */
  noun: string;
  kind: ContentKind<unknown>;
  /** The list's zod query (search, filters, sort, cursor, limit). */
  listQuery: z.ZodObject;
  /** The kind's own bulk actions besides publish and unpublish ("expire"). */
  bulkActions?: string[];
  /** The kind has `GET /{path}/options/`: the form's reference lists. */
  options?: boolean;
}

const READ = "Needs `content.read` (admins and editors).";
const WRITE = "Needs `content.write` (admins and editors).";
const PUBLISH = "Needs `content.publish` (admins and editors).";

/** The paths of one kind: its list, the form's reference lists, and the content engine's calls. */
export function kindPaths({ path, noun, kind, listQuery, bulkActions = [], options }: KindDocs): OpenApiPaths {
  const tags = ["console", path];
  const document = jsonSchema(kind.schema);
  const id = idParameter("id", `The ${noun}'s id.`);
  const number = idParameter("number", "The revision's number.");
  const missing = `no ${noun} has this id`;
  const missingRevision = `no ${noun} has this id, or it has no such revision`;
  const actions = ["publish", "unpublish", ...bulkActions];
  const schemas = contentSchemas(kind, actions);
  return {
    [`/${path}/`]: {
      get: consoleRead({
        tags,
        summary: `The ${noun} list`,
        description: `${VERIFIED} ${READ} Search, filters and sorts; \`status=pending\` keeps the items on the site with newer revisions. Keyset pages: pass \`next_cursor\` back as \`cursor\` (400 \`invalid_cursor\` for one this list did not give).`,
        parameters: queryParameters(listQuery),
        answer: ok(`A page of ${noun} rows.`, page({ type: "object" })),
      }),
      post: consoleChange({
        tags,
        summary: `A new ${noun} (a draft)`,
        description: `${VERIFIED} ${WRITE} Saves the document as the first revision of a draft: nothing shows on the site until it is published. Errors the schema cannot see (an unknown reference, a slug taken) come back by field.`,
        body: { schema: schemas.documentBody, description: `The ${noun}'s document and a note.` },
        answer: ok("The draft's state.", state(document)),
        status: 201,
      }),
    },
    ...(options && {
      [`/${path}/options/`]: {
        get: consoleRead({
          tags,
          summary: `The ${noun} form's reference lists`,
          description: `${VERIFIED} ${READ} What the form's pickers offer.`,
          answer: ok("The lists.", { type: "object" }),
        }),
      },
    }),
    [`/${path}/bulk/`]: {
      post: consoleChange({
        tags,
        summary: `An action on several ${noun} items`,
        description: `${VERIFIED} ${PUBLISH} One of ${actions.map((a) => `\`${a}\``).join(", ")} on up to ${BULK_MAX} ids; each item answers on its own (a refused one does not stop the others).`,
        body: { schema: schemas.bulkBody, description: "The action and the ids." },
        answer: ok("Each item's outcome, in the order of the ids.", { type: "object" }),
      }),
    },
    [`/${path}/{id}/`]: {
      get: consoleRead({
        tags,
        summary: `A ${noun} with its newest document`,
        description: `${VERIFIED} ${READ}`,
        parameters: [id],
        answer: ok(`The ${noun}'s state.`, state(document)),
        notFound: missing,
      }),
      put: consoleChange({
        tags,
        summary: `Save a ${noun}`,
        description: `${VERIFIED} ${WRITE} A new revision; on a published item it stays pending until published. \`based_on\` (the revision the form started from) turns a save over someone else's newer revision into a 409 \`content_conflict\`.`,
        parameters: [id],
        body: {
          schema: schemas.saveBody,
          description: `The ${noun}'s document, a note and the revision it is based on.`,
        },
        answer: ok(`The ${noun}'s state.`, state(document)),
        notFound: missing,
        refusals: conflict(["content_conflict"], "Saved on an outdated revision."),
      }),
    },
    ...Object.fromEntries(
      (["publish", "unpublish"] as const).map((action) => [
        `/${path}/{id}/${action}/`,
        {
          post: consoleChange({
            tags,
            summary: action === "publish" ? `Publish a ${noun}` : `Take a ${noun} off the site`,
            description:
              action === "publish"
                ? `${VERIFIED} ${PUBLISH} Puts the newest revision (or \`revision\`) on the site: every page, list, filter and search follows at once.`
                : `${VERIFIED} ${PUBLISH} Hides the item from every public read; its revisions stay.`,
            parameters: [id],
            body: {
              schema: schemas.publishBody,
              description: action === "publish" ? "The revision to publish (the newest if absent)." : "`{}`.",
            },
            answer: ok("Where the item stands.", publishResult),
            notFound: missingRevision,
            refusals: conflict(["content_conflict"], "Not possible in the item's state."),
          }),
        },
      ]),
    ),
    [`/${path}/{id}/revisions/`]: {
      get: consoleRead({
        tags,
        summary: `A ${noun}'s history`,
        description: `${VERIFIED} ${READ} Every revision, newest first: who, when, the note, which one is on the site.`,
        parameters: [id],
        answer: ok("The revisions.", object({ items: { type: "array", items: revision } })),
        notFound: missing,
      }),
    },
    [`/${path}/{id}/revisions/{number}/`]: {
      get: consoleRead({
        tags,
        summary: `One revision of a ${noun}`,
        description: `${VERIFIED} ${READ}`,
        parameters: [id, number],
        answer: ok("The revision's document.", object({ number: { type: "integer" }, document })),
        notFound: missingRevision,
      }),
    },
    [`/${path}/{id}/revisions/{number}/restore/`]: {
      post: consoleChange({
        tags,
        summary: `Restore a revision of a ${noun}`,
        description: `${VERIFIED} ${PUBLISH} Saves the revision's document again as the newest revision (to be published like any edit).`,
        parameters: [id, number],
        answer: ok(`The ${noun}'s state.`, state(document)),
        notFound: missingRevision,
        refusals: conflict(["content_conflict"], "The revision's document no longer passes today's checks."),
      }),
    },
    [`/${path}/{id}/diff/`]: {
      get: consoleRead({
        tags,
        summary: `What changed between two revisions of a ${noun}`,
        description: `${VERIFIED} ${READ} Field by field, from \`from\` to \`to\` (the newest if absent).`,
        parameters: [id, ...queryParameters(schemas.diffQuery)],
        answer: ok("The fields that differ.", object({ fields: { type: "array", items: fieldDiff } })),
        notFound: missingRevision,
      }),
    },
  };
}
