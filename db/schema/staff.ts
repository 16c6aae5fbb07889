import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./common";

/**
 * A staff account's TOTP second factor (RFC 6238) for the console: the secret sealed with a key derived
 * from the server secret, confirmed once a first code matched; last_step refuses a code used twice.
 */
export const staffSecondFactors = pgTable("staff_second_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes for a lost authenticator, stored as SHA-256 hashes only. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/**
 * Every console action that changes something (and every refused attempt): who, what, on which item,
 * with which outcome. Kept when the account is removed (user_id set to null; the name stays).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    /** The action's name ("casino.publish", "role.grant", …) or, without one, the call ("POST /roles/"). */
    action: text("action").notNull(),
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    status: smallint("status").notNull(),
    detail: jsonb("detail")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_user_idx").on(t.userId, t.createdAt.desc()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc()),
    index("audit_log_target_idx").on(t.targetKind, t.targetId, t.createdAt.desc()),
  ],
);
