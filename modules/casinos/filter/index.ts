import { and } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { CardOptions, CasinoCard } from "../cards";
import { facetConditions, nameCondition } from "./conditions";
import { facetCounts } from "./counts";
import {
  FACET_KEYS,
  FIXED_FACET_VALUES,
  type FacetCounts,
  type FacetKey,
  type FixedFacet,
  type FixedFacetLabels,
} from "./facets";
import { pageOfCasinos } from "./items";
import type { ParsedCasinoFilter } from "./parse";
import { loadVocabulary } from "./vocabulary";

export interface CasinoFilterResult {
  items: CasinoCard[];
  facets: FacetCounts;
  /** Casinos matching the whole selection (all pages). */
  total: number;
  next_cursor: string | null;
}

/** Well-formed values that name nothing (a removed provider, a typo), by facet. */
export class UnknownFacetValueError extends Error {
  constructor(readonly unknown: Partial<Record<FacetKey, string[]>>) {
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
 * The casino filter: one page of cards (keyset, one query) and every facet's values with counts (one
 * query), plus the facet vocabulary (one query), all three at once. Throws UnknownFacetValueError when a
 * chosen value does not exist.
 */
export async function filterCasinos(
  db: Db,
  filter: ParsedCasinoFilter,
  options: CardOptions & { labels: FixedFacetLabels },
): Promise<CasinoFilterResult> {
  const conditions = facetConditions(db, filter.facets);
  const where = and(nameCondition(filter.q), ...FACET_KEYS.map((key) => conditions[key]));
  const [vocabulary, counted, page] = await Promise.all([
    loadVocabulary(db, options.locale),
    facetCounts(db, filter.facets, filter.q),
    pageOfCasinos(db, { ...options, where, sort: filter.sort, position: filter.position, limit: filter.limit }),
  ]);

  const isFixed = (key: FacetKey): key is FixedFacet => key in FIXED_FACET_VALUES;
  const values = (key: FacetKey): Array<{ value: string; label: string }> => {
    if (!isFixed(key)) return vocabulary[key];
    const labels: Record<string, string> = options.labels[key];
    return FIXED_FACET_VALUES[key].map((value) => ({ value, label: labels[value] ?? value }));
  };

  const unknown: Partial<Record<FacetKey, string[]>> = {};
  const facets = {} as FacetCounts;
  for (const key of FACET_KEYS) {
    const known = values(key);
    const missing = filter.facets[key].filter((chosen) => !known.some((v) => v.value === chosen));
    if (missing.length > 0) unknown[key] = missing;
    facets[key] = known.map((v) => ({ ...v, count: counted.counts[key].get(v.value) ?? 0 }));
  }
  if (Object.keys(unknown).length > 0) throw new UnknownFacetValueError(unknown);
  return { items: page.items, facets, total: counted.total, next_cursor: page.nextCursor };
}
