import type { AppLoadContext } from "react-router";
import { postDetail } from "../../modules/posts/detail";
import { invalidRoute } from "../ui/not-found";

export async function articlePage({ db, locale }: AppLoadContext, slug: string) {
  const post = await postDetail(db, slug, locale);
  if (!post) invalidRoute();
  return { post };
}
