import type { AppLoadContext } from "react-router";
import { LISTS_TAG } from "#contracts/cache-tags";
import { queryObject } from "#contracts/query";
import { translatorFor } from "#i18n/catalogs.server";
import type { MessageKey } from "#i18n/translator";
import { filterPosts, POST_KINDS, POST_SORTS, type PostSort } from "#modules/posts";

const PAGE_SIZE = 12;
const MAX_OFFSET = 10_000;
const MAX_TAGS = 20;
const SLUG = /^[a-z0-9-]{1,80}$/;

const KIND_KEY = {
  news: "ui.kindNews",
  article: "ui.kindArticle",
  review: "ui.kindReview",
} as const satisfies Record<(typeof POST_KINDS)[number], MessageKey>;

const values = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
const isSort = (value: string): value is PostSort => (POST_SORTS as readonly string[]).includes(value);

/**
 * The blog filter of the URL: `?tag=` (repeated), `?kind=` (news, article, review; repeated), `?q=` (a title
 * search), `?sort=` (latest, popular) and `?cursor=` (the offset "load more" asks for). What is not one of
 * these values is left out, so that an old or edited link still opens a page.
 */
function parseFilter(url: URL) {
  const query = queryObject(url.searchParams);
  const tags = [...new Set(values(query.tag).filter((tag) => SLUG.test(tag)))].slice(0, MAX_TAGS);
  const kinds = POST_KINDS.filter((kind) => values(query.kind).includes(kind));
  const q = (values(query.q)[0] ?? "").trim().slice(0, 100);
  const sort = values(query.sort).find(isSort) ?? "latest";
  const asked = Math.trunc(Number(values(query.cursor)[0] ?? 0));
  const offset = Number.isFinite(asked) ? Math.min(Math.max(asked, 0), MAX_OFFSET) : 0;
  return { tags, kinds, q, sort, offset, limit: PAGE_SIZE };
}

/** /blog/articles: the articles of the blog filter, newest first unless asked otherwise, a page at a time. */
export async function articlesPage({ db, locale, cacheTags }: AppLoadContext, url: URL) {
  const filter = parseFilter(url);
  const result = await filterPosts(db, filter, locale);
  cacheTags.add(LISTS_TAG); // posts, no casino's users score
  const t = translatorFor(locale);
  const chosenTag = filter.tags.length === 1 ? result.facets.tag.find((tag) => tag.value === filter.tags[0]) : null;
  return {
    ...result,
    facets: {
      tag: result.facets.tag,
      kind: result.facets.kind.map((kind) => ({ ...kind, label: t(KIND_KEY[kind.value as keyof typeof KIND_KEY]) })),
    },
    words: {
      titles: { tag: t("ui.blogTags"), kind: t("ui.blogKinds") },
      sorts: { latest: t("filter.sortNewest"), popular: t("ui.sortPopular") },
    },
    selection: {
      facets: { tag: filter.tags, kind: filter.kinds as string[] },
      q: filter.q,
      sort: filter.sort,
      limit: null,
      paged: filter.offset > 0,
    },
    /** The one tag chosen, for the page's description. */
    tag: chosenTag ? { slug: chosenTag.value, name: chosenTag.label } : null,
  };
}
