import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { BONUS_TYPE_VALUES, WAGERING_BASE_VALUES } from "#contracts/bonus-document";
import { casinos } from "./casinos";
import { currencies } from "./catalog";
import { createdAt, localized } from "./common";
import { countries } from "./markets";
import { slots } from "./slots";

export const bonusTypeEnum = pgEnum("bonus_type", BONUS_TYPE_VALUES);

/** What the wagering multiplier applies to: "35x bonus" or "35x deposit + bonus". */
export const wageringBaseEnum = pgEnum("wagering_base", WAGERING_BASE_VALUES);

export const bonusCategories = pgTable("bonus_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
  intro: localized("intro").notNull(),
  position: integer("position").notNull().default(0),
});

export const bonuses = pgTable(
  "bonuses",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    type: bonusTypeEnum("type").notNull(),
    title: localized("title").notNull(),
    promoCode: text("promo_code"),
    /** The first day the offer can be claimed; null: from its publication. */
    validFrom: date("valid_from"),
    validUntil: date("valid_until"),
    /** The currency of every amount of the offer (amount, min deposit, max bet, max cashout, spin value). */
    currency: text("currency")
      .notNull()
      .default("EUR")
      .references(() => currencies.code),
    /** Match percentage (e.g. 100 for 100 %) and the cap, or a fixed amount. */
    percentage: integer("percentage"),
    amount: numeric("amount", { precision: 12, scale: 2 }),
    wagering: numeric("wagering", { precision: 5, scale: 1 }),
    wageringBase: wageringBaseEnum("wagering_base"),
    /** Days from the bonus's credit to meet the wagering; null when the terms set no deadline. */
    wageringDays: integer("wagering_days"),
    minDeposit: numeric("min_deposit", { precision: 12, scale: 2 }),
    maxBet: numeric("max_bet", { precision: 12, scale: 2 }),
    maxCashout: numeric("max_cashout", { precision: 12, scale: 2 }),
    freeSpins: integer("free_spins"),
    freeSpinValue: numeric("free_spin_value", { precision: 8, scale: 2 }),
    freeSpinsSlotId: integer("free_spins_slot_id").references(() => slots.id, { onDelete: "set null" }),
    isExclusive: boolean("is_exclusive").notNull().default(false),
    isRecommended: boolean("is_recommended").notNull().default(false),
    terms: localized("terms"),
    /** False once unpublished in the console (modules/content): then no public read shows it. */
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("bonuses_casino_idx").on(t.casinoId, t.id),
    index("bonuses_type_idx").on(t.type, t.id),
    index("bonuses_wagering_idx").on(t.wagering),
    index("bonuses_min_deposit_idx").on(t.minDeposit),
    index("bonuses_valid_until_idx").on(t.validUntil),
    index("bonuses_created_idx").on(t.createdAt.desc(), t.id),
    index("bonuses_recommended_idx")
      .on(t.id)
      .where(sql`${t.isRecommended}`),
  ],
);

export const bonusCategoryLinks = pgTable(
  "bonus_category_links",
  {
    bonusId: integer("bonus_id")
      .notNull()
      .references(() => bonuses.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => bonusCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.bonusId, t.categoryId] }),
    index("bonus_category_links_rev_idx").on(t.categoryId, t.bonusId),
  ],
);

/** Countries a bonus is available in. */
export const bonusCountries = pgTable(
  "bonus_countries",
  {
    bonusId: integer("bonus_id")
      .notNull()
      .references(() => bonuses.id, { onDelete: "cascade" }),
    countryCode: text("country_code")
      .notNull()
      .references(() => countries.code),
  },
  (t) => [
    primaryKey({ columns: [t.bonusId, t.countryCode] }),
    index("bonus_countries_rev_idx").on(t.countryCode, t.bonusId),
  ],
);
