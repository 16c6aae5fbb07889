import { LOCALES } from "#contracts/locales";
import { MAX_FACET_VALUES, type Catalogue, type FacetDefinition } from "#modules/facets";
import { error } from "./openapi-parts";

/**
 * The OpenAPI description of a catalogue filter (casinos, slots, bonuses), from its catalogue: repeatable
 * facet parameters, `q`, `sort`, `cursor`, `limit`, `lang`, and the `{ items, facets, total, next_cursor }`
 * answer.
 */
export interface FilterDescription {
  tag: string;
  summary: string;
  /** What is counted and listed: "casinos", "slots". */
  noun: string;
  catalogue: Pick<Catalogue<string, string, unknown>, "facets" | "facetKeys" | "sortKeys" | "limits" | "search">;
  extraParameters?: Record<string, unknown>[];
}

export const LANG = {
  name: "lang",
  in: "query",
  description: "Language of labels and texts.",
  schema: { type: "string", enum: LOCALES, default: "en" },
};

/** A fixed facet's values as an enum; any string for reference data. */
const enumOf = (facet: FacetDefinition) =>
  "values" in facet ? { type: "string", enum: facet.values } : { type: "string" };

export function filterOperation(d: FilterDescription) {
  const { facets, facetKeys, sortKeys, limits, search } = d.catalogue;
  const facetParameters = facetKeys.map((key) => ({
    name: key,
    in: "query",
    description: `${facets[key]!.about} Repeatable (at most ${MAX_FACET_VALUES}); the values of one facet are OR'ed, facets are AND'ed. An unknown value is a 400.`,
    style: "form",
    explode: true,
    schema: { type: "array", items: enumOf(facets[key]!) },
  }));
  const facetValue = {
    type: "object",
    required: ["value", "label", "count"],
    properties: {
      value: { type: "string", description: "What to pass in the facet's query parameter." },
      label: { type: "string" },
      count: {
        type: "integer",
        description: `The ${d.noun} the filter returns with this value as the facet's only choice, the other facets as chosen.`,
      },
    },
  };
  return {
    get: {
      tags: [d.tag],
      summary: d.summary,
      description: `One page of ${d.noun} and every facet's values with counts. Counts follow faceted search: a value's count ignores its own facet's choices and applies the others. Pages: pass \`next_cursor\` back as \`cursor\` with the same parameters; it is null on the last page.`,
      parameters: [
        ...facetParameters,
        ...(search
          ? [{ name: "q", in: "query", description: search.about, schema: { type: "string", maxLength: 100 } }]
          : []),
        { name: "sort", in: "query", schema: { type: "string", enum: sortKeys, default: sortKeys[0] } },
        {
          name: "cursor",
          in: "query",
          description: "`next_cursor` of the previous page (opaque).",
          schema: { type: "string" },
        },
        {
          name: "limit",
          in: "query",
          schema: { type: "integer", minimum: 1, maximum: limits.max, default: limits.default },
        },
        LANG,
        ...(d.extraParameters ?? []),
      ],
      responses: {
        200: {
          description: `A page of ${d.noun} with the facets.`,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["items", "facets", "total", "next_cursor"],
                properties: {
                  items: { type: "array", items: { type: "object" } },
                  facets: {
                    type: "object",
                    properties: Object.fromEntries(facetKeys.map((key) => [key, { type: "array", items: facetValue }])),
                  },
                  total: { type: "integer", description: `The ${d.noun} matching the whole filter.` },
                  next_cursor: { type: ["string", "null"] },
                },
              },
            },
          },
        },
        400: error("A parameter is invalid; `errors` names it.", "invalid_query"),
      },
    },
  };
}
