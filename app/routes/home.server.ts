import type { AppLoadContext } from "react-router";
import { marketTimeZone } from "#contracts/markets";
import { homeLists } from "#modules/home";

/** Every home section of docs/product-spec.md §2, in one statement (modules/home). */
export function homePage({ db, locale, country, market }: AppLoadContext) {
  return homeLists(db, { locale, country, timeZone: marketTimeZone(market) });
}
