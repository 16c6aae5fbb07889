import { index, integer, numeric, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { casinos } from "./casinos";
import { createdAt } from "./common";

/** The statuses of the leading complaint services: new, opened, waiting for the casino or the player, and the three outcomes. */
export const complaintStatusEnum = pgEnum("complaint_status", [
  "new",
  "opened",
  "waiting_casino",
  "waiting_player",
  "resolved",
  "unresolved",
  "rejected",
]);

export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    status: complaintStatusEnum("status").notNull().default("new"),
    amount: numeric("amount", { precision: 12, scale: 2 }),
    createdAt: createdAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("complaints_casino_idx").on(t.casinoId, t.status), index("complaints_status_idx").on(t.status)],
);
