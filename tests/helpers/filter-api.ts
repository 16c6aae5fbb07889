import { expect } from "vitest";

/** A query as the tests write it: a repeated parameter is an array; undefined leaves it out. */
export type Query = Record<string, string | string[] | undefined>;

export const search = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [value].flat().map((v) => [key, v]))),
  ).toString();

/** What every catalogue filter answers (casinos, slots, bonuses). */
export interface FilterBody {
  items: Array<{ slug: string }>;
  facets: Record<string, Array<{ value: string; label: string; count: number }>>;
  total: number;
  next_cursor: string | null;
  errors?: Record<string, string[]>;
}

/**
 * Calls of a filter API through `request` (an app's `request`, with the page cache off so every answer
 * is computed): one page, every page — failing on an item twice, a short page before the last, or a total
 * that changes — and the facets as counts.
 */
export function filterApi<B extends FilterBody>(
  request: (url: string) => Response | Promise<Response>,
  defaultPath: string,
) {
  async function get(query: Query | string, path = defaultPath) {
    const res = await request(`${path}?${typeof query === "string" ? query : search(query)}`);
    return { status: res.status, headers: res.headers, body: (await res.json()) as B };
  }

  async function everyPage(query: Query, limit = 7, path = defaultPath) {
    const slugs: string[] = [];
    const items: B["items"] = [];
    let cursor = query.cursor as string | undefined;
    let first: B | undefined;
    for (let page = 0; page < 200; page++) {
      const { status, body } = await get({ ...query, limit: String(limit), cursor }, path);
      expect(status, JSON.stringify(body)).toBe(200);
      first ??= body;
      expect(body.total, "the total is the same on every page").toBe(first.total);
      expect(body.items.length).toBeLessThanOrEqual(limit);
      slugs.push(...body.items.map((item) => item.slug));
      items.push(...body.items);
      if (body.next_cursor === null) break;
      expect(body.items.length, "only the last page is short").toBe(limit);
      cursor = body.next_cursor;
    }
    expect(new Set(slugs).size, "no item twice").toBe(slugs.length);
    return { slugs, items, first: first! };
  }

  /** The answer's facets as { facet: { value: count } }, failing on a value listed twice. */
  function countsOf<K extends string>(body: B, facets: readonly K[]): Record<K, Record<string, number>> {
    return Object.fromEntries(
      facets.map((key) => {
        const values = body.facets[key]!;
        expect(new Set(values.map((v) => v.value)).size, `${key}: no value twice`).toBe(values.length);
        return [key, Object.fromEntries(values.map((v) => [v.value, v.count]))];
      }),
    ) as Record<K, Record<string, number>>;
  }

  return { get, everyPage, countsOf };
}
