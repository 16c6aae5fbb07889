import type { AppLoadContext } from "react-router";
import { LISTS_TAG } from "#contracts/cache-tags";
import { blogPageLists } from "#modules/posts";

/** /blog: its tags and lists in one statement (docs/decisions/0052). */
export async function blogPage({ db, locale, cacheTags }: AppLoadContext) {
  const { tags, trending, latest, review, hot } = await blogPageLists(db, locale);
  cacheTags.add(LISTS_TAG); // posts, no casino's users score
  return { tags, trending, latest, review, hot };
}
