import type { AppLoadContext } from "react-router";
import { LISTS_TAG, subjectTag } from "#contracts/cache-tags";
import { LANGUAGES_PARAM } from "#contracts/review-languages";
import { slotPageData } from "#modules/slots";
import { invalidRoute } from "../ui/not-found";

export async function slotPage({ db, locale, country, cacheTags }: AppLoadContext, slug: string, url: URL) {
  const allLanguages = url.searchParams.get(LANGUAGES_PARAM) === "all";
  // One statement (docs/decisions/0051): the slot, where to play it, its offers, similar slots and comments.
  const data = await slotPageData(db, slug, { locale, country, allLanguages });
  if (!data) invalidRoute();
  // Its comments; the lists (where it is played and their safety, its offers, similar slots). No users score: a
  // rating leaves it kept (docs/decisions/0055).
  cacheTags.add(subjectTag("slot", data.id)).add(LISTS_TAG);
  return { slot: data.slot, comments: data.comments };
}
