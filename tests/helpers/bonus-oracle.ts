import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonusCategories, bonusCategoryLinks, bonusCountries, bonuses, bonusTypeEnum, casinos } from "#db/schema";
import type { Localized } from "#contracts/locales";
import { facetCounts, matchesSelection, sortedBy, type Selection as FacetSelection } from "./facet-oracle";

/**
 * The bonus filter worked out the slow, obvious way: every bonus with its facet values read straight from
 * the tables, matched, counted and sorted in plain TypeScript. The integration tests compare
 * GET {api}/bonuses/ with it. Nothing here comes from modules/bonuses, so a bug there cannot hide in both.
 */
export const BONUS_FACETS = ["casinos", "types", "categories", "wagering", "min_deposit", "countries"] as const;
export type BonusFacet = (typeof BONUS_FACETS)[number];
export type BonusOrder = "newest" | "safety" | "wagering" | "min_deposit";
export type Selection = FacetSelection<BonusFacet>;

export interface OracleBonus {
  id: number;
  slug: string;
  casino: string;
  type: string;
  /** created_at in seconds since the epoch, to the microsecond. */
  created: number;
  safety: number;
  wagering: number | null;
  minDeposit: number | null;
  /** The currency of the offer's amounts. */
  currency: string;
  validUntil: string | null;
  values: Record<BonusFacet, Set<string>>;
}

export interface OracleCategory {
  slug: string;
  name: Localized;
  intro: Localized;
}

export interface BonusOracle {
  bonuses: OracleBonus[];
  /** Every value each facet can take that some bonus carries, or the fixed list. */
  vocabulary: Record<BonusFacet, string[]>;
  categories: OracleCategory[];
}

/** Wagering ranges: none = unset or 0; up_to_30 = 0 < w ≤ 30; 30_45 = 30 < w ≤ 45; over_45 = w > 45. */
export function wageringRangeOf(wagering: number | null): string {
  const w = wagering ?? 0;
  if (w === 0) return "none";
  if (w <= 30) return "up_to_30";
  if (w <= 45) return "30_45";
  return "over_45";
}

/**
 * Minimum deposit ranges (EUR): none = unset or 0 (any currency); for offers in EUR up_to_10 = 0 < d ≤ 10;
 * 10_25 = 10 < d ≤ 25; over_25; any other deposit is other_currency (never compared with euros).
 */
export function depositRangeOf(deposit: number | null, currency: string): string {
  const d = deposit ?? 0;
  if (d === 0) return "none";
  if (currency !== "EUR") return "other_currency";
  if (d <= 10) return "up_to_10";
  if (d <= 25) return "10_25";
  return "over_25";
}

/** The bounds (above, up to inclusive) of each range, for checking cards directly. */
export const WAGERING_BOUNDS: Record<string, [number, number]> = {
  none: [-Infinity, 0],
  up_to_30: [0, 30],
  "30_45": [30, 45],
  over_45: [45, Infinity],
};
export const DEPOSIT_BOUNDS: Record<string, [number, number]> = {
  none: [-Infinity, 0],
  up_to_10: [0, 10],
  "10_25": [10, 25],
  over_25: [25, Infinity],
  other_currency: [0, Infinity],
};

const toNumber = (value: string | null) => (value === null ? null : Number(value));

