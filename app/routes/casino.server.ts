import type { AppLoadContext } from "react-router";
import { subjectTag } from "#contracts/cache-tags";
import { casinoPageData } from "#modules/casino-page";
import { limitsFor } from "#modules/casinos";
import { currencyOfCountry } from "#contracts/markets";
import { LANGUAGES_PARAM } from "#contracts/review-languages";
import { invalidRoute } from "../ui/not-found";
import { casinoReviewNode, pageJsonLd } from "../structured-data.server";

export async function casinoPage(context: AppLoadContext, slug: string, url: URL) {
  const { db, locale, country, cacheTags } = context;
  // "Show all languages" (issue 15, rule 7): a plain link, so it works without JavaScript.
  const allLanguages = url.searchParams.get(LANGUAGES_PARAM) === "all";
  // The casino, its lists, safety breakdown, images, bonuses, reviews, comments and cases in one statement.
  const page = await casinoPageData(db, slug, { locale, country, allLanguages });
  if (!page) invalidRoute();
  const { casino, safety, images, bonuses, reviews, comments, complaints } = page;
  // Its reviews, comments, scores and safety: nothing of the other casinos.
  cacheTags.add(subjectTag("casino", casino.id));
  return {
    casino,
    images,
    limits: limitsFor(casino.limits, currencyOfCountry(country)),
    safety,
    bonuses,
    reviews,
    comments,
    complaints,
    structuredData: pageJsonLd(context, casinoReviewNode(context, casino)),
  };
}
