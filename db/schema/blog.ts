import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { POST_KIND_VALUES } from "#contracts/blog-documents";
import { users } from "./accounts";
import { casinos } from "./casinos";
import { createdAt, localized } from "./common";

export const authors = pgTable("authors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  role: localized("role").notNull(),
  bio: localized("bio").notNull(),
  /** False once unpublished in the console (modules/content): then no public read shows the author's page. */
  isPublished: boolean("is_published").notNull().default(true),
});

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
});

/** news: hot news and trending items; article: guides; review: an expert casino review. */
export const postKindEnum = pgEnum("post_kind", POST_KIND_VALUES);

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: postKindEnum("kind").notNull(),
    title: localized("title").notNull(),
    summary: localized("summary").notNull(),
    body: localized("body").notNull(),
    /** The search engines' title and description per language; the title and summary where absent. */
    seoTitle: localized("seo_title"),
    seoDescription: localized("seo_description"),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id),
    casinoId: integer("casino_id").references(() => casinos.id, { onDelete: "set null" }),
    isHot: boolean("is_hot").notNull().default(false),
    views: integer("views").notNull().default(0),
    /** False once unpublished in the console (modules/content): then no public read shows it. */
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("posts_published_idx").on(t.publishedAt.desc(), t.id),
    index("posts_kind_idx").on(t.kind, t.publishedAt.desc()),
    index("posts_views_idx").on(t.views.desc(), t.id),
    index("posts_hot_idx")
      .on(t.publishedAt.desc())
      .where(sql`${t.isHot}`),
  ],
);

export const postTags = pgTable(
  "post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_rev_idx").on(t.tagId, t.postId)],
);

/**
 * A post to publish later (issue 17): at `publish_at` the server's job publishes its newest revision
 * (modules/posts/schedule.ts). A job claims a row for a while (`claimed_until`), so that of several
 * processes one publishes it; a refusal (the document no longer passes) is kept in `error` for the console.
 */
export const postSchedules = pgTable(
  "post_schedules",
  {
    /** The post's id (its item's target id in content_items), reserved while it is a draft. */
    postId: integer("post_id").primaryKey(),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    scheduledBy: integer("scheduled_by").references(() => users.id, { onDelete: "set null" }),
    scheduledByName: text("scheduled_by_name").notNull(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("post_schedules_due_idx")
      .on(t.publishAt)
      .where(sql`${t.error} is null`),
  ],
);
