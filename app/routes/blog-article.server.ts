import type { AppLoadContext } from "react-router";
import { LISTS_TAG, subjectTag } from "#contracts/cache-tags";
import { commentsFirstPage, resolveTarget } from "#modules/community";
import { LANGUAGES_PARAM } from "#contracts/review-languages";
import { postDetail, relatedPosts } from "#modules/posts";
import { invalidRoute } from "../ui/not-found";
import { articleNode, pageJsonLd } from "../structured-data.server";

export async function articlePage(context: AppLoadContext, slug: string, url: URL) {
  const { db, locale, cacheTags } = context;
  const [post, postId] = await Promise.all([postDetail(db, slug, locale), resolveTarget(db, "post", slug)]);
  if (!post || postId === null) invalidRoute();
  // Its comments, and the casinos it names (their safety badges).
  cacheTags.add(subjectTag("post", postId)).add(LISTS_TAG);
  const [comments, related] = await Promise.all([
    commentsFirstPage(db, "post", postId, locale, url.searchParams.get(LANGUAGES_PARAM) === "all"),
    relatedPosts(db, postId, { locale, limit: 3 }),
  ]);
  return { post, comments, related, structuredData: pageJsonLd(context, articleNode(context, post)) };
}
