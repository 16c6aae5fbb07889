import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./common";

export const genderEnum = pgEnum("gender", ["not_specified", "male", "female"]);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    /** The username's normal form, computed by modules/accounts/identity.ts: unique. */
    usernameKey: text("username_key").notNull(),
    /** The e-mail's normal form, computed by modules/accounts/identity.ts: unique. */
    emailKey: text("email_key").notNull(),
    passwordHash: text("password_hash").notNull(),
    isStaff: boolean("is_staff").notNull().default(false),
    isActive: boolean("is_active").notNull().default(false),
    locale: text("locale").notNull().default("en"),
    dateJoined: timestamp("date_joined", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    /**
     * When an admin deactivated the account (is_active false as well): unlike a never-activated account it
     * neither expires nor can be activated or registered again by its owner. Null otherwise.
     */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_username_key_idx").on(t.usernameKey),
    uniqueIndex("users_email_key_idx").on(t.emailKey),
    // The console's account search: prefixes of the keys, in byte order (LIKE 'abc%' and keyset paging
    // by name use them whatever the database's collation).
    index("users_username_key_c_idx").on(sql`${t.usernameKey} collate "C"`, t.id),
    index("users_email_key_c_idx").on(sql`${t.emailKey} collate "C"`),
  ],
);

export const profiles = pgTable("profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  avatar: text("avatar"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phoneNumber: text("phone_number"),
  gender: genderEnum("gender"),
  dateOfBirth: date("date_of_birth"),
  country: text("country"),
});

/**
 * docs/product-spec.md §3: the marketing parameters a registration came with (the visit id and the
 * ad-click ids of its landing URL), one row per account that had any.
 */
export const accountAttributions = pgTable("account_attributions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  visitId: uuid("visit_id"),
  gclid: text("gclid"),
  glGlcid: text("gl_glcid"),
  glGtagId: text("gl_gtag_id"),
  glGtagConversionId: text("gl_gtag_conversion_id"),
  createdAt: createdAt(),
});

/** A login session: the chain of refresh tokens rotated from one login (RFC 9700 §4.14.2). */
export const tokenFamilies = pgTable(
  "token_families",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    /** When this session last passed the staff second factor (the console asks again after a while). */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
  },
  (t) => [index("token_families_user_idx").on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes only; a token is used once. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);

/** Mail is written here in the transaction that causes it and delivered by a worker (ARCHITECTURE.md). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
