import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinoTypes, countries, currencies, gameCategories, licences, paymentMethods, providers } from "#db/schema";
import { LOCALE_INFO } from "#contracts/locales";
import type { MessageKey } from "#i18n/translator";
import { BAND_KEY, CATEGORY_KEY } from "#i18n/labels/casinos";
import {
  countryNames,
  defineCatalogue,
  slugRule,
  vocabularyFrom,
  type FacetDefinition,
  type FilterResult,
  type IndexItem,
  type Namer,
  type SortDefinition,
} from "#modules/facets";
import { highlightedCardsByIds, type HighlightedCasinoCard } from "./cards";
import { CASINO_CATEGORIES, type CasinoCategory } from "./categories";
import { SAFETY_BANDS, safetyBand, type SafetyBand } from "./safety-index";
import { isWarned } from "./warning";

/**
 * The casino filter (docs/product-spec.md §3, "Casino filter facets"): ten facets, four sorts, the name
 * searched. Docs: docs/decisions/0010. A facet is declared here once; its values come from `items`.
 */

const COUNTRY = /^[A-Z]{2}$/;
const CODE = /^[A-Z0-9]{2,10}$/;
const ISO_CURRENCY = /^[A-Z]{3}$/;

/** Currencies by their name in the language and their code; crypto currencies, which Intl does not name, keep ours. */
const currencyNames: Namer = (locale) => {
  const moneys = new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: "currency", fallback: "none" });
  return (code, stored) => `${(ISO_CURRENCY.test(code) ? moneys.of(code) : undefined) ?? stored} (${code})`;
};

const FEATURES = ["bonuses", "vip_club", "live_chat"] as const;

/**
 * The facets, in display order. Each key is also the query parameter that selects its values
 * (`?payment_methods=visa&payment_methods=skrill`); values are OR'ed within a facet, facets AND'ed.
 */
const facets = {
  category: {
    title: "filter.facetCategory",
    about: "Ranking category.",
    values: CASINO_CATEGORIES,
    label: CATEGORY_KEY satisfies Record<CasinoCategory, MessageKey>,
  },
  rating: {
    title: "filter.facetRating",
    about: "Safety index band.",
    values: SAFETY_BANDS.map((b) => b.band),
    label: BAND_KEY satisfies Record<SafetyBand, MessageKey>,
  },
  countries: {
    title: "filter.facetCountries",
    about: "Accepts players from the country (ISO 3166-1 alpha-2).",
    rule: { test: (v) => COUNTRY.test(v), upper: true },
    vocabulary: vocabularyFrom((db) => db.select({ value: countries.code, label: countries.name }).from(countries), {
      name: countryNames,
    }),
  },
  payment_methods: {
    title: "filter.facetPaymentMethods",
    about: "Payment method slug.",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) =>
      db
        .select({ value: paymentMethods.slug, label: paymentMethods.name })
        .from(paymentMethods)
        .where(eq(paymentMethods.isPublished, true)),
    ),
  },
  currencies: {
    title: "filter.facetCurrencies",
    about: "Currency code.",
    rule: { test: (v) => CODE.test(v), upper: true },
    vocabulary: vocabularyFrom((db) => db.select({ value: currencies.code, label: currencies.name }).from(currencies), {
      name: currencyNames,
    }),
  },
  features: {
    title: "filter.facetFeatures",
    about: "Casino feature.",
    values: FEATURES,
    label: {
      bonuses: "casino.featureBonuses",
      vip_club: "casino.featureVipClub",
      live_chat: "casino.featureLiveChat",
    } satisfies Record<(typeof FEATURES)[number], MessageKey>,
  },
  licences: {
    title: "filter.facetLicences",
    about: "Licensing authority slug.",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) =>
      db.select({ value: licences.slug, label: licences.name }).from(licences).where(eq(licences.isPublished, true)),
    ),
  },
  types: {
    title: "filter.facetTypes",
    about: "Casino type slug.",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) =>
      db.select({ value: casinoTypes.slug, label: casinoTypes.name }).from(casinoTypes),
    ),
  },
  providers: {
    title: "filter.facetProviders",
    about: "Game provider slug.",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) =>
      db
        .select({ value: providers.slug, label: providers.name })
        .from(providers)
        .where(eq(providers.isPublished, true)),
    ),
  },
  games: {
    title: "filter.facetGames",
    about: "Game category slug.",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) =>
      db.select({ value: gameCategories.slug, label: gameCategories.name }).from(gameCategories),
    ),
  },
} satisfies Record<string, FacetDefinition>;

