import type { AppLoadContext } from "react-router";
import { LISTS_TAG, subjectTag } from "#contracts/cache-tags";
import { LANGUAGES_PARAM } from "#contracts/review-languages";
import { articlePageData } from "#modules/posts";
import { invalidRoute } from "../ui/not-found";
import { articleNode, pageJsonLd } from "../structured-data.server";

export async function articlePage(context: AppLoadContext, slug: string, url: URL) {
  const { db, locale, cacheTags } = context;
  const allLanguages = url.searchParams.get(LANGUAGES_PARAM) === "all";
  // One statement (docs/decisions/0051): the post, its tags, comments and related posts.
  const data = await articlePageData(db, slug, { locale, allLanguages });
  if (!data) invalidRoute();
  // Its comments, and the casinos it names (their safety badges).
  cacheTags.add(subjectTag("post", data.id)).add(LISTS_TAG);
  const { post, comments, related } = data;
  return { post, comments, related, structuredData: pageJsonLd(context, articleNode(context, post)) };
}
