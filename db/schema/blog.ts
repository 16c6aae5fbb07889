import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { casinos } from "./casinos";
import { localized } from "./common";

export const authors = pgTable("authors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  role: localized("role").notNull(),
  bio: localized("bio").notNull(),
});

export const tags = pgTable("tags", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: localized("name").notNull(),
});

/** news: hot news and trending items; article: guides; review: an expert casino review. */
export const postKindEnum = pgEnum("post_kind", ["news", "article", "review"]);

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: postKindEnum("kind").notNull(),
    title: localized("title").notNull(),
    summary: localized("summary").notNull(),
    body: localized("body").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id),
    casinoId: integer("casino_id").references(() => casinos.id, { onDelete: "set null" }),
    isHot: boolean("is_hot").notNull().default(false),
    views: integer("views").notNull().default(0),
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