export async function loadBonusOracle(db: Db): Promise<BonusOracle> {
  const rows = await db
    .select({
      id: bonuses.id,
      slug: bonuses.slug,
      casino: casinos.slug,
      type: bonuses.type,
      created: sql<string>`extract(epoch from ${bonuses.createdAt})::text`,
      safety: casinos.safetyIndex,
      wagering: bonuses.wagering,
      minDeposit: bonuses.minDeposit,
      currency: bonuses.currency,
      validUntil: bonuses.validUntil,
    })
    .from(bonuses)
    .innerJoin(casinos, eq(casinos.id, bonuses.casinoId));
  const categoryRows = await db
    .select({ bonusId: bonusCategoryLinks.bonusId, slug: bonusCategories.slug })
    .from(bonusCategoryLinks)
    .innerJoin(bonusCategories, eq(bonusCategories.id, bonusCategoryLinks.categoryId));
  const countryRows = await db
    .select({ bonusId: bonusCountries.bonusId, code: bonusCountries.countryCode })
    .from(bonusCountries);

  const byId = new Map<number, OracleBonus>();
  for (const row of rows) {
    const wagering = toNumber(row.wagering);
    const minDeposit = toNumber(row.minDeposit);
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      casino: row.casino,
      type: row.type,
      created: Number(row.created),
      safety: Number(row.safety),
      wagering,
      minDeposit,
      currency: row.currency,
      validUntil: row.validUntil,
      values: {
        casinos: new Set([row.casino]),
        types: new Set([row.type]),
        categories: new Set(),
        wagering: new Set([wageringRangeOf(wagering)]),
        min_deposit: new Set([depositRangeOf(minDeposit, row.currency)]),
        countries: new Set(),
      },
    });
  }
  for (const link of categoryRows) byId.get(link.bonusId)!.values.categories.add(link.slug);
  for (const link of countryRows) byId.get(link.bonusId)!.values.countries.add(link.code);

  const categories = await db
    .select({ slug: bonusCategories.slug, name: bonusCategories.name, intro: bonusCategories.intro })
    .from(bonusCategories)
    .orderBy(asc(bonusCategories.position), asc(bonusCategories.id));
  const list = [...byId.values()];
  const carried = (key: BonusFacet) => [...new Set(list.flatMap((b) => [...b.values[key]]))].sort();
  return {
    bonuses: list,
    vocabulary: {
      casinos: carried("casinos"),
      types: [...bonusTypeEnum.enumValues],
      categories: categories.map((c) => c.slug),
      wagering: Object.keys(WAGERING_BOUNDS),
      min_deposit: Object.keys(DEPOSIT_BOUNDS),
      countries: carried("countries"),
    },
    categories,
  };
}

/** The bonuses a selection returns: any value within a facet, every facet with values. */
export function matchingBonuses(all: OracleBonus[], selection: Selection): OracleBonus[] {
  return all.filter((bonus) => matchesSelection(bonus, BONUS_FACETS, selection));
}

/** Standard faceted counts for the given values of each facet. */
export function bonusFacetCounts(
  all: OracleBonus[],
  values: Record<BonusFacet, readonly string[]>,
  selection: Selection,
): Record<BonusFacet, Record<string, number>> {
  return facetCounts(all, BONUS_FACETS, values, selection);
}

/**
 * The order of a sort: newest = created_at descending; safety = the casino's safety index descending;
 * wagering and min_deposit ascending with an unset value as 0 (min_deposit: offers in EUR by amount, then those
 * asking a deposit in another currency); ties by id. The offers of the visitor's country (the API's default: PT)
 * come first, each group in that order.
 */
export function sortedBonuses(list: OracleBonus[], sort: BonusOrder, country = "PT"): OracleBonus[] {
  const offered = list.filter((b) => b.values.countries.has(country));
  return [
    ...inOrder(offered, sort),
    ...inOrder(
      list.filter((b) => !offered.includes(b)),
      sort,
    ),
  ];
}

function inOrder(list: OracleBonus[], sort: BonusOrder): OracleBonus[] {
  if (sort === "newest") return sortedBy(list, (b) => b.created, "desc");
  if (sort === "safety") return sortedBy(list, (b) => b.safety, "desc");
  if (sort === "wagering") return sortedBy(list, (b) => b.wagering ?? 0, "asc");
  return sortedBy(list, (b) => (!b.minDeposit ? 0 : b.currency === "EUR" ? b.minDeposit : Infinity), "asc");
}
