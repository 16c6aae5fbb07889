import { FACET_KEYS, FIXED_FACET_VALUES, MAX_LIMIT, CASINO_SORTS, DEFAULT_LIMIT } from "#modules/casinos";
import { filterOperation, LANG } from "./filter-openapi";
import type { OpenApiPaths } from "./openapi";
import { ERROR } from "./openapi-parts";

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

export const casinoPaths: OpenApiPaths = {
  "/casinos/": filterOperation({
    tag: "casinos",
    summary: "Filter casinos (ten facets, keyset pages)",
    noun: "casinos",
    facets: Object.fromEntries(
      FACET_KEYS.map((key) => [
        key,
        {
          description: FACET_DESCRIPTIONS[key],
          values: key in FIXED_FACET_VALUES ? FIXED_FACET_VALUES[key as keyof typeof FIXED_FACET_VALUES] : undefined,
        },
      ]),
    ),
    sorts: CASINO_SORTS,
    defaultLimit: DEFAULT_LIMIT,
    maxLimit: MAX_LIMIT,
    q: "Part of the casino's name.",
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
        "Every field of the casino page. `safety` holds the index computed from today's facts: `base` plus each factor's `delta`.",
      parameters: [{ name: "slug", in: "path", required: true, schema: { type: "string" } }, LANG],
      responses: {
        200: { description: "The casino.", content: { "application/json": { schema: { type: "object" } } } },
        400: { description: "A parameter is invalid.", content: { "application/json": { schema: ERROR } } },
        404: { description: "No casino has this slug.", content: { "application/json": { schema: ERROR } } },
      },
    },
  },
};
