import { casinoCatalogue } from "#modules/casinos";
import { filterOperation, LANG } from "./filter-openapi";
import type { OpenApiPaths } from "./openapi";
import { ERROR } from "./openapi-parts";

export const casinoPaths: OpenApiPaths = {
  "/casinos/": filterOperation({
    tag: "casinos",
    summary: "Filter casinos (ten facets, keyset pages)",
    noun: "casinos",
    catalogue: casinoCatalogue,
    extraParameters: [
      {
        name: "country",
        in: "query",
        description: "The visitor's country, for 'accepts players from'.",
        schema: { type: "string", default: "PT" },
      },
    ],
  }),
  "/casinos/{slug}/": {
    get: {
      tags: ["casinos"],
      summary: "One casino in full, with its safety index breakdown",
      description:
        "Every field of the casino page. `safety` holds the index computed from today's facts: `base` plus each factor's `delta`. `checklist`, `positives`, `negatives` and `warning.reasons` are derived from the facts: each is a `key` (its words are the catalog's `trust.check`, `trust.pro`, `trust.con` and `trust.reason` messages) with the figures it quotes in `vars` (`amount` in EUR).",
      parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }, LANG],
      responses: {
        200: { description: "The casino.", content: { "application/json": { schema: { type: "object" } } } },
        400: { description: "A parameter is invalid.", content: { "application/json": { schema: ERROR } } },
        404: { description: "No casino has this slug.", content: { "application/json": { schema: ERROR } } },
      },
    },
  },
};
