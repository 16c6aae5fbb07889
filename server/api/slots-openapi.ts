import { slotCatalogue } from "#modules/slots";
import { filterOperation, LANG } from "./filter-openapi";
import type { OpenApiPaths } from "./openapi";
import { error } from "./openapi-parts";

const COUNTRY = {
  name: "country",
  in: "query",
  description: "The visitor's country, for the casinos' 'accepts players from'.",
  schema: { type: "string", default: "PT" },
};

export const slotPaths: OpenApiPaths = {
  "/slots/": filterOperation({
    tag: "slots",
    summary: "The slot explorer (six facets, keyset pages)",
    noun: "slots",
    catalogue: slotCatalogue,
  }),
  "/slots/{slug}/": {
    get: {
      tags: ["slots"],
      summary: "One slot in full",
      description:
        "Setup and options (provider, release date, RTP, volatility, reels × rows, paylines or ways, bets, max win, features, themes), its artwork from the media library (or null), the casinos that offer it for real money (safest first) and similar slots.",
      parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }, LANG, COUNTRY],
      responses: {
        200: { description: "The slot.", content: { "application/json": { schema: { type: "object" } } } },
        400: error("A parameter is invalid."),
        404: error("No slot on the site has this slug (one unpublished in the console is not found)."),
      },
    },
  },
  "/providers/": {
    get: {
      tags: ["slots"],
      summary: "Game providers with their number of slots",
      responses: {
        200: {
          description: "Every provider with at least one slot, by name.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["items"],
                properties: {
                  items: {
                    type: "array",
                    items: {
                      type: "object",
                      required: ["slug", "name", "games"],
                      properties: { slug: { type: "string" }, name: { type: "string" }, games: { type: "integer" } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};
