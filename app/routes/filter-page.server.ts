import { redirect } from "react-router";
import type { z } from "zod";
import { UnknownFacetValueError, searchParamsObject } from "#modules/facets";

/** What the catalogue filters (casinos, slots, bonuses) parse a query string into. */
interface ParsedFilter {
  facets: Record<string, string[]>;
  q?: string | null;
  sort: string;
  cursor: string | null;
  limit: number;
}

/** The URL without the parameters that were refused, so that an old or edited link still opens a page. */
function without(url: URL, refused: (key: string, value: string) => boolean): string {
  const params = new URLSearchParams([...url.searchParams].filter(([key, value]) => !refused(key, value)));
  return params.size > 0 ? `${url.pathname}?${params}` : url.pathname;
}

/**
 * A filter page's loader: the filter of the URL (parsed by `query`) applied by `run`. A refused parameter,
 * or a facet value that names nothing, redirects to the URL without it. Answers the form's selection
 * beside `run`'s result.
 */
export async function filterPage<Filter extends ParsedFilter, Result>(
  url: URL,
  query: z.ZodType<Filter>,
  defaultLimit: number,
  run: (filter: Filter) => Promise<Result>,
) {
  const parsed = query.safeParse(searchParamsObject(url.searchParams));
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    throw redirect(without(url, (key) => fields.has(key)));
  }
  const filter = parsed.data;
  try {
    const result = await run(filter);
    return {
      selection: {
        facets: filter.facets as Filter["facets"],
        q: filter.q === undefined ? undefined : (filter.q ?? ""),
        sort: filter.sort as Filter["sort"],
        // A page size asked for in the URL stays through the form's submissions.
        limit: filter.limit === defaultLimit ? null : filter.limit,
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
