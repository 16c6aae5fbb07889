import type { AppLoadContext } from "react-router";
import { rankingByCategory } from "../../modules/casinos/lists";

export async function casinoFilterPage({ db, locale, country }: AppLoadContext) {
  return { casinos: await rankingByCategory(db, "all", { locale, country, limit: 30 }) };
}
