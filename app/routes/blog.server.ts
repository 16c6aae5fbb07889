import type { AppLoadContext } from "react-router";
import { blogPageLists } from "#modules/posts";

/** /blog: its tags and lists in one statement (docs/decisions/0052). */
export async function blogPage({ db, locale }: AppLoadContext) {
  const { tags, trending, latest, review, hot } = await blogPageLists(db, locale);
  return { tags, trending, latest, review, hot };
}
