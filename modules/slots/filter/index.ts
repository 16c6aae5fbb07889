import type { Db } from "#db/client";
import { LOCALE_INFO, type Locale } from "#contracts/locales";
import { countedFacets } from "#modules/facets";
import { encodeCursor } from "#modules/paging";
import { slotCardsByIds, type SlotCard } from "../cards";
import {
  FIXED_SLOT_FACET_VALUES,
  RTP_RANGES,
  SLOT_FACET_KEYS,
  type SlotFacetCounts,
  type SlotFacetKey,
  type SlotFacetLabels,
} from "./facets";
import type { SlotFilter } from "./parse";
import { slotIndex } from "./search-index";
import { slotVocabularyOf } from "./vocabulary";

export interface SlotFilterResult {
  items: SlotCard[];
  facets: SlotFacetCounts;
  /** Slots matching the whole selection (all pages). */
  total: number;
  next_cursor: string | null;
}

const rtpLabelsByLocale = new Map<Locale, Record<string, string>>();

/** "< 94 %", "94–95 %", "≥ 97 %", with the language's digits and percent sign; made once per language. */
function rtpLabels(locale: Locale): Record<string, string> {
  let labels = rtpLabelsByLocale.get(locale);
  if (!labels) rtpLabelsByLocale.set(locale, (labels = formatRtpLabels(locale)));
  return labels;
}

function formatRtpLabels(locale: Locale): Record<string, string> {
  const percent = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, { style: "unit", unit: "percent" });
  const number = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47);
  return Object.fromEntries(
    RTP_RANGES.map((r) => [
      r.value,
      r.min === null
        ? `< ${percent.format(r.below)}`
        : r.below === null
          ? `≥ ${percent.format(r.min)}`
          : `${number.format(r.min)}–${percent.format(r.below)}`,
    ]),
  );
}

/**
 * The slot explorer: one page of cards and every facet's values with counts, from the in-memory index
 * (docs/decisions/0010); the page's cards in one query by id. Throws UnknownFacetValueError when a chosen
 * provider, feature or theme does not exist.
 */
export async function filterSlots(
  db: Db,
  filter: SlotFilter,
  options: { locale: Locale; labels: SlotFacetLabels },
): Promise<SlotFilterResult> {
  const [vocabulary, index] = await Promise.all([slotVocabularyOf(db, options.locale), slotIndex(db)]);
  const answer = index.query({
    selection: filter.facets,
    text: filter.q?.toLowerCase(),
    sort: filter.sort,
    after: filter.position,
    limit: filter.limit,
  });
  const fixedLabels: Record<"volatility" | "rtp" | "demo", Record<string, string>> = {
    volatility: options.labels.volatility,
    rtp: rtpLabels(options.locale),
    demo: { [FIXED_SLOT_FACET_VALUES.demo[0]]: options.labels.demo },
  };
  const values = (key: SlotFacetKey) =>
    key === "providers" || key === "features" || key === "themes"
      ? vocabulary[key]
      : FIXED_SLOT_FACET_VALUES[key].map((value) => ({ value, label: fixedLabels[key][value] ?? value }));
  return {
    items: await slotCardsByIds(db, answer.ids),
    facets: countedFacets(SLOT_FACET_KEYS, values, answer.counts, filter.facets),
    total: answer.total,
    next_cursor: answer.next && encodeCursor({ sort: filter.sort, ...answer.next }),
  };
}
