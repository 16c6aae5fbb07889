import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { matchesSelection, sortedBy, type Selection as FacetSelection } from "./facet-oracle";

/**
 * The casino filter worked out the slow, obvious way: every casino with its facet values in memory,
 * matched in plain TypeScript. The integration tests compare the API with it. Nothing here comes from
 * modules/casinos, so a bug there cannot hide in both.
 */
export const CASINO_FACETS = [
  "category",
  "rating",
  "countries",
  "payment_methods",
  "currencies",
  "features",
  "licences",
  "types",
  "providers",
  "games",
] as const;
export type CasinoFacet = (typeof CASINO_FACETS)[number];
export const CASINO_ORDERS = ["safety", "users", "newest", "min_deposit"] as const;
export type CasinoOrder = (typeof CASINO_ORDERS)[number];
export type Selection = FacetSelection<CasinoFacet>;

/** The safety index band by the spec's bounds: 9 and above very high, 8 high, … 3 low, under 3 very low. */
export function bandOf(safety: number): string {
  const bands: Array<[number, string]> = [
    [9, "very_high"],
    [8, "high"],
    [7, "above_average"],
    [6, "average"],
    [5, "below_average"],
    [3, "low"],
  ];
  return bands.find(([min]) => safety >= min)?.[1] ?? "very_low";
}
export interface OracleCasino {
  id: number;
  slug: string;
  name: string;
  keys: Record<CasinoOrder, string | number | null>;
  values: Record<CasinoFacet, Set<string>>;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function loadOracle(db: Db): Promise<OracleCasino[]> {
  const casinos = await rows<Record<string, unknown>>(
    db,
    sql`select c.id, c.slug, c.name, c.safety_index::float8 as safety, c.users_score::float8 as users,
      extract(epoch from c.published_at)::float8 as published, c.min_deposit::float8 as deposit,
      c.is_top20, c.is_certified, c.is_crypto, c.has_bonuses, c.has_vip_club, c.has_live_chat, t.slug as type
      from casinos c join casino_types t on t.id = c.casino_type_id`,
  );
  const links = await rows<{ facet: CasinoFacet; casino_id: number; value: string }>(
    db,
    sql`select 'countries' as facet, casino_id, country_code as value from casino_countries where status = 'accepted'
      union all select 'currencies', casino_id, currency_code from casino_currencies
      union all select 'payment_methods', x.casino_id, p.slug from casino_payment_methods x join payment_methods p on p.id = x.payment_method_id
      union all select 'licences', x.casino_id, p.slug from casino_licences x join licences p on p.id = x.licence_id
      union all select 'providers', x.casino_id, p.slug from casino_providers x join providers p on p.id = x.provider_id
      union all select 'games', x.casino_id, p.slug from casino_games x join game_categories p on p.id = x.game_category_id`,
  );
  const byId = new Map<number, OracleCasino>();
  for (const c of casinos) {
    const values = Object.fromEntries(CASINO_FACETS.map((key) => [key, new Set<string>()])) as OracleCasino["values"];
    values.category = new Set(["all", ...(["top20", "certified", "crypto"] as const).filter((k) => c[`is_${k}`])]);
    values.rating.add(bandOf(c.safety as number));
    values.features = new Set(
      (
        [
          ["bonuses", "has_bonuses"],
          ["vip_club", "has_vip_club"],
          ["live_chat", "has_live_chat"],
        ] as const
      )
        .filter(([, column]) => c[column])
        .map(([feature]) => feature),
    );
    values.types.add(c.type as string);
    byId.set(c.id as number, {
      id: c.id as number,
      slug: c.slug as string,
      name: c.name as string,
      keys: {
        safety: c.safety as number,
        users: c.users as number | null,
        newest: c.published as number,
        min_deposit: c.deposit as number,
      },
      values,
    });
  }
  for (const link of links) byId.get(link.casino_id)!.values[link.facet].add(link.value);
  return [...byId.values()];
}

/** The casinos a selection returns: any value within a facet, every facet with values, and the name search. */
export function matching(oracle: OracleCasino[], selection: Selection, q: string | null = null) {
  return oracle.filter(
    (c) => (!q || c.name.toLowerCase().includes(q.toLowerCase())) && matchesSelection(c, CASINO_FACETS, selection),
  );
}

/** The API's order for a sort: its key (descending but for min deposit; a missing users score last), then id. */
export function sorted(casinos: OracleCasino[], sort: CasinoOrder): OracleCasino[] {
  return sortedBy(casinos, (c) => c.keys[sort], sort === "min_deposit" ? "asc" : "desc");
}
