import type { AppLoadContext } from "react-router";
import { listBonusCategories } from "#modules/bonuses";

export async function menuData({ db, locale }: AppLoadContext) {
  const categories = await listBonusCategories(db, locale);
  return { bonusCategories: categories.map(({ slug, name }) => ({ slug, name })) };
}
