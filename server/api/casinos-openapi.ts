import {
  FACET_KEYS,
  FIXED_FACET_VALUES,
  MAX_FACET_VALUES,
  MAX_LIMIT,
  CASINO_SORTS,
  DEFAULT_LIMIT,
} from "../../modules/casinos/filter/facets";
import { LOCALES } from "../../contracts/locales";
import type { OpenApiPaths } from "./openapi";

const ERROR = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
const LANG = {
  name: "lang",
  in: "query",
  description: "Language of labels and texts.",
  schema: { type: "string", enum: LOCALES, default: "en" },
};

const FACET_DESCRIPTIONS: Record<(typeof FACET_KEYS)[number], string> = {
  category: "Ranking category.",
  rating: "Safety index band.",
  countries: "Accepts players from the country (ISO 3166-1 alpha-2).",
  payment_methods: "Payment method slug.",
  currencies: "Currency code.",
  features: "Casino feature.",
  licences: "Licensing authority slug.",
  types: "Casino type slug.",
  providers: "Game provider slug.",
  games: "Game category slug.",
};

const facetParameters = FACET_KEYS.map((key) => ({
  name: key,
  in: "query",
  description: `${FACET_DESCRIPTIONS[key]} Repeatable (at most ${MAX_FACET_VALUES}); the values of one facet are OR'ed, facets are AND'ed. An unknown value is a 400.`,
  style: "form",
  explode: true,
  schema: {
    type: "array",
    items:
      key in FIXED_FACET_VALUES
        ? { type: "string", enum: FIXED_FACET_VALUES[key as keyof typeof FIXED_FACET_VALUES] }
        : { type: "string" },
  },
}));

const facetValue = {
  type: "object",
  required: ["value", "label", "count"],
  properties: {
    value: { type: "string", description: "What to pass in the facet's query parameter." },
    label: { type: "string" },
    count: {
      type: "integer",
      description: "Casinos the filter returns with this value as the facet's only choice, the other facets as chosen.",
    },
  },
};

export const casinoPaths: OpenApiPaths = {
  "/casinos/": {
    get: {
      tags: ["casinos"],
      summary: "Filter casinos (ten facets, keyset pages)",
      description:
        "One page of casino cards and every facet's values with counts. Counts follow faceted search: a value's count ignores its own facet's choices and applies the others. Pages: pass `next_cursor` back as `cursor` with the same parameters; it is null on the last page.",
      parameters: [
        ...facetParameters,
        {
          name: "q",
          in: "query",
          description: "Part of the casino's name.",
          schema: { type: "string", maxLength: 100 },
        },
        { name: "sort", in: "query", schema: { type: "string", enum: CASINO_SORTS, default: "safety" } },
        {
          name: "cursor",
          in: "query",
          description: "`next_cursor` of the previous page (opaque).",
          schema: { type: "string" },
        },
        {
          name: "limit",
          in: "query",
          schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
        },
        LANG,
        {
          name: "country",
          in: "query",
          description: "The visitor's country, for 'accepts players from'.",
          schema: { type: "string", default: "PT" },
        },
      ],
      responses: {
        200: {
          description: "A page of casinos with the facets.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["items", "facets", "total", "next_cursor"],
                properties: {
                  items: { type: "array", items: { type: "object", description: "A casino card." } },
                  facets: {
                    type: "object",
                    properties: Object.fromEntries(
                      FACET_KEYS.map((key) => [key, { type: "array", items: facetValue }]),
                    ),
                  },
                  total: { type: "integer", description: "Casinos matching the whole filter." },
                  next_cursor: { type: ["string", "null"] },
                },
              },
            },
          },
        },
        400: { description: "A parameter is invalid; `errors` names it.", content: ERROR },
      },
    },
  },
  "/casinos/{slug}/": {
    get: {
      tags: ["casinos"],
      summary: "One casino in full, with its safety index breakdown",
      description:
        "Every field of the casino page. `safety` holds the index computed from today's facts: `base` plus each factor's `delta`.",
      parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }, LANG],
      responses: {
        200: { description: "The casino.", content: { "application/json": { schema: { type: "object" } } } },
        400: { description: "A parameter is invalid.", content: ERROR },
        404: { description: "No casino has this slug.", content: ERROR },
      },
    },
  },
};
