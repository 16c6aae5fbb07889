import type { AppLoadContext } from "react-router";
import { LISTS_TAG, pageTag } from "#contracts/cache-tags";
import type { InfoPageSlug } from "#contracts/info-pages";
import { infoPage, withMarketFirst } from "#modules/pages";
import { complaintStats } from "#modules/stats";
import { invalidRoute } from "../ui/not-found";

/**
 * An information page in the visitor's language, the visitor's market first among its help lines; about us
 * also shows the complaint service's live figures (so it goes with the lists when they change).
 */
export async function infoPageData({ db, locale, country, cacheTags }: AppLoadContext, slug: InfoPageSlug) {
  const stored = await infoPage(db, slug, locale);
  if (!stored) invalidRoute();
  cacheTags.add(pageTag(stored.id));
  const page = withMarketFirst(stored, country);
  if (slug !== "about-us") return { page, complaints: null };
  cacheTags.add(LISTS_TAG);
  return { page, complaints: await complaintStats(db) };
}
