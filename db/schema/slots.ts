import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { providers } from "./catalog";
import { casinos } from "./casinos";
import { createdAt, localized } from "./common";

export const volatilityEnum = pgEnum("volatility", ["low", "medium", "high", "very_high"]);

export const slotFeatures = pgTable("slot_features", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
});

export const slotThemes = pgTable("slot_themes", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
});

export const slots = pgTable(
  "slots",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id),
    releaseDate: date("release_date").notNull(),
    rtp: numeric("rtp", { precision: 5, scale: 2 }).notNull(),
    volatility: volatilityEnum("volatility").notNull(),
    reels: smallint("reels").notNull(),
    rows: smallint("rows").notNull(),
    /** Fixed paylines, or null with `ways` set for "ways to win" games. */
    paylines: integer("paylines"),
    ways: integer("ways"),
    minBet: numeric("min_bet", { precision: 10, scale: 2 }).notNull(),
    maxBet: numeric("max_bet", { precision: 10, scale: 2 }).notNull(),
    /** Max win as a multiple of the bet. */
    maxWin: integer("max_win").notNull(),
    hitFrequency: numeric("hit_frequency", { precision: 5, scale: 2 }),
    demoAvailable: boolean("demo_available").notNull().default(false),
    /** Off when unpublished in the console (docs/decisions/0037): every public slot read filters on it. */
    isPublished: boolean("is_published").notNull().default(true),
    popularity: integer("popularity").notNull().default(0),
    description: localized("description").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("slots_provider_idx").on(t.providerId, t.id),
    index("slots_volatility_idx").on(t.volatility, t.id),
    index("slots_rtp_idx").on(t.rtp.desc(), t.id),
    index("slots_release_idx").on(t.releaseDate.desc(), t.id),
    index("slots_popularity_idx").on(t.popularity.desc(), t.id),
    index("slots_demo_idx")
      .on(t.popularity.desc(), t.id)
      .where(sql`${t.demoAvailable}`),
    index("slots_name_lower_idx").on(sql`lower(${t.name})`),
  ],
);

export const slotFeatureLinks = pgTable(
  "slot_feature_links",
  {
    slotId: integer("slot_id")
      .notNull()
      .references(() => slots.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => slotFeatures.id),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.featureId] }),
    index("slot_feature_links_rev_idx").on(t.featureId, t.slotId),
  ],
);

export const slotThemeLinks = pgTable(
  "slot_theme_links",
  {
    slotId: integer("slot_id")
      .notNull()
      .references(() => slots.id, { onDelete: "cascade" }),
    themeId: integer("theme_id")
      .notNull()
      .references(() => slotThemes.id),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.themeId] }), index("slot_theme_links_rev_idx").on(t.themeId, t.slotId)],
);

/** Casinos where a slot can be played for real money. */
export const casinoSlots = pgTable(
  "casino_slots",
  {
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    slotId: integer("slot_id")
      .notNull()
      .references(() => slots.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.casinoId, t.slotId] }), index("casino_slots_rev_idx").on(t.slotId, t.casinoId)],
);
