import { redirect, type AppLoadContext } from "react-router";
import { LISTS_TAG, namingShownScores, SCORES_TAG } from "#contracts/cache-tags";
import { casinoCatalogue, USERS_SCORE_SORT } from "#modules/casinos";
import { bonusCatalogue } from "#modules/bonuses";
import { queryObject } from "#contracts/query";
import { audienceOf, UnknownFacetValueError, type Catalogue, type ParsedFilter } from "#modules/facets";

/** The URL without the parameters that were refused, so that an old or edited link still opens a page. */
function without(url: URL, refused: (key: string, value: string) => boolean): string {
  const params = new URLSearchParams([...url.searchParams].filter(([key, value]) => !refused(key, value)));
  return params.size > 0 ? `${url.pathname}?${params}` : url.pathname;
}

/**
 * A catalogue filter page's loader (casinos, slots, bonuses): the filter of the URL applied. A refused
 * parameter, or a facet value that names nothing, redirects to the URL without it. Answers the page's
 * words and the form's selection beside the filter's result.
 */
export function filterPage<F extends string, S extends string, Card, H extends string>(
  catalogue: Catalogue<F, S, Card, H>,
  context: AppLoadContext,
  url: URL,
) {
  return applied(catalogue, context, url, (filter) =>
    catalogue.filter(context.db, filter, audienceOf(context.locale, context.country)),
  );
}

/**
 * As `filterPage`, with the page's ids instead of its cards (`found.ids`): for a page that reads the cards in
 * its own statement (/slots, docs/decisions/0052); `filterResult(found, cards)` makes the filter's result.
 */
export function filterPageFound<F extends string, S extends string, Card, H extends string>(
  catalogue: Catalogue<F, S, Card, H>,
  context: AppLoadContext,
  url: URL,
) {
  return applied(catalogue, context, url, async (filter) => ({
    found: await catalogue.find(context.db, filter, audienceOf(context.locale, context.country)),
  }));
}

async function applied<F extends string, S extends string, Card, H extends string, R extends object>(
  catalogue: Catalogue<F, S, Card, H>,
  { locale }: AppLoadContext,
  url: URL,
  answer: (filter: ParsedFilter<F, S>) => Promise<R>,
) {
  const parsed = catalogue.query.safeParse(queryObject(url.searchParams));
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    throw redirect(without(url, (key) => fields.has(key)));
  }
  const filter = parsed.data;
  try {
    const result = await answer(filter);
    return {
      words: catalogue.words(locale),
      selection: {
        facets: filter.facets,
        q: filter.q ?? "",
        sort: filter.sort,
        // A page size asked for in the URL stays through the form's submissions.
        limit: filter.limit === catalogue.limits.default ? null : filter.limit,
        paged: filter.cursor !== null,
      },
      ...result,
    };
  } catch (error) {
    if (error instanceof UnknownFacetValueError) {
      const unknown = error.unknown as Record<string, string[] | undefined>;
      throw redirect(
        without(url, (key, value) => unknown[key]?.some((v) => v.toUpperCase() === value.toUpperCase()) ?? false),
      );
    }
    throw error;
  }
}

/**
 * /casinos/filters, named by the casinos it shows; sorted by users score, its order (and so which casinos
 * come first) moves with any rating: then it carries every score.
 */
export async function casinoFilterPage(context: AppLoadContext, url: URL) {
  const page = namingShownScores(context.cacheTags, await filterPage(casinoCatalogue, context, url));
  if (page.selection.sort === USERS_SCORE_SORT) context.cacheTags.add(SCORES_TAG);
  return page;
}

/**
 * /bonuses/filters. Its cards, facets and sorts hold no casino's users score: it names `lists` alone, and a
 * rating (its casino and `scores`, server/http/cache-tags.ts) leaves it kept.
 */
export function bonusFilterPage(context: AppLoadContext, url: URL) {
  context.cacheTags.add(LISTS_TAG);
  return filterPage(bonusCatalogue, context, url);
}
