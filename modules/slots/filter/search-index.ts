import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { FacetIndex, type IndexItem, type SortSpec, IndexStore } from "#modules/facets";
import { DEMO_VALUE, rtpRange, SLOT_FACET_KEYS, type SlotFacetKey, type SlotSort } from "./facets";

const SORTS: Record<SlotSort, SortSpec> = {
  popular: { direction: "desc" },
  newest: { direction: "desc" },
  rtp: { direction: "desc" },
  name: { direction: "asc" },
};

export type SlotIndex = FacetIndex<SlotFacetKey, SlotSort>;

interface Row {
  id: number;
  name: string;
  provider: string;
  volatility: string;
  rtp: number;
  released: number;
  popularity: number;
  demo: boolean;
  features: string | null;
  themes: string | null;
}

/**
 * Every slot with its facet values and sort keys, in one query; features and themes come as
 * comma-separated slugs (slugs hold no commas), which a driver reads far faster than arrays.
 */
async function loadSlotIndex(db: Db): Promise<SlotIndex> {
  const result = (await db.execute(sql`
    select s.id, s.name, p.slug as provider, s.volatility::text as volatility, s.rtp::float8 as rtp,
      (extract(epoch from s.release_date) * 1000)::float8 as released, s.popularity, s.demo_available as demo, f.slugs as features, t.slugs as themes
    from slots s
    join providers p on p.id = s.provider_id
    left join (select l.slot_id, string_agg(x.slug, ',') as slugs from slot_feature_links l
      join slot_features x on x.id = l.feature_id group by l.slot_id) f on f.slot_id = s.id
    left join (select l.slot_id, string_agg(x.slug, ',') as slugs from slot_theme_links l
      join slot_themes x on x.id = l.theme_id group by l.slot_id) t on t.slot_id = s.id
  `)) as unknown as { rows: Row[] };

  const items = result.rows.map((row): IndexItem<SlotFacetKey, SlotSort> => {
    const text = row.name.toLowerCase();
    return {
      id: row.id,
      text,
      values: {
        providers: [row.provider],
        volatility: [row.volatility],
        rtp: [rtpRange(row.rtp)],
        features: row.features ? row.features.split(",") : [],
        themes: row.themes ? row.themes.split(",") : [],
        demo: row.demo ? [DEMO_VALUE] : [],
      },
      // Names sort by their lower case, as people read a list (the same string the search reads).
      keys: {
        popular: row.popularity,
        newest: row.released,
        rtp: row.rtp,
        name: text,
      },
    };
  });
  return FacetIndex.build(SLOT_FACET_KEYS, SORTS, items);
}

const store = new IndexStore(loadSlotIndex);

/** The slot index of a database, loaded on first use. Slots change only with the content (seed). */
export const slotIndex = (db: Db): Promise<SlotIndex> => store.get(db);
