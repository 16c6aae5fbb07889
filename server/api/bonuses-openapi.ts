import {
  BONUS_SORTS,
  DEFAULT_BONUS_LIMIT,
  FIXED_BONUS_FACET_VALUES,
  MAX_BONUS_LIMIT,
  type BonusFacetKey,
} from "#modules/bonuses";
import { filterOperation, type FilterDescription } from "./filter-openapi";
import type { OpenApiPaths } from "./openapi";
import { error } from "./openapi-parts";

const FACETS: Record<BonusFacetKey, { description: string; values?: readonly string[] }> = {
  casinos: { description: "Slug of the casino offering the bonus." },
  types: { description: "Bonus type.", values: FIXED_BONUS_FACET_VALUES.types },
  categories: { description: "Bonus category slug (no-deposit, welcome, free-spins, …)." },
  wagering: {
    description: "Wagering multiplier range: none, up to 30×, over 30× up to 45×, over 45×.",
    values: FIXED_BONUS_FACET_VALUES.wagering,
  },
  min_deposit: {
    description: "Minimum deposit range in EUR: none, up to 10, over 10 up to 25, over 25.",
    values: FIXED_BONUS_FACET_VALUES.min_deposit,
  },
  countries: { description: "Offered to players from the country (ISO 3166-1 alpha-2)." },
};

const description: FilterDescription = {
  tag: "bonuses",
  summary: "Filter bonuses (six facets, keyset pages)",
  noun: "bonuses",
  facets: FACETS,
  sorts: BONUS_SORTS,
  defaultLimit: DEFAULT_BONUS_LIMIT,
  maxLimit: MAX_BONUS_LIMIT,
  extraParameters: [
    {
      name: "country",
      in: "query",
      description: "The visitor's country, for each card's 'available in'.",
      schema: { type: "string", default: "PT" },
    },
  ],
};

const categoryOperation = filterOperation({
  ...description,
  summary: "One bonus category: its introduction and its bonuses, with the filter inside it",
});

export const bonusPaths: OpenApiPaths = {
  "/bonuses/": filterOperation(description),
  "/bonuses/categories/{slug}/": {
    get: {
      ...categoryOperation.get,
      description: `${categoryOperation.get.description} The answer also holds \`category\`: \`{ slug, name, intro }\`; the \`categories\` parameter is set by the path.`,
      parameters: [
        { name: "slug", in: "path", required: true, schema: { type: "string" } },
        ...categoryOperation.get.parameters,
      ],
      responses: { ...categoryOperation.get.responses, 404: error("No bonus category has this slug.") },
    },
  },
};
