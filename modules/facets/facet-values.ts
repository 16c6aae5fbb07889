/** One value of a facet as the filters answer it: what to send back, what to show, how many items. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** Well-formed values that name nothing (a removed provider, a typo), by facet. */
export class UnknownFacetValueError extends Error {
  constructor(readonly unknown: Record<string, string[]>) {
    super("unknown facet values");
  }

  /** As field errors: `{ providers: ['unknown value "x"'] }`. */
  get errors(): Record<string, string[]> {
    return Object.fromEntries(
      Object.entries(this.unknown).map(([key, values]) => [
        key,
        values.map((v) => `unknown value ${JSON.stringify(v)}`),
      ]),
    );
  }
}

/**
 * Each facet's values (from the vocabulary, in its order) with their counts; throws UnknownFacetValueError
 * when a chosen value is not in the vocabulary.
 */
export function countedFacets<K extends string>(
  keys: readonly K[],
  vocabulary: (key: K) => ReadonlyArray<{ value: string; label: string }>,
  counts: Record<K, Map<string, number>>,
  selection: Record<K, readonly string[]>,
): Record<K, FacetValue[]> {
  const unknown: Record<string, string[]> = {};
  const facets = {} as Record<K, FacetValue[]>;
  for (const key of keys) {
    const known = vocabulary(key);
    const missing = selection[key].filter((chosen) => !known.some((v) => v.value === chosen));
    if (missing.length > 0) unknown[key] = missing;
    facets[key] = known.map((v) => ({ ...v, count: counts[key].get(v.value) ?? 0 }));
  }
  if (Object.keys(unknown).length > 0) throw new UnknownFacetValueError(unknown);
  return facets;
}
