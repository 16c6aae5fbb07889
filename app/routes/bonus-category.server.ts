import type { AppLoadContext } from "react-router";
import { LISTS_TAG } from "#contracts/cache-tags";
import { CATEGORY_SORTS, isoDay, bonusesByCategory, type CategorySort } from "#modules/bonuses";
import { invalidRoute } from "../ui/not-found";

const PAGE_SIZE = 24;

function parseSort(value: string | null): CategorySort {
  return CATEGORY_SORTS.find((sort) => sort === value) ?? CATEGORY_SORTS[0];
}

/**
 * A bonus category, all of its bonuses a page at a time (`?cursor=`), in the chosen order (`?sort=`). No
 * casino's users score: it names `lists` alone (a rating leaves it kept).
 */
export async function bonusCategoryPage({ db, locale, country, cacheTags }: AppLoadContext, slug: string, url: URL) {
  const sort = parseSort(url.searchParams.get("sort"));
  const cursor = url.searchParams.get("cursor");
  const found = await bonusesByCategory(db, slug, {
    locale,
    country,
    today: isoDay(new Date()),
    cursor,
    sort,
    limit: PAGE_SIZE,
  });
  if (!found) invalidRoute();
  cacheTags.add(LISTS_TAG);
  return { ...found, sort, sorts: CATEGORY_SORTS };
}
