import type { AppLoadContext } from "react-router";
import { isoDay, bonusesByCategory } from "#modules/bonuses";
import { invalidRoute } from "../ui/not-found";

export async function bonusCategoryPage({ db, locale, country }: AppLoadContext, slug: string) {
  const found = await bonusesByCategory(db, slug, { locale, country, today: isoDay(new Date()), limit: 24 });
  if (!found) invalidRoute();
  return found;
}
