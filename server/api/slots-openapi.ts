import {
  DEFAULT_SLOT_LIMIT,
  FIXED_SLOT_FACET_VALUES,
  MAX_SLOT_LIMIT,
  SLOT_SORTS,
  type SlotFacetKey,
} from "#modules/slots";
import { filterOperation, LANG } from "./filter-openapi";
import type { OpenApiPaths } from "./openapi";
import { error } from "./openapi-parts";

const FACETS: Record<SlotFacetKey, { description: string; values?: readonly string[] }> = {
  providers: { description: "Game provider slug." },
  volatility: { description: "Volatility.", values: FIXED_SLOT_FACET_VALUES.volatility },
  rtp: {
    description: "RTP range in percent: under 94, 94–95, 95–96, 96–97, 97 and over.",
    values: FIXED_SLOT_FACET_VALUES.rtp,
  },
  features: { description: "Game feature slug (free spins, multipliers, …)." },
  themes: { description: "Theme slug." },
  demo: {
    description: "`1`: a free play-money demo can be played on the slot's page.",
    values: FIXED_SLOT_FACET_VALUES.demo,
  },
};

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
    facets: FACETS,
    sorts: SLOT_SORTS,
    defaultLimit: DEFAULT_SLOT_LIMIT,
    maxLimit: MAX_SLOT_LIMIT,
    q: "Part of the slot's name.",
  }),
  "/slots/{slug}/": {
    get: {
      tags: ["slots"],
      summary: "One slot in full",
      description:
        "Setup and options (provider, release date, RTP, volatility, reels × rows, paylines or ways, bets, max win, features, themes), the casinos that offer it for real money (safest first) and similar slots.",
      parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }, LANG, COUNTRY],
      responses: {
        200: { description: "The slot.", content: { "application/json": { schema: { type: "object" } } } },
        400: error("A parameter is invalid."),
        404: error("No slot has this slug."),
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
