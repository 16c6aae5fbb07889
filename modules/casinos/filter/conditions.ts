import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import {
  casinoCountries,
  casinoCurrencies,
  casinoGames,
  casinoLicences,
  casinoPaymentMethods,
  casinoProviders,
  casinos,
  casinoTypes,
  gameCategories,
  licences,
  paymentMethods,
  providers,
} from "../../../db/schema";
import { SAFETY_BANDS } from "../safety-index";
import { FACET_KEYS, type FacetKey, type FacetSelection, type Feature } from "./facets";

type Condition = (db: Db, values: string[]) => SQL;

/** Casinos linked to one of the chosen slugs through a link table: an IN (subquery), i.e. a semi-join. */
function linkedBySlug(
  db: Db,
  values: string[],
  link: { table: PgTable; casinoId: AnyPgColumn; refId: AnyPgColumn },
  ref: { table: PgTable; id: AnyPgColumn; slug: AnyPgColumn },
): SQL {
  return inArray(
    casinos.id,
    db
      .select({ id: link.casinoId })
      .from(link.table)
      .innerJoin(ref.table, eq(ref.id, link.refId))
      .where(inArray(ref.slug, values)),
  );
}

/** Each safety band as a range of the index: from its minimum up to (not including) the next band's. */
export const BAND_RANGES = SAFETY_BANDS.map((b, i) => ({
  band: b.band,
  min: b.min,
  below: i === 0 ? null : SAFETY_BANDS[i - 1]!.min,
}));

/** The flag behind each category but "all", and behind each feature. */
export const CATEGORY_COLUMNS = { top20: casinos.isTop20, certified: casinos.isCertified, crypto: casinos.isCrypto };
export const FEATURE_COLUMNS: Record<Feature, AnyPgColumn> = {
  bonuses: casinos.hasBonuses,
  vip_club: casinos.hasVipClub,
  live_chat: casinos.hasLiveChat,
};

/** For each facet: the casinos matching ANY of its chosen values (values are OR'ed within a facet). */
const CONDITIONS: Record<FacetKey, Condition> = {
  category: (_db, values) =>
    values.includes("all")
      ? sql`true`
      : or(...values.map((v) => eq(CATEGORY_COLUMNS[v as keyof typeof CATEGORY_COLUMNS], true)))!,
  rating: (_db, values) =>
    or(
      ...BAND_RANGES.filter((r) => values.includes(r.band)).map((r) =>
        and(
          gte(casinos.safetyIndex, String(r.min)),
          r.below === null ? undefined : lt(casinos.safetyIndex, String(r.below)),
        ),
      ),
    )!,
  features: (_db, values) => or(...values.map((v) => eq(FEATURE_COLUMNS[v as Feature], true)))!,
  countries: (db, values) =>
    inArray(
      casinos.id,
      db
        .select({ id: casinoCountries.casinoId })
        .from(casinoCountries)
        .where(and(eq(casinoCountries.status, "accepted"), inArray(casinoCountries.countryCode, values))),
    ),
  currencies: (db, values) =>
    inArray(
      casinos.id,
      db
        .select({ id: casinoCurrencies.casinoId })
        .from(casinoCurrencies)
        .where(inArray(casinoCurrencies.currencyCode, values)),
    ),
  payment_methods: (db, values) =>
    linkedBySlug(
      db,
      values,
      {
        table: casinoPaymentMethods,
        casinoId: casinoPaymentMethods.casinoId,
        refId: casinoPaymentMethods.paymentMethodId,
      },
      { table: paymentMethods, id: paymentMethods.id, slug: paymentMethods.slug },
    ),
  licences: (db, values) =>
    linkedBySlug(
      db,
      values,
      { table: casinoLicences, casinoId: casinoLicences.casinoId, refId: casinoLicences.licenceId },
      { table: licences, id: licences.id, slug: licences.slug },
    ),
  providers: (db, values) =>
    linkedBySlug(
      db,
      values,
      { table: casinoProviders, casinoId: casinoProviders.casinoId, refId: casinoProviders.providerId },
      { table: providers, id: providers.id, slug: providers.slug },
    ),
  games: (db, values) =>
    linkedBySlug(
      db,
      values,
      { table: casinoGames, casinoId: casinoGames.casinoId, refId: casinoGames.gameCategoryId },
      { table: gameCategories, id: gameCategories.id, slug: gameCategories.slug },
    ),
  types: (db, values) =>
    inArray(
      casinos.casinoTypeId,
      db.select({ id: casinoTypes.id }).from(casinoTypes).where(inArray(casinoTypes.slug, values)),
    ),
};

/** The condition of each facet with chosen values; facets without a choice are absent. */
export function facetConditions(db: Db, selection: FacetSelection): Partial<Record<FacetKey, SQL>> {
  return Object.fromEntries(
    FACET_KEYS.filter((key) => selection[key].length > 0).map((key) => [key, CONDITIONS[key](db, selection[key])]),
  );
}

/** Name contains `q`, case-insensitively; LIKE wildcards in `q` match themselves. */
export function nameCondition(q: string | null): SQL | undefined {
  if (!q) return undefined;
  return ilike(casinos.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
