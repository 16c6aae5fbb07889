import type { AppLoadContext } from "react-router";
import { LISTS_TAG } from "#contracts/cache-tags";
import { authorPage } from "#modules/posts";
import { invalidRoute } from "../ui/not-found";

const AUTHOR_POSTS = 24;

/** /blog/authors/{slug}: an author's bio and newest articles; an unknown author is a 404. */
export async function blogAuthorPage({ db, locale, cacheTags }: AppLoadContext, slug: string) {
  const author = await authorPage(db, slug, { locale, limit: AUTHOR_POSTS });
  if (!author) invalidRoute();
  cacheTags.add(LISTS_TAG);
  return { author };
}