/** The sorts, the default first. */
const sorts = {
  safety: { direction: "desc", label: "filter.sortSafety" },
  users: { direction: "desc", label: "filter.sortUsers" },
  newest: { direction: "desc", label: "filter.sortNewest" },
  min_deposit: { direction: "asc", label: "filter.sortMinDeposit" },
} satisfies Record<string, SortDefinition>;

export type CasinoFacet = keyof typeof facets;
export type CasinoSort = keyof typeof sorts;
/** The sort by users score: its order moves with any rating, so a list sorted by it shows every score. */
export const USERS_SCORE_SORT = "users" satisfies CasinoSort;
/**
 * The ten facets, the private-project flag of /casinos/privat/{slug} and the "recommendable" flag (not
 * warned, ./warning.ts) of the ranking pages (./pages.ts).
 */
export type CasinoIndexFacet = CasinoFacet | "private" | "recommendable";

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
  blacklisted: boolean;
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

/** Every casino on the site with its facet values and sort keys: one query, one row per casino, links as arrays. */
async function casinoItems(db: Db): Promise<Array<IndexItem<CasinoIndexFacet, CasinoSort>>> {
  const result = (await db.execute(sql`
    select c.id, c.name, c.safety_index::float8 as safety, c.users_score::float8 as users,
      (extract(epoch from c.published_at) * 1000)::float8 as newest, c.min_deposit::float8 as min_deposit,
      t.slug as type, c.is_top20 as top20, c.is_certified as certified, c.is_crypto as crypto,
      c.is_private as private, c.is_blacklisted as blacklisted, c.has_bonuses as bonuses, c.has_vip_club as vip_club, c.has_live_chat as live_chat,
      array(select x.country_code from casino_countries x where x.casino_id = c.id and x.status = 'accepted') as countries,
      array(select x.currency_code from casino_currencies x where x.casino_id = c.id) as currencies,
      array(select r.slug from casino_payment_methods x join payment_methods r on r.id = x.payment_method_id
        where x.casino_id = c.id) as payment_methods,
      array(select r.slug from casino_licences x join licences r on r.id = x.licence_id where x.casino_id = c.id) as licences,
      array(select r.slug from casino_providers x join providers r on r.id = x.provider_id where x.casino_id = c.id) as providers,
      array(select r.slug from casino_games x join game_categories r on r.id = x.game_category_id
        where x.casino_id = c.id) as games
    from casinos c join casino_types t on t.id = c.casino_type_id
    where c.is_published
  `)) as unknown as { rows: Row[] };

  return result.rows.map((row) => ({
    id: row.id,
    text: row.name.toLowerCase(),
    values: {
      category: ["all", ...flags({ top20: row.top20, certified: row.certified, crypto: row.crypto })],
      rating: [safetyBand(row.safety)],
      countries: row.countries,
      payment_methods: row.payment_methods,
      currencies: row.currencies,
      features: flags({ bonuses: row.bonuses, vip_club: row.vip_club, live_chat: row.live_chat }),
      licences: row.licences,
      types: [row.type],
      providers: row.providers,
      games: row.games,
      private: row.private ? ["yes"] : [],
      recommendable: isWarned({ safetyIndex: row.safety, isBlacklisted: row.blacklisted }) ? [] : ["yes"],
    },
    keys: { safety: row.safety, users: row.users, newest: row.newest, min_deposit: row.min_deposit },
  }));
}

export const casinoCatalogue = defineCatalogue({
  name: "casinos",
  facets,
  indexOnly: ["private", "recommendable"],
  sorts,
  limits: { default: 24, max: 50 },
  search: { about: "Part of the casino's name." },
  audience: ["country"],
  items: casinoItems,
  // The public API's items (server/api/casinos.ts) keep the launch and highlight they always had.
  cards: highlightedCardsByIds,
});

export type CasinoFilterResult = FilterResult<CasinoFacet, HighlightedCasinoCard>;

/** The casino index of a database, loaded on first use (~2.5 s at 10,000 casinos on PostgreSQL). */
export const casinoIndex = (db: Db) => casinoCatalogue.index(db);

/** Casinos' facets or safety indexes changed: the index is loaded again at its next use. */
export const casinosChanged = (db: Db): void => casinoCatalogue.changed(db);

/** A casino's users score changed (a rating): it moves in that order, without a reload. */
export const usersScoreChanged = (db: Db, casinoId: number, score: number | null): void =>
  casinoCatalogue.update(db, (index) => index.withKey("users", casinoId, score));
