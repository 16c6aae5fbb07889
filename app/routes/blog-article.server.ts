import type { AppLoadContext } from "react-router";
import { commentsOf, resolveTarget } from "#modules/community";
import { postDetail } from "#modules/posts";
import { invalidRoute } from "../ui/not-found";

export async function articlePage({ db, locale }: AppLoadContext, slug: string) {
  const [post, postId] = await Promise.all([postDetail(db, slug, locale), resolveTarget(db, "post", slug)]);
  if (!post || postId === null) invalidRoute();
  const comments = await commentsOf(db, "post", postId);
  return { post, comments };
}
