import { redirect, type AppLoadContext } from "react-router";
import { filterCasinos, UnknownFacetValueError } from "../../modules/casinos/filter";
import { DEFAULT_LIMIT } from "../../modules/casinos/filter/facets";
import { casinoFilterQuery, searchParamsObject } from "../../modules/casinos/filter/parse";
import { filterWords, fixedFacetLabels } from "../features/casinos/facet-labels.server";
import { catalogFor } from "../i18n/catalogs.server";
import { createTranslator } from "../i18n/translator";

/** The URL without the parameters that were refused, so that an old or edited link still opens a page. */
function without(url: URL, refused: (key: string, value: string) => boolean): string {
  const params = new URLSearchParams([...url.searchParams].filter(([key, value]) => !refused(key, value)));
  return params.size > 0 ? `${url.pathname}?${params}` : url.pathname;
}

/** /casinos/filters: the filter of the URL applied; a refused parameter redirects to the URL without it. */
export async function casinoFilterPage({ db, locale, country }: AppLoadContext, url: URL) {
  const parsed = casinoFilterQuery.safeParse(searchParamsObject(url.searchParams));
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    throw redirect(without(url, (key) => fields.has(key)));
  }
  const filter = parsed.data;
  try {
    const t = createTranslator(locale, catalogFor(locale));
    const result = await filterCasinos(db, filter, { locale, country, labels: fixedFacetLabels(t) });
    return {
      words: filterWords(t),
      selection: {
        facets: filter.facets,
        q: filter.q ?? "",
        sort: filter.sort,
        // A page size asked for in the URL stays through the form's submissions.
        limit: filter.limit === DEFAULT_LIMIT ? null : filter.limit,
        paged: filter.cursor !== null,
      },
      ...result,
    };
  } catch (error) {
    if (error instanceof UnknownFacetValueError) {
      const unknown = error.unknown as Record<string, string[] | undefined>;
      throw redirect(
        without(url, (key, value) => unknown[key]?.some((v) => v.toUpperCase() === value.toUpperCase()) ?? false),
      );
    }
    throw error;
  }
}
