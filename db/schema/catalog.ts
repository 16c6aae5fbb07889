import { boolean, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { localized } from "./common";

/** Reference data that casinos, bonuses and slots point at. Each has a URL slug. */

export const casinoTypes = pgTable("casino_types", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
  description: localized("description"),
});

/** Game categories ("games" facet, /casinos/games/{slug}): slots, roulette, blackjack, live casino … */
export const gameCategories = pgTable("game_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
});

export const providers = pgTable("providers", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  foundedYear: integer("founded_year"),
  description: localized("description"),
  /** Off when unpublished in the console (docs/decisions/0037): left out of the filters' choices. */
  isPublished: boolean("is_published").notNull().default(true),
});

/** A licensing authority. `strength` 1 (weak) … 3 (strong regulator) feeds the safety index. */
export const licences = pgTable("licences", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  jurisdiction: text("jurisdiction").notNull(),
  strength: smallint("strength").notNull(),
  /** Off when unpublished in the console (docs/decisions/0037): left out of the filters' choices. */
  isPublished: boolean("is_published").notNull().default(true),
});

export const paymentMethods = pgTable("payment_methods", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  isCrypto: boolean("is_crypto").notNull().default(false),
  /** Off when unpublished in the console (docs/decisions/0037): left out of the filters' choices. */
  isPublished: boolean("is_published").notNull().default(true),
});

export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  isCrypto: boolean("is_crypto").notNull().default(false),
});
