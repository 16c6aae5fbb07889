import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Localized } from "#contracts/locales";

/** Every translatable text is one jsonb column `{ en, pt, … }` with `en` required (docs/decisions/0003). */
export const localized = (name: string) => jsonb(name).$type<Localized>();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
