import type { AppLoadContext } from "react-router";
import { isoDay, filterBonuses, DEFAULT_BONUS_LIMIT, bonusFilterQuery } from "#modules/bonuses";
import { bonusFacetLabels, bonusFilterWords } from "../features/bonuses/facet-labels.server";
import { catalogFor } from "#i18n/catalogs.server";
import { createTranslator } from "#i18n/translator";
import { filterPage } from "./filter-page.server";

/** /bonuses/filters: the filter of the URL applied; a refused parameter redirects to the URL without it. */
export async function bonusFilterPage({ db, locale, country }: AppLoadContext, url: URL) {
  const t = createTranslator(locale, catalogFor(locale));
  const page = await filterPage(url, bonusFilterQuery, DEFAULT_BONUS_LIMIT, (filter) =>
    filterBonuses(db, filter, { locale, country, today: isoDay(new Date()), labels: bonusFacetLabels(t) }),
  );
  return { words: bonusFilterWords(t), ...page };
}
