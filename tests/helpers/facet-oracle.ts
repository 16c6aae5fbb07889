/**
 * What the three catalogue oracles (casinos, slots, bonuses) share: a filter's rules worked out the slow,
 * obvious way over items whose facet values are plain sets — any chosen value within a facet, every facet
 * with choices; standard faceted counts; a sort by key, ties by id. Nothing here comes from modules/, so a
 * bug in the facet engine cannot hide in both.
 */
export interface OracleItem<F extends string> {
  id: number;
  values: Record<F, Set<string>>;
}

export type Selection<F extends string> = Partial<Record<F, readonly string[]>>;

/** Whether the item carries a chosen value of every facet with choices, `except` left out. */
export function matchesSelection<F extends string>(
  item: OracleItem<F>,
  facets: readonly F[],
  selection: Selection<F>,
  except: F | null = null,
): boolean {
  return facets.every(
    (key) => key === except || !selection[key]?.length || selection[key].some((v) => item.values[key].has(v)),
  );
}

/**
 * Standard faceted counts: for each facet and each of its `values`, the items of `pool` (those the text
 * search, if any, leaves) that match every other facet's choices and carry the value — the facet's own
 * choices left out.
 */
export function facetCounts<F extends string>(
  pool: ReadonlyArray<OracleItem<F>>,
  facets: readonly F[],
  values: Record<F, readonly string[]>,
  selection: Selection<F>,
): Record<F, Record<string, number>> {
  return Object.fromEntries(
    facets.map((key) => {
      const others = pool.filter((item) => matchesSelection(item, facets, selection, key));
      return [key, Object.fromEntries(values[key].map((v) => [v, others.filter((i) => i.values[key].has(v)).length]))];
    }),
  ) as Record<F, Record<string, number>>;
}

/** In a sort's order: by key in `direction`, a missing key (null) last either way, ties by id ascending. */
export function sortedBy<T extends { id: number }>(
  items: readonly T[],
  key: (item: T) => number | string | null,
  direction: "asc" | "desc",
): T[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (x < y ? -1 : 1);
    }
    return a.id - b.id;
  });
}
