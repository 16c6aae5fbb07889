import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { FacetIndex, type IndexItem, type SortSpec, IndexStore } from "#modules/facets";
import { safetyBand } from "../safety-index";
import { FACET_KEYS, type CasinoSort, type FacetKey } from "./facets";

/** The ten public facets, and the private-project flag of /casinos/privat/{slug}. */
export type IndexFacet = FacetKey | "private";
const INDEX_FACETS: readonly IndexFacet[] = [...FACET_KEYS, "private"];

const SORTS: Record<CasinoSort, SortSpec> = {
  safety: { direction: "desc" },
  users: { direction: "desc" },
  newest: { direction: "desc" },
  min_deposit: { direction: "asc" },
};

export type CasinoIndex = FacetIndex<IndexFacet, CasinoSort>;

interface Row {
  id: number;
  name: string;
  safety: number;
  users: number | null;
  newest: number;
  min_deposit: number;
  type: string;
  top20: boolean;
  certified: boolean;
  crypto: boolean;
  private: boolean;
  bonuses: boolean;
  vip_club: boolean;
  live_chat: boolean;
  countries: string[];
  currencies: string[];
  payment_methods: string[];
  licences: string[];
  providers: string[];
  games: string[];
}

const flags = (pairs: Record<string, boolean>) => Object.keys(pairs).filter((key) => pairs[key]);

/** Every casino with its facet values and sort keys: one query, one row per casino, links as arrays. */
async function loadCasinoIndex(db: Db): Promise<CasinoIndex> {
  const result = (await db.execute(sql`
    select c.id, c.name, c.safety_index::float8 as safety, c.users_score::float8 as users,
      (extract(epoch from c.published_at) * 1000)::float8 as newest, c.min_deposit::float8 as min_deposit,
      t.slug as type, c.is_top20 as top20, c.is_certified as certified, c.is_crypto as crypto,
      c.is_private as private, c.has_bonuses as bonuses, c.has_vip_club as vip_club, c.has_live_chat as live_chat,
      array(select x.country_code from casino_countries x where x.casino_id = c.id and x.status = 'accepted') as countries,
      array(select x.currency_code from casino_currencies x where x.casino_id = c.id) as currencies,
      array(select r.slug from casino_payment_methods x join payment_methods r on r.id = x.payment_method_id
        where x.casino_id = c.id) as payment_methods,
      array(select r.slug from casino_licences x join licences r on r.id = x.licence_id where x.casino_id = c.id) as licences,
      array(select r.slug from casino_providers x join providers r on r.id = x.provider_id where x.casino_id = c.id) as providers,
      array(select r.slug from casino_games x join game_categories r on r.id = x.game_category_id
        where x.casino_id = c.id) as games
    from casinos c join casino_types t on t.id = c.casino_type_id
  `)) as unknown as { rows: Row[] };

  const items = result.rows.map((row): IndexItem<IndexFacet, CasinoSort> => ({
    id: row.id,
    text: row.name.toLowerCase(),
    values: {
      category: ["all", ...flags({ top20: row.top20, certified: row.certified, crypto: row.crypto })],
      rating: [safetyBand(row.safety)],
      features: flags({ bonuses: row.bonuses, vip_club: row.vip_club, live_chat: row.live_chat }),
      types: [row.type],
      private: row.private ? ["yes"] : [],
      countries: row.countries,
      currencies: row.currencies,
      payment_methods: row.payment_methods,
      licences: row.licences,
      providers: row.providers,
      games: row.games,
    },
    keys: { safety: row.safety, users: row.users, newest: row.newest, min_deposit: row.min_deposit },
  }));
  return FacetIndex.build(INDEX_FACETS, SORTS, items);
}

const store = new IndexStore(loadCasinoIndex);

/** The casino index of a database, loaded on first use (~2.5 s at 10,000 casinos on PostgreSQL). */
export const casinoIndex = (db: Db): Promise<CasinoIndex> => store.get(db);

/** Casinos' facets or safety indexes changed: the index is loaded again at its next use. */
export const casinosChanged = (db: Db): void => store.changed(db);

/** A casino's users score changed (a rating): it moves in that order, without a reload. */
export const usersScoreChanged = (db: Db, casinoId: number, score: number | null): void =>
  store.update(db, (index) => index.withKey("users", casinoId, score));
