import type { AppLoadContext } from "react-router";
import { NEW_CASINO_MONTHS, topNewCasinosFor } from "#modules/casinos";
import { namingShownScores } from "#contracts/cache-tags";

/** Marketing figure of docs/product-spec.md §9: top 5 casinos for Portugal, whatever the visitor's own country. */
export async function newCasinosPage({ db, locale, cacheTags }: AppLoadContext) {
  return namingShownScores(cacheTags, {
    casinos: await topNewCasinosFor(db, "PT", { locale, country: "PT" }),
    country: "PT",
    months: NEW_CASINO_MONTHS,
  });
}
