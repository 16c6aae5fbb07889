import type { AppLoadContext } from "react-router";
import { subjectTag } from "#contracts/cache-tags";
import { isoDay, bonusesOfCasino } from "#modules/bonuses";
import { casinoImages, findCasinoPage, limitsFor } from "#modules/casinos";
import { currencyOfCountry } from "#contracts/markets";
import { casinoReviewsFirstPage, commentsFirstPage } from "#modules/community";
import { LANGUAGES_PARAM } from "#contracts/review-languages";
import { casinoComplaintFigures, listComplaints } from "#modules/complaints";
import { invalidRoute } from "../ui/not-found";
import { casinoReviewNode, pageJsonLd } from "../structured-data.server";

export async function casinoPage(context: AppLoadContext, slug: string, url: URL) {
  const { db, locale, country, cacheTags } = context;
  // The casino, its lists and its safety breakdown in one query.
  const page = await findCasinoPage(db, slug, locale);
  if (!page) invalidRoute();
  const { casino, safety } = page;
  // Its reviews, comments, scores and safety: nothing of the other casinos.
  cacheTags.add(subjectTag("casino", casino.id));
  // "Show all languages" (issue 15, rule 7): a plain link, so it works without JavaScript.
  const allLanguages = url.searchParams.get(LANGUAGES_PARAM) === "all";
  const [images, bonuses, reviews, comments, complaintFigures, latestComplaints] = await Promise.all([
    casinoImages(db, casino.id),
    bonusesOfCasino(db, casino.id, { locale, country, today: isoDay(new Date()), limit: 12 }),
    casinoReviewsFirstPage(db, casino.id, locale, allLanguages),
    commentsFirstPage(db, "casino", casino.id, locale, allLanguages),
    casinoComplaintFigures(db, casino.id),
    listComplaints(db, { casinoId: casino.id }, { limit: 5, after: null }),
  ]);
  return {
    casino,
    images,
    limits: limitsFor(casino.limits, currencyOfCountry(country)),
    safety,
    bonuses,
    reviews,
    comments,
    complaints: { figures: complaintFigures, latest: latestComplaints.items },
    structuredData: pageJsonLd(context, casinoReviewNode(context, casino)),
  };
}
