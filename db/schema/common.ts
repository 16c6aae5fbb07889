import { sql } from "drizzle-orm";
import { jsonb, text, timestamp } from "drizzle-orm/pg-core";
import type { Locale, Localized } from "#contracts/locales";

/** Every translatable text is one jsonb column `{ en, pt, … }` with `en` required (docs/decisions/0003). */
export const localized = (name: string) => jsonb(name).$type<Localized>();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The site language a player wrote from (contracts/locales: en, bn, pt, ua, fr, es, pe, ar, mx): their
 * reviews, comments and complaints keep it, and pages mark the text with it. Pair with `LANG_KNOWN_SQL`.
 */
export const writtenLang = () => text("lang").$type<Locale>().notNull().default("en");

export const LANG_KNOWN_SQL = sql`lang in ('en', 'bn', 'pt', 'ua', 'fr', 'es', 'pe', 'ar', 'mx')`;
