import type { AppLoadContext } from "react-router";
import { articleList } from "#modules/posts";

const PAGE_SIZE = 12;
const MAX_OFFSET = 10_000;

/** `?tag={slug}` narrows the list to one tag, `?offset=` pages through it. */
export async function articlesPage({ db, locale }: AppLoadContext, url: URL) {
  const asked = Math.trunc(Number(url.searchParams.get("offset")));
  const offset = Number.isFinite(asked) ? Math.min(Math.max(asked, 0), MAX_OFFSET) : 0;
  const page = await articleList(db, url.searchParams.get("tag") || null, { locale, limit: PAGE_SIZE, offset });
  return { ...page, offset, pageSize: PAGE_SIZE };
}
