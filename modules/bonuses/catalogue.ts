import { and, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonusCategories, bonusCountries, bonuses, casinos, countries } from "#db/schema";
import { LOCALE_INFO } from "#contracts/locales";
import { REFERENCE_CURRENCY } from "#contracts/money";
import type { MessageKey } from "#i18n/translator";
import { BONUS_TYPE_KEY } from "#i18n/labels/bonuses";
import {
  countryNames,
  defineCatalogue,
  slugRule,
  vocabularyFrom,
  type FacetDefinition,
  type FilterResult,
  type IndexItem,
  type LabelWords,
  type SortDefinition,
} from "#modules/facets";
import { publishedWhere } from "#modules/casinos";
import { bonusCardsByIds, BONUS_TYPES, type BonusCard, type BonusType } from "./cards";
import { bonusShown } from "./visibility";

/**
 * The bonus filter (issue 6): six facets, four sorts, no text search. Docs: docs/decisions/0010.
 * A facet is declared here once; its values come from `items`.
 */

type Range = { value: string; above: number | null; upTo: number | null };

/** Ranges of a bonus's wagering multiplier: none (0 or unset), then up to (inclusive) each bound. */
export const WAGERING_RANGES = [
  { value: "none", above: null, upTo: 0 },
  { value: "up_to_30", above: 0, upTo: 30 },
  { value: "30_45", above: 30, upTo: 45 },
  { value: "over_45", above: 45, upTo: null },
] as const satisfies readonly Range[];

/** Ranges of the minimum deposit, in EUR: none (0 or unset), then up to (inclusive) each bound. */
export const MIN_DEPOSIT_RANGES = [
  { value: "none", above: null, upTo: 0 },
  { value: "up_to_10", above: 0, upTo: 10 },
  { value: "10_25", above: 10, upTo: 25 },
  { value: "over_25", above: 25, upTo: null },
] as const satisfies readonly Range[];

/** The min-deposit value of an offer whose deposit is in a currency other than the ranges' (EUR). */
export const OTHER_CURRENCY = "other_currency";

/**
 * An offer's min-deposit range: the EUR ranges for an offer in euros, "none" for an offer asking no deposit
 * in any currency, and OTHER_CURRENCY otherwise (amounts in different currencies are never compared).
 */
export function depositRangeOf(minDeposit: number | null, currency: string): string {
  if (currency === REFERENCE_CURRENCY || !minDeposit) return rangeOf(MIN_DEPOSIT_RANGES, minDeposit);
  return OTHER_CURRENCY;
}

/** The min-deposit sort key: no deposit first, then offers in euros by their deposit, then the other currencies. */
export function depositSortKey(minDeposit: number | null, currency: string): number {
  if (!minDeposit) return 0;
  return currency === REFERENCE_CURRENCY ? minDeposit : Number.MAX_SAFE_INTEGER;
}

/** The range a value (null: not set, counted as 0) falls in. */
export function rangeOf<R extends Range>(ranges: readonly R[], value: number | null): R["value"] {
  const v = value ?? 0;
  return ranges.find((r) => (r.above === null || v > r.above) && (r.upTo === null || v <= r.upTo))!.value;
}

/** A range's label: `none` for none, "Up to 30×", "30×–45×", "Over 45×" (numbers as `format` writes them). */
function rangeLabel(ranges: readonly Range[], format: (n: number, tag: string) => string, none: MessageKey) {
  return (value: string, { locale, t }: LabelWords): string => {
    const tag = LOCALE_INFO[locale].bcp47;
    const r = ranges.find((range) => range.value === value)!;
    if (r.above === null) return t(none);
    if (r.upTo === null) return t("filter.over", { value: format(r.above, tag) });
    if (r.above === 0) return t("filter.upTo", { value: format(r.upTo, tag) });
    return `${format(r.above, tag)}–${format(r.upTo, tag)}`;
  };
}

const times = (n: number, tag: string) => `${new Intl.NumberFormat(tag).format(n)}×`;
const euros = (n: number, tag: string) =>
  new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(n);

/**
 * The facets, in display order. Each key is also the query parameter that selects its values
 * (`?casinos=a&casinos=b&types=welcome&countries=PT`); values are OR'ed within a facet, facets AND'ed.
 */
