import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, uniqueIndex } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "#contracts/console";
import { users } from "./accounts";
import { casinos } from "./casinos";
import { createdAt } from "./common";

export const userRoleEnum = pgEnum("user_role", STAFF_ROLES);

/**
 * What an account may do beyond playing (docs/decisions/0018): a row per role; a casino representative's
 * row names the casino it answers for. users.is_staff stays the "staff account" switch.
 */
export const userRoles = pgTable(
  "user_roles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: userRoleEnum("role").notNull(),
    casinoId: integer("casino_id").references(() => casinos.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_roles_unique_idx").on(t.userId, t.role, sql`coalesce(${t.casinoId}, 0)`),
    index("user_roles_casino_idx").on(t.casinoId),
    check("user_roles_casino_check", sql`(${t.role} = 'casino_rep') = (${t.casinoId} is not null)`),
  ],
);
