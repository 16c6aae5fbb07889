import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { casinoTypes, currencies, gameCategories, licences, paymentMethods, providers } from "./catalog";
import { createdAt, localized } from "./common";
import { countries } from "./markets";

export const casinos = pgTable(
  "casinos",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    website: text("website").notNull(),
    owner: text("owner").notNull(),
    casinoTypeId: integer("casino_type_id")
      .notNull()
      .references(() => casinoTypes.id),
    launchDate: date("launch_date").notNull(),
    /** Features facet. */
    hasBonuses: boolean("has_bonuses").notNull().default(true),
    hasVipClub: boolean("has_vip_club").notNull().default(false),
    hasLiveChat: boolean("has_live_chat").notNull().default(false),
    vipClub: localized("vip_club"),
    /**
     * Limits in EUR (contracts/money.ts REFERENCE_CURRENCY), which every listed casino takes: the filter, the verdict
     * and the safety index compare these. The casino's own limits in its other currencies: casino_limits.
     */
    minDeposit: numeric("min_deposit", { precision: 12, scale: 2 }).notNull(),
    minWithdrawal: numeric("min_withdrawal", { precision: 12, scale: 2 }).notNull(),
    withdrawalLimitDay: numeric("withdrawal_limit_day", { precision: 14, scale: 2 }),
    withdrawalLimitWeek: numeric("withdrawal_limit_week", { precision: 14, scale: 2 }),
    withdrawalLimitMonth: numeric("withdrawal_limit_month", { precision: 14, scale: 2 }),
    /** Usual withdrawal processing time, in hours (min … max). */
    withdrawalHoursMin: integer("withdrawal_hours_min").notNull(),
    withdrawalHoursMax: integer("withdrawal_hours_max").notNull(),
    siteLanguages: text("site_languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    supportLanguages: text("support_languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Scores (0–10, one decimal). users_score is the mean of player ratings; safety_index is computed. */
    siteScore: numeric("site_score", { precision: 3, scale: 1 }).notNull(),
    usersScore: numeric("users_score", { precision: 3, scale: 1 }),
    usersScoreCount: integer("users_score_count").notNull().default(0),
    safetyIndex: numeric("safety_index", { precision: 3, scale: 1 }).notNull(),
    /** Facts the safety index is computed from. */
    sizeTier: smallint("size_tier").notNull(),
    unfairTerms: smallint("unfair_terms").notNull().default(0),
    isBlacklisted: boolean("is_blacklisted").notNull().default(false),
    /** Ranking categories of docs/product-spec.md §3 (all = every casino). */
    isTop20: boolean("is_top20").notNull().default(false),
    isCertified: boolean("is_certified").notNull().default(false),
    isCrypto: boolean("is_crypto").notNull().default(false),
    /** A private casino project (/casinos/privat/{slug}, the home's "private casino projects"). */
    isPrivate: boolean("is_private").notNull().default(false),
    isRecommended: boolean("is_recommended").notNull().default(false),
    trendingScore: integer("trending_score").notNull().default(0),
    summary: localized("summary").notNull(),
    description: localized("description"),
    /** False once unpublished in the console (modules/content): then no public read shows it. */
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("casinos_type_idx").on(t.casinoTypeId),
    index("casinos_safety_idx").on(t.safetyIndex.desc(), t.id),
    index("casinos_users_score_idx").on(t.usersScore.desc(), t.id),
    index("casinos_min_deposit_idx").on(t.minDeposit, t.id),
    index("casinos_published_idx").on(t.publishedAt.desc(), t.id),
    index("casinos_trending_idx").on(t.trendingScore.desc(), t.id),
    index("casinos_top20_idx")
      .on(t.safetyIndex.desc(), t.id)
      .where(sql`${t.isTop20}`),
    index("casinos_certified_idx")
      .on(t.safetyIndex.desc(), t.id)
      .where(sql`${t.isCertified}`),
    index("casinos_crypto_idx")
      .on(t.safetyIndex.desc(), t.id)
      .where(sql`${t.isCrypto}`),
    index("casinos_private_idx")
      .on(t.safetyIndex.desc(), t.id)
      .where(sql`${t.isPrivate}`),
    index("casinos_features_idx").on(t.hasBonuses, t.hasVipClub, t.hasLiveChat),
    /** Covers the casino-level facets, so the filter's facet counts read this index, not the wide rows. */
    index("casinos_facet_cover_idx").on(
      t.id,
      t.casinoTypeId,
      t.safetyIndex,
      t.isTop20,
      t.isCertified,
      t.isCrypto,
      t.hasBonuses,
      t.hasVipClub,
      t.hasLiveChat,
    ),
  ],
);