const facets = {
  casinos: {
    title: "bonus.facetCasinos",
    about: "Slug of the casino offering the bonus.",
    rule: slugRule,
    // The casinos that have bonuses, by name.
    vocabulary: vocabularyFrom((db) =>
      db
        .select({ value: casinos.slug, label: casinos.name })
        .from(casinos)
        .where(
          and(
            publishedWhere(),
            sql`exists (select 1 from ${bonuses} where ${bonuses.casinoId} = ${casinos.id} and ${bonusShown})`,
          ),
        ),
    ),
  },
  types: {
    title: "bonus.facetTypes",
    about: "Bonus type.",
    values: BONUS_TYPES,
    label: BONUS_TYPE_KEY satisfies Record<BonusType, MessageKey>,
  },
  categories: {
    title: "bonus.facetCategories",
    about: "Bonus category slug (no-deposit, welcome, free-spins, …).",
    rule: slugRule,
    // In their editorial order.
    vocabulary: vocabularyFrom(
      (db) =>
        db
          .select({ value: bonusCategories.slug, label: bonusCategories.name })
          .from(bonusCategories)
          .orderBy(bonusCategories.position, bonusCategories.id),
      { ordered: true },
    ),
  },
  wagering: {
    title: "bonus.facetWagering",
    about: "Wagering multiplier range: none, up to 30×, over 30× up to 45×, over 45×.",
    values: WAGERING_RANGES.map((r) => r.value),
    label: rangeLabel(WAGERING_RANGES, times, "bonus.noWagering"),
  },
  min_deposit: {
    title: "bonus.facetMinDeposit",
    about:
      "Minimum deposit range of offers in EUR: none, up to 10, over 10 up to 25, over 25; other_currency: an offer whose deposit is in another currency.",
    values: [...MIN_DEPOSIT_RANGES.map((r) => r.value), OTHER_CURRENCY],
    label: (value: string, words: LabelWords) =>
      value === OTHER_CURRENCY
        ? words.t("trust.otherCurrency")
        : rangeLabel(MIN_DEPOSIT_RANGES, euros, "bonus.noDeposit")(value, words),
  },
  countries: {
    title: "bonus.facetCountries",
    about: "Offered to players from the country (ISO 3166-1 alpha-2).",
    rule: { test: (v) => /^[A-Z]{2}$/.test(v), upper: true },
    // The countries bonuses are offered in, by name.
    vocabulary: vocabularyFrom(
      (db) =>
        db
          .select({ value: countries.code, label: countries.name })
          .from(countries)
          .where(
            sql`exists (select 1 from ${bonusCountries} join ${bonuses} on ${bonuses.id} = ${bonusCountries.bonusId}
              where ${bonusCountries.countryCode} = ${countries.code} and ${bonusShown})`,
          ),
      { name: countryNames },
    ),
  },
} satisfies Record<string, FacetDefinition>;

/** The sorts, the default first. */
const sorts = {
  newest: { direction: "desc", label: "bonus.sortNewest" },
  safety: { direction: "desc", label: "bonus.sortSafety" },
  wagering: { direction: "asc", label: "bonus.sortWagering" },
  min_deposit: { direction: "asc", label: "bonus.sortMinDeposit" },
} satisfies Record<string, SortDefinition>;

export type BonusFacet = keyof typeof facets;
export type BonusSort = keyof typeof sorts;

interface Row {
  id: number;
  casino: string;
  type: string;
  created: number;
  safety: number;
  wagering: number | null;
  min_deposit: number | null;
  currency: string;
  categories: string | null;
  countries: string | null;
}

/**
 * Every bonus the public sees (./visibility.ts) with its facet values and sort keys, in one query (categories
 * and countries as lists).
 */
async function bonusItems(db: Db): Promise<Array<IndexItem<BonusFacet, BonusSort>>> {
  const result = (await db.execute(sql`
    select b.id, c.slug as casino, b.type::text as type, (extract(epoch from b.created_at) * 1000)::float8 as created,
      c.safety_index::float8 as safety, b.wagering::float8 as wagering, b.min_deposit::float8 as min_deposit, b.currency,
      k.slugs as categories, n.codes as countries
    from bonuses b
    join casinos c on c.id = b.casino_id and c.is_published
    left join (select l.bonus_id, string_agg(x.slug, ',') as slugs from bonus_category_links l
      join bonus_categories x on x.id = l.category_id group by l.bonus_id) k on k.bonus_id = b.id
    left join (select bonus_id, string_agg(country_code, ',') as codes from bonus_countries group by bonus_id) n
      on n.bonus_id = b.id
    where b.is_published
  `)) as unknown as { rows: Row[] };

  return result.rows.map((row) => ({
    id: row.id,
    text: "",
    values: {
      casinos: [row.casino],
      types: [row.type],
      categories: row.categories ? row.categories.split(",") : [],
      wagering: [rangeOf(WAGERING_RANGES, row.wagering)],
      min_deposit: [depositRangeOf(row.min_deposit, row.currency)],
      countries: row.countries ? row.countries.split(",") : [],
    },
    keys: {
      newest: row.created,
      safety: row.safety,
      wagering: row.wagering ?? 0,
      min_deposit: depositSortKey(row.min_deposit, row.currency),
    },
  }));
}

/**
 * Bonuses change with the content (the seed, the console: a `bonus` change); their "safest casino first" order
 * with the casinos' safety indexes.
 */
export const bonusCatalogue = defineCatalogue({
  name: "bonuses",
  facets,
  sorts,
  limits: { default: 24, max: 50 },
  // Answers depend on the day too: expired bonuses are flagged.
  audience: ["country", "today"],
  // The offers the visitor can take, those of their country, before the ones run elsewhere.
  first: ({ country }) => ({ facet: "countries", value: country }),
  items: bonusItems,
  cards: bonusCardsByIds,
});

export type BonusFilterResult = FilterResult<BonusFacet, BonusCard>;

/**
 * Casinos' safety indexes changed (the "safest casino first" order), or bonuses were published, unpublished or
 * expired: the index is loaded again at its next use.
 */
export const bonusCasinosChanged = (db: Db): void => bonusCatalogue.changed(db);
