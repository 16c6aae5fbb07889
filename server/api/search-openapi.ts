import { LOCALES } from "#contracts/locales";
import { MAX_QUERY_LENGTH, SEARCH_KINDS } from "#modules/search";
import type { OpenApiPaths } from "./openapi";
import { error } from "./openapi-parts";
import { SEARCH_LIMIT } from "./search";

const hit = {
  type: "object",
  required: ["kind", "slug", "title", "text", "href"],
  properties: {
    kind: { type: "string", enum: [...SEARCH_KINDS] },
    slug: { type: "string" },
    title: { type: "string" },
    text: { type: "string", description: "A line of context: a summary, a bonus's casino, a slot's description." },
    href: { type: "string", description: "The page to open (a bonus opens its casino)." },
  },
};

const group = {
  type: "object",
  required: ["kind", "items", "next_cursor"],
  properties: {
    kind: { type: "string", enum: [...SEARCH_KINDS] },
    items: { type: "array", items: hit },
    next_cursor: {
      type: ["string", "null"],
      description: "Pass as `cursor` with the same `kind` for the next page; null on the last one.",
    },
  },
};

export const searchPaths: OpenApiPaths = {
  "/search/": {
    get: {
      tags: ["search"],
      summary: "Site search: casinos, bonuses, slots and articles",
      description: `PostgreSQL full-text search in the language \`lang\` (its text-search configuration: english, portuguese, french, spanish; 'simple' for Bengali and Ukrainian). Every word of \`q\` must match, each as a prefix; the best matches come first. Without \`kind\`: the first ${SEARCH_LIMIT.all} matches of every kind (casino, bonus, slot, post), grouped; with \`kind\`: that kind's matches, ${SEARCH_LIMIT.kind} a page (keyset pages: pass \`next_cursor\` back as \`cursor\`). A query without letters or digits matches nothing.`,
      parameters: [
        {
          name: "q",
          in: "query",
          description: "The words to find.",
          schema: { type: "string", maxLength: MAX_QUERY_LENGTH, default: "" },
        },
        { name: "lang", in: "query", schema: { type: "string", enum: [...LOCALES], default: "en" } },
        { name: "kind", in: "query", schema: { type: "string", enum: [...SEARCH_KINDS] } },
        {
          name: "cursor",
          in: "query",
          description: "`next_cursor` of the previous page of the same `kind` (opaque).",
          schema: { type: "string", maxLength: 200 },
        },
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: SEARCH_LIMIT.max } },
      ],
      responses: {
        200: {
          description: "The matches, grouped by kind (one group when `kind` is given).",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["q", "groups"],
                properties: { q: { type: "string" }, groups: { type: "array", items: group } },
              },
            },
          },
        },
        400: error(
          "Invalid query parameters: `errors` names each (`q` too long, `lang`, `kind`, `limit`, or `cursor`: 'Invalid cursor', field code `invalid_cursor`).",
          "invalid_query",
        ),
      },
    },
  },
};
