import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { casinos } from "./casinos";
import { createdAt, LANG_KNOWN_SQL, writtenLang } from "./common";

/**
 * A review's or comment's language group, kept by the database from `lang`: the Spanish of Spain, Peru,
 * Argentina and Mexico are one group (contracts/review-languages.ts says the same for the app).
 */
const LANG_GROUP_SQL = sql`case when lang in ('es', 'pe', 'ar', 'mx') then 'es' else lang end`;

export const contentStatusEnum = pgEnum("content_status", ["published", "hidden", "deleted"]);
export const commentTargetEnum = pgEnum("comment_target", ["casino", "slot", "post"]);
export const favouriteTargetEnum = pgEnum("favourite_target", ["casino", "slot"]);
export const reportTargetEnum = pgEnum("report_target", ["review", "comment"]);

/** One rating per user per casino; a second one replaces the first. */
export const ratings = pgTable(
  "ratings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    value: smallint("value").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.casinoId] }),
    index("ratings_casino_idx").on(t.casinoId),
    check("ratings_value_range", sql`${t.value} between 1 and 10`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    rating: smallint("rating"),
    /** When the author accepted that the review is genuine and rests on their own experience. */
    declarationAcceptedAt: timestamp("declaration_accepted_at", { withTimezone: true }).notNull(),
    status: contentStatusEnum("status").notNull().default("published"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** The site language the author wrote from (contracts/locales: en, bn, pt, ua, fr, es, pe, ar, mx). */
    lang: writtenLang(),
    /** The language group lists put first (contracts/review-languages: es, pe, ar and mx are one). */
    langGroup: text("lang_group").notNull().generatedAlwaysAs(LANG_GROUP_SQL),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_user_casino_idx").on(t.userId, t.casinoId),
    index("reviews_casino_created_idx").on(t.casinoId, t.createdAt.desc(), t.id),
    index("reviews_created_idx").on(t.createdAt.desc(), t.id),
    index("reviews_casino_lang_created_idx").on(t.casinoId, t.langGroup, t.createdAt.desc(), t.id),
    index("reviews_casino_lang_helpful_idx").on(t.casinoId, t.langGroup, t.helpfulCount.desc(), t.id),
    check("reviews_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 10`),
    check("reviews_lang_known", LANG_KNOWN_SQL),
  ],
);

/** "Helpful" votes on reviews: one per player and review; reviews.helpful_count keeps their number. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reviewId] }), index("review_votes_review_idx").on(t.reviewId)],
);

/** Threaded comments on a casino, a slot or a blog post (target_id is that row's id). */
export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: commentTargetEnum("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    status: contentStatusEnum("status").notNull().default("published"),
    /** The site language the author wrote from, as for reviews. */
    lang: writtenLang(),
    langGroup: text("lang_group").notNull().generatedAlwaysAs(LANG_GROUP_SQL),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_target_idx").on(t.targetType, t.targetId, t.createdAt.desc(), t.id),
    index("comments_target_lang_idx").on(t.targetType, t.targetId, t.langGroup, t.createdAt.desc(), t.id),
    index("comments_parent_idx").on(t.parentId),
    index("comments_user_idx").on(t.userId, t.createdAt.desc()),
    check("comments_lang_known", LANG_KNOWN_SQL),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: favouriteTargetEnum("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] })],
);

export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: reportTargetEnum("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reports_user_target_idx").on(t.userId, t.targetType, t.targetId),
    index("reports_open_idx")
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Every staff moderation action, kept. */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: serial("id").primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => users.id),
    action: text("action").notNull(),
    targetType: reportTargetEnum("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_log_created_idx").on(t.createdAt.desc())],
);