/** Facet link tables: each indexed both ways, so a facet filter and a facet count are index scans. */

export const casinoLicences = pgTable(
  "casino_licences",
  {
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    licenceId: integer("licence_id")
      .notNull()
      .references(() => licences.id),
    number: text("number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.licenceId] }),
    index("casino_licences_rev_idx").on(t.licenceId, t.casinoId),
  ],
);

export const casinoPaymentMethods = pgTable(
  "casino_payment_methods",
  {
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    paymentMethodId: integer("payment_method_id")
      .notNull()
      .references(() => paymentMethods.id),
    deposit: boolean("deposit").notNull().default(true),
    withdrawal: boolean("withdrawal").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.paymentMethodId] }),
    index("casino_payment_methods_rev_idx").on(t.paymentMethodId, t.casinoId),
  ],
);

export const casinoCurrencies = pgTable(
  "casino_currencies",
  {
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.currencyCode] }),
    index("casino_currencies_rev_idx").on(t.currencyCode, t.casinoId),
  ],
);

/**
 * A casino's limits in one of its other currencies, as the casino publishes them (never converted): pages show
 * the visitor's currency from here when the casino has it, else the EUR limits of `casinos`.
 */
export const casinoLimits = pgTable(
  "casino_limits",
  {
    casinoId: integer("casino_id").notNull(),
    currencyCode: text("currency_code").notNull(),
    minDeposit: numeric("min_deposit", { precision: 14, scale: 2 }).notNull(),
    minWithdrawal: numeric("min_withdrawal", { precision: 14, scale: 2 }).notNull(),
    withdrawalLimitDay: numeric("withdrawal_limit_day", { precision: 16, scale: 2 }),
    withdrawalLimitWeek: numeric("withdrawal_limit_week", { precision: 16, scale: 2 }),
    withdrawalLimitMonth: numeric("withdrawal_limit_month", { precision: 16, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.currencyCode] }),
    // Limits only in a currency the casino takes; gone with it.
    foreignKey({
      columns: [t.casinoId, t.currencyCode],
      foreignColumns: [casinoCurrencies.casinoId, casinoCurrencies.currencyCode],
    }).onDelete("cascade"),
  ],
);

export const casinoProviders = pgTable(
  "casino_providers",
  {
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.providerId] }),
    index("casino_providers_rev_idx").on(t.providerId, t.casinoId),
  ],
);

export const casinoGames = pgTable(
  "casino_games",
  {
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    gameCategoryId: integer("game_category_id")
      .notNull()
      .references(() => gameCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.gameCategoryId] }),
    index("casino_games_rev_idx").on(t.gameCategoryId, t.casinoId),
  ],
);

export const countryStatusEnum = pgEnum("country_status", ["accepted", "restricted"]);

/** Countries a casino accepts players from, or restricts. A country not listed is unknown. */
export const casinoCountries = pgTable(
  "casino_countries",
  {
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
    status: countryStatusEnum("status").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.casinoId, t.countryCode] }),
    index("casino_countries_rev_idx").on(t.countryCode, t.status, t.casinoId),
    /** A casino's accepted countries without a heap visit: the countries facet counts read it. */
    index("casino_countries_accepted_idx")
      .on(t.casinoId, t.countryCode)
      .where(sql`${t.status} = 'accepted'`),
  ],
);
