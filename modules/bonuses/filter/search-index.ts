import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { FacetIndex, type IndexItem, type SortSpec, IndexStore } from "#modules/facets";
import {
  BONUS_FACET_KEYS,
  MIN_DEPOSIT_RANGES,
  rangeOf,
  WAGERING_RANGES,
  type BonusFacetKey,
  type BonusSort,
} from "./facets";

const SORTS: Record<BonusSort, SortSpec> = {
  newest: { direction: "desc" },
  safety: { direction: "desc" },
  wagering: { direction: "asc" },
  min_deposit: { direction: "asc" },
};

export interface BonusIndex {
  facets: FacetIndex<BonusFacetKey, BonusSort>;
  /** Each bonus's slug by id: cards come back from the database unordered. */
  slugs: Map<number, string>;
}

interface Row {
  id: number;
  slug: string;
  casino: string;
  type: string;
  created: number;
  safety: number;
  wagering: number | null;
  min_deposit: number | null;
  categories: string | null;
  countries: string | null;
}

/** Every bonus with its facet values and sort keys, in one query (categories and countries as lists). */
async function loadBonusIndex(db: Db): Promise<BonusIndex> {
  const result = (await db.execute(sql`
    select b.id, b.slug, c.slug as casino, b.type::text as type, (extract(epoch from b.created_at) * 1000)::float8 as created,
      c.safety_index::float8 as safety, b.wagering::float8 as wagering, b.min_deposit::float8 as min_deposit,
      k.slugs as categories, n.codes as countries
    from bonuses b
    join casinos c on c.id = b.casino_id
    left join (select l.bonus_id, string_agg(x.slug, ',') as slugs from bonus_category_links l
      join bonus_categories x on x.id = l.category_id group by l.bonus_id) k on k.bonus_id = b.id
    left join (select bonus_id, string_agg(country_code, ',') as codes from bonus_countries group by bonus_id) n
      on n.bonus_id = b.id
  `)) as unknown as { rows: Row[] };

  const items = result.rows.map((row): IndexItem<BonusFacetKey, BonusSort> => ({
    id: row.id,
    text: "",
    values: {
      casinos: [row.casino],
      types: [row.type],
      categories: row.categories ? row.categories.split(",") : [],
      wagering: [rangeOf(WAGERING_RANGES, row.wagering)],
      min_deposit: [rangeOf(MIN_DEPOSIT_RANGES, row.min_deposit)],
      countries: row.countries ? row.countries.split(",") : [],
    },
    keys: { newest: row.created, safety: row.safety, wagering: row.wagering ?? 0, min_deposit: row.min_deposit ?? 0 },
  }));
  return {
    facets: FacetIndex.build(BONUS_FACET_KEYS, SORTS, items),
    slugs: new Map(result.rows.map((row) => [row.id, row.slug])),
  };
}

const store = new IndexStore(loadBonusIndex);

/** The bonus index of a database, loaded on first use. Bonuses change only with the content (seed). */
export const bonusIndex = (db: Db): Promise<BonusIndex> => store.get(db);

/** Casinos' safety indexes changed (the "safest casino first" order): loaded again at its next use. */
export const bonusCasinosChanged = (db: Db): void => store.changed(db);
