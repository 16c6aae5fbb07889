import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CONTENT_STATUSES } from "#contracts/content";
import { users } from "./accounts";
import { createdAt } from "./common";

/**
 * Where an item stands (modules/content, docs/decisions/0029): a draft was never published (its kind's table
 * has no row for it yet); a published item is on the site, at `published_revision`; an unpublished one was
 * taken off the site (its row stays, hidden).
 */
export const editorialStatusEnum = pgEnum("editorial_status", CONTENT_STATUSES);

/**
 * One editable item of any kind (a casino, later a bonus, a slot …): `target_id` is the id of its row in the
 * kind's table, reserved when the item is created and used by the first publish.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    status: editorialStatusEnum("status").notNull().default("draft"),
    /** The number of the newest revision (what the editor sees). */
    latestRevision: integer("latest_revision").notNull(),
    /** The number of the revision on the site; null while never published. */
    publishedRevision: integer("published_revision"),
    /** The newest revision's title, for the console's lists. */
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("content_items_target_idx").on(t.kind, t.targetId),
    index("content_items_updated_idx").on(t.kind, t.updatedAt.desc(), t.id),
  ],
);

/**
 * Every save of an item: the whole document as its kind's schema has it (contracts/content-*.ts), who saved
 * it and when, with a note. Numbered 1, 2, 3 … per item; never changed once written.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    note: text("note").notNull().default(""),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account goes: the history still says who. */
    authorName: text("author_name").notNull(),
    /** The revision this one copies (a restore), if any. */
    restoredFrom: integer("restored_from"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_revisions_number_idx").on(t.itemId, t.number),
    index("content_revisions_author_idx")
      .on(t.authorId)
      .where(sql`${t.authorId} is not null`),
  ],
);
