import type { AppLoadContext } from "react-router";
import { filterCasinos, DEFAULT_LIMIT, casinoFilterQuery } from "#modules/casinos";
import { filterWords, fixedFacetLabels } from "../features/casinos/facet-labels.server";
import { catalogFor } from "#i18n/catalogs.server";
import { createTranslator } from "#i18n/translator";
import { filterPage } from "./filter-page.server";

/** /casinos/filters: the filter of the URL applied; a refused parameter redirects to the URL without it. */
export async function casinoFilterPage({ db, locale, country }: AppLoadContext, url: URL) {
  const t = createTranslator(locale, catalogFor(locale));
  const page = await filterPage(url, casinoFilterQuery, DEFAULT_LIMIT, (filter) =>
    filterCasinos(db, filter, { locale, country, labels: fixedFacetLabels(t) }),
  );
  return { words: filterWords(t), ...page };
}
