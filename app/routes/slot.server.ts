import type { AppLoadContext } from "react-router";
import { LISTS_TAG, subjectTag } from "#contracts/cache-tags";
import { commentsFirstPage, resolveTarget } from "#modules/community";
import { LANGUAGES_PARAM } from "#contracts/review-languages";
import { slotDetail } from "#modules/slots";
import { invalidRoute } from "../ui/not-found";

export async function slotPage({ db, locale, country, cacheTags }: AppLoadContext, slug: string, url: URL) {
  const [slot, slotId] = await Promise.all([
    slotDetail(db, slug, { locale, country }),
    resolveTarget(db, "slot", slug),
  ]);
  if (!slot || slotId === null) invalidRoute();
  // Its comments, and the casinos where it is played (their safety and scores).
  cacheTags.add(subjectTag("slot", slotId)).add(LISTS_TAG);
  const all = url.searchParams.get(LANGUAGES_PARAM) === "all";
  return { slot, comments: await commentsFirstPage(db, "slot", slotId, locale, all) };
}
