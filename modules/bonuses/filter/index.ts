import { inArray } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonuses } from "#db/schema";
import { LOCALE_INFO, type Locale } from "#contracts/locales";
import { countedFacets } from "#modules/facets";
import { encodeCursor } from "#modules/paging";
import { loadBonusCards, type BonusCard, type BonusCardOptions } from "../cards";
import {
  BONUS_FACET_KEYS,
  FIXED_BONUS_FACET_VALUES,
  MIN_DEPOSIT_RANGES,
  WAGERING_RANGES,
  type BonusFacetCounts,
  type BonusFacetKey,
  type BonusFacetLabels,
} from "./facets";
import type { BonusFilter } from "./parse";
import { bonusIndex } from "./search-index";
import { bonusVocabularyOf } from "./vocabulary";

export interface BonusFilterResult {
  items: BonusCard[];
  facets: BonusFacetCounts;
  /** Bonuses matching the whole selection (all pages). */
  total: number;
  next_cursor: string | null;
}

/** The range labels of each language, made once (number formats are costly to create). */
const rangeLabelsByLocale = new Map<Locale, ReturnType<typeof rangeLabels>>();

/** "No wagering", "Up to 30×", "30×–45×", "Over 45×"; deposits the same in euros. */
function rangeLabels(locale: Locale, labels: BonusFacetLabels) {
  const tag = LOCALE_INFO[locale].bcp47;
  const times = (n: number) => `${new Intl.NumberFormat(tag).format(n)}×`;
  const euros = (n: number) =>
    new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(n);
  const label = (
    ranges: ReadonlyArray<{ value: string; above: number | null; upTo: number | null }>,
    format: (n: number) => string,
    none: string,
  ) =>
    Object.fromEntries(
      ranges.map((r) => [
        r.value,
        r.above === null
          ? none
          : r.upTo === null
            ? labels.over(format(r.above))
            : r.above === 0
              ? labels.upTo(format(r.upTo))
              : `${format(r.above)}–${format(r.upTo)}`,
      ]),
    );
  return {
    wagering: label(WAGERING_RANGES, times, labels.noWagering),
    min_deposit: label(MIN_DEPOSIT_RANGES, euros, labels.noDeposit),
  };
}

/**
 * The bonus filter: one page of cards and every facet's values with counts, from the in-memory index
 * (docs/decisions/0010); the page's cards in two queries. Throws UnknownFacetValueError when a chosen
 * casino, category or country is not in the vocabulary.
 */
export async function filterBonuses(
  db: Db,
  filter: BonusFilter,
  options: BonusCardOptions & { labels: BonusFacetLabels },
): Promise<BonusFilterResult> {
  const [vocabulary, index] = await Promise.all([bonusVocabularyOf(db, options.locale), bonusIndex(db)]);
  const answer = index.facets.query({
    selection: filter.facets,
    sort: filter.sort,
    after: filter.position,
    limit: filter.limit,
  });
  let ranges = rangeLabelsByLocale.get(options.locale);
  if (!ranges) rangeLabelsByLocale.set(options.locale, (ranges = rangeLabels(options.locale, options.labels)));
  const values = (key: BonusFacetKey) => {
    if (key === "casinos" || key === "categories" || key === "countries") return vocabulary[key];
    const labels: Record<string, string> = key === "types" ? options.labels.types : ranges[key];
    return FIXED_BONUS_FACET_VALUES[key].map((value) => ({ value, label: labels[value] ?? value }));
  };
  const facets = countedFacets(BONUS_FACET_KEYS, values, answer.counts, filter.facets);

  const cards =
    answer.ids.length === 0
      ? []
      : await loadBonusCards(db, {
          ...options,
          where: inArray(bonuses.id, answer.ids),
          order: "newest",
          limit: answer.ids.length,
        });
  const bySlug = new Map(cards.map((card) => [card.slug, card]));
  return {
    items: answer.ids.flatMap((id) => bySlug.get(index.slugs.get(id)!) ?? []),
    facets,
    total: answer.total,
    next_cursor: answer.next && encodeCursor({ sort: filter.sort, ...answer.next }),
  };
}
