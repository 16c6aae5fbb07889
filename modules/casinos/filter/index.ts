import type { Db } from "#db/client";
import { countedFacets } from "#modules/facets";
import { encodeCursor } from "#modules/paging";
import { cardsByIds, type CardOptions, type CasinoCard } from "../cards";
import {
  FACET_KEYS,
  FIXED_FACET_VALUES,
  type FacetCounts,
  type FacetKey,
  type FixedFacet,
  type FixedFacetLabels,
} from "./facets";
import type { ParsedCasinoFilter } from "./parse";
import { casinoIndex } from "./search-index";
import { vocabularyOf } from "./vocabulary";

export interface CasinoFilterResult {
  items: CasinoCard[];
  facets: FacetCounts;
  /** Casinos matching the whole selection (all pages). */
  total: number;
  next_cursor: string | null;
}

/**
 * The casino filter: one page of cards and every facet's values with counts, from the in-memory index
 * (docs/decisions/0010); the page's cards in one query by id (plus the two of the cards). Throws
 * UnknownFacetValueError when a chosen value does not exist.
 */
export async function filterCasinos(
  db: Db,
  filter: ParsedCasinoFilter,
  options: CardOptions & { labels: FixedFacetLabels },
): Promise<CasinoFilterResult> {
  const [vocabulary, index] = await Promise.all([vocabularyOf(db, options.locale), casinoIndex(db)]);
  const answer = index.query({
    selection: filter.facets,
    text: filter.q?.toLowerCase(),
    sort: filter.sort,
    after: filter.position,
    limit: filter.limit,
  });

  const isFixed = (key: FacetKey): key is FixedFacet => key in FIXED_FACET_VALUES;
  const values = (key: FacetKey): Array<{ value: string; label: string }> => {
    if (!isFixed(key)) return vocabulary[key];
    const labels: Record<string, string> = options.labels[key];
    return FIXED_FACET_VALUES[key].map((value) => ({ value, label: labels[value] ?? value }));
  };
  const facets = countedFacets(FACET_KEYS, values, answer.counts, filter.facets);
  return {
    items: await cardsByIds(db, answer.ids, options),
    facets,
    total: answer.total,
    next_cursor: answer.next && encodeCursor({ sort: filter.sort, ...answer.next }),
  };
}
