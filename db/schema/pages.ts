import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { localized } from "./common";

/**
 * Information pages (about us, responsible gaming, privacy policy, terms) kept as content: a Markdown body and
 * a title and description per language, rendered and sanitised on the server (modules/pages,
 * docs/decisions/0021).
 */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: localized("title").notNull(),
  description: localized("description").notNull(),
  body: localized("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
