import type { AppLoadContext } from "react-router";
import { marketTimeZone } from "#contracts/markets";
import { homeLists } from "#modules/home";
import { namingShownScores } from "#contracts/cache-tags";

/** Every home section of docs/product-spec.md §2, in one statement (modules/home); named by the casinos it shows. */
export async function homePage({ db, locale, country, market, cacheTags }: AppLoadContext) {
  return namingShownScores(cacheTags, await homeLists(db, { locale, country, timeZone: marketTimeZone(market) }));
}
