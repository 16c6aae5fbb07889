import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  flag: text("flag").notNull(),
});

export const markets = pgTable("markets", {
  code: text("code").primaryKey(),
  seoLang: text("seo_lang").notNull(),
  name: text("name").notNull(),
  flag: text("flag").notNull(),
  domain: text("domain").notNull(),
  position: integer("position").notNull(),
});

export const marketLanguages = pgTable(
  "market_languages",
  {
    marketCode: text("market_code")
      .notNull()
      .references(() => markets.code, { onDelete: "cascade" }),
    languageCode: text("language_code")
      .notNull()
      .references(() => languages.code),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketCode, t.languageCode] })],
);

/** ISO 3166-1 countries that casinos accept or restrict and that bonuses are eligible in. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  flag: text("flag").notNull(),
});
