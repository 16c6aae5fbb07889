import { bonusCatalogue } from "#modules/bonuses";
import { filterOperation, type FilterDescription } from "./filter-openapi";
import type { OpenApiPaths } from "./openapi";
import { error } from "./openapi-parts";

const description: FilterDescription = {
  tag: "bonuses",
  summary: "Filter bonuses (six facets, keyset pages)",
  noun: "bonuses",
  catalogue: bonusCatalogue,
  extraParameters: [
    {
      name: "country",
      in: "query",
      description:
        "The visitor's country, for each card's 'available in'; the offers run there come first, each group in the chosen order.",
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
