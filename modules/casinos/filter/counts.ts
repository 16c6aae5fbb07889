import { and, sql, type SQL } from "drizzle-orm";
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
import { BAND_RANGES, CATEGORY_COLUMNS, FEATURE_COLUMNS, facetConditions, nameCondition } from "./conditions";
import { FACET_KEYS, type FacetKey, type FacetSelection } from "./facets";

export interface RawFacetCounts {
  /** Casinos per facet value, for the values with at least one casino. */
  counts: Record<FacetKey, Map<string, number>>;
  /** Casinos matching the whole selection. */
  total: number;
}

const flag = (key: FacetKey) => sql.raw(`"m_${key}"`);

/**
 * Every facet's counts in ONE query. Standard faceted search: a value's count is the number of casinos
 * that match the other facets' choices and that value (the facet's own choices are left out), and `q`.
 *
 * `m` computes, once per casino, whether it matches each facet that has choices; `s` keeps the casinos
 * that miss at most one of them (the only ones any count can include). Each branch then counts one facet
 * over `s` with the flags of the OTHER facets. Link tables are read per casino of `s` through their
 * (casino_id, …) primary keys, so the work follows the matching casinos, never a whole link table.
 */
export async function facetCounts(db: Db, selection: FacetSelection, q: string | null): Promise<RawFacetCounts> {
  const conditions = facetConditions(db, selection);
  const chosen = FACET_KEYS.filter((key) => conditions[key]);
  const flags = chosen.map((key) => sql`(${conditions[key]}) as ${flag(key)}`);
  const missed =
    chosen.length > 0
      ? sql.join(
          chosen.map((key) => sql`(not ${flag(key)})::int`),
          sql` + `,
        )
      : sql`0`;
  const others = (facet: FacetKey | null) =>
    and(sql`true`, ...chosen.filter((key) => key !== facet).map((key) => sql`${flag(key)}`));

  const perCasino = (facet: FacetKey, column: SQL) =>
    sql`select ${facet}::text as facet, x.value::text as value, count(*)::int as n from s cross join lateral (${column}) x where ${others(facet)} group by x.value`;
  const perReference = (facet: FacetKey, column: SQL, ref: SQL) =>
    sql`select ${facet}::text as facet, r.slug as value, x.n from (select x.id, count(*)::int as n from s cross join lateral (${column}) x where ${others(facet)} group by x.id) x join ${ref} r on r.id = x.id`;

  const branches: SQL[] = [
    sql`select '' as facet, '' as value, count(*)::int as n from s where ${others(null)}`,
    sql`select 'category', x.value, count(*)::int from s cross join lateral (values ('all', true), ${sql.join(
      Object.keys(CATEGORY_COLUMNS).map((key) => sql`(${key}::text, s.${sql.raw(`"c_${key}"`)})`),
      sql`, `,
    )}) x(value, ok) where x.ok and ${others("category")} group by x.value`,
    sql`select 'features', x.value, count(*)::int from s cross join lateral (values ${sql.join(
      Object.keys(FEATURE_COLUMNS).map((key) => sql`(${key}::text, s.${sql.raw(`"f_${key}"`)})`),
      sql`, `,
    )}) x(value, ok) where x.ok and ${others("features")} group by x.value`,
    sql`select 'rating', s.band, count(*)::int from s where ${others("rating")} group by s.band`,
    sql`select 'types', r.slug, x.n from (select s.type_id as id, count(*)::int as n from s where ${others("types")} group by s.type_id) x join ${casinoTypes} r on r.id = x.id`,
    perCasino(
      "countries",
      sql`select ${casinoCountries.countryCode} as value from ${casinoCountries} where ${casinoCountries.casinoId} = s.id and ${casinoCountries.status} = 'accepted'`,
    ),
    perCasino(
      "currencies",
      sql`select ${casinoCurrencies.currencyCode} as value from ${casinoCurrencies} where ${casinoCurrencies.casinoId} = s.id`,
    ),
    perReference(
      "payment_methods",
      sql`select ${casinoPaymentMethods.paymentMethodId} as id from ${casinoPaymentMethods} where ${casinoPaymentMethods.casinoId} = s.id`,
      sql`${paymentMethods}`,
    ),
    perReference(
      "licences",
      sql`select ${casinoLicences.licenceId} as id from ${casinoLicences} where ${casinoLicences.casinoId} = s.id`,
      sql`${licences}`,
    ),
    perReference(
      "providers",
      sql`select ${casinoProviders.providerId} as id from ${casinoProviders} where ${casinoProviders.casinoId} = s.id`,
      sql`${providers}`,
    ),
    perReference(
      "games",
      sql`select ${casinoGames.gameCategoryId} as id from ${casinoGames} where ${casinoGames.casinoId} = s.id`,
      sql`${gameCategories}`,
    ),
  ];

  const band = sql`case ${sql.join(
    BAND_RANGES.map((r) => sql`when ${casinos.safetyIndex} >= ${String(r.min)} then ${r.band}::text`),
    sql` `,
  )} end`;
  const query = sql`
    with m as materialized (
      select ${casinos.id} as id, ${casinos.casinoTypeId} as type_id, ${band} as band,
        ${sql.join(
          Object.entries(CATEGORY_COLUMNS).map(([key, column]) => sql`${column} as ${sql.raw(`"c_${key}"`)}`),
          sql`, `,
        )},
        ${sql.join(
          Object.entries(FEATURE_COLUMNS).map(([key, column]) => sql`${column} as ${sql.raw(`"f_${key}"`)}`),
          sql`, `,
        )}
        ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from ${casinos}
      where ${nameCondition(q) ?? sql`true`}
    ),
    s as materialized (select * from m where ${missed} <= 1)
    ${sql.join(branches, sql` union all `)}`;
  const result = (await db.execute(query)) as unknown as { rows: Array<{ facet: string; value: string; n: number }> };

  const counts = Object.fromEntries(
    FACET_KEYS.map((key) => [key, new Map<string, number>()]),
  ) as RawFacetCounts["counts"];
  let total = 0;
  for (const row of result.rows) {
    if (row.facet === "") total = Number(row.n);
    else counts[row.facet as FacetKey].set(row.value, Number(row.n));
  }
  return { counts, total };
}
