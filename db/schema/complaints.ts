import { CLASSIFICATIONS, COMPLAINT_STATUS_VALUES, COMPLAINT_TYPES } from "#contracts/complaint-values";
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { casinos } from "./casinos";
import { createdAt, LANG_KNOWN_SQL, writtenLang } from "./common";

/** The statuses of the leading complaint services: new, opened, waiting for the casino or the player, and the three outcomes. */
export const complaintStatusEnum = pgEnum("complaint_status", COMPLAINT_STATUS_VALUES);

/** What went wrong (issue 16's list): the filing form's types and the list filter. */
export const complaintTypeEnum = pgEnum("complaint_type", COMPLAINT_TYPES);

/** Whose answer a running deadline waits for: the team's first answer, the casino's or the player's reply. */
export const complaintPartyEnum = pgEnum("complaint_party", ["team", "casino", "player"]);

/** Who wrote a message of a case's timeline. */
export const complaintAuthorRoleEnum = pgEnum("complaint_author_role", ["player", "mediator", "casino"]);

/** How a mediator classifies a closed case (the outcome behind resolved, unresolved or rejected). */
export const complaintClassificationEnum = pgEnum("complaint_classification", CLASSIFICATIONS);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const complaintAttachmentKindEnum = pgEnum("complaint_attachment_kind", ["image", "pdf"]);

export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    /** The title's slug: the case page is /complaints/{id}-{slug}. */
    slug: text("slug").notNull(),
    casinoId: integer("casino_id")
      .notNull()
      .references(() => casinos.id, { onDelete: "cascade" }),
    /** The filing player; null once the account is deleted (the public case stays, under its pseudonym). */
    playerId: integer("player_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    type: complaintTypeEnum("type").notNull(),
    status: complaintStatusEnum("status").notNull().default("new"),
    /** The disputed amount, in `currency`. */
    amount: numeric("amount", { precision: 12, scale: 2 }),
    currency: char("currency", { length: 3 }).notNull().default("EUR"),
    problemDate: date("problem_date"),
    description: text("description").notNull(),
    /** The site language the player filed from: the case page marks its title, story and timeline with it. */
    lang: writtenLang(),
    publicationConsent: boolean("publication_consent").notNull().default(false),
    /** The running deadline: when it falls, whose answer it waits for, whether it was extended, the reminder. */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    deadlineParty: complaintPartyEnum("deadline_party"),
    deadlineExtended: boolean("deadline_extended").notNull().default(false),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    classification: complaintClassificationEnum("classification"),
    /** What the casino paid back (resolved cases), in `returned_currency`. */
    amountReturned: numeric("amount_returned", { precision: 12, scale: 2 }),
    returnedCurrency: char("returned_currency", { length: 3 }),
    createdAt: createdAt(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("complaints_casino_idx").on(t.casinoId, t.status),
    index("complaints_status_idx").on(t.status),
    index("complaints_player_idx").on(t.playerId),
    index("complaints_created_idx").on(t.createdAt, t.id),
    index("complaints_deadline_idx")
      .on(t.deadlineAt)
      .where(sql`${t.deadlineAt} is not null`),
    check("complaints_lang_known", LANG_KNOWN_SQL),
  ],
);

/** The timeline of a case: what the player, the mediator and the casino's representative wrote. */
export const complaintMessages = pgTable(
  "complaint_messages",
  {
    id: serial("id").primaryKey(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorRole: complaintAuthorRoleEnum("author_role").notNull(),
    body: text("body").notNull(),
    /** Staff notes that are not part of the public timeline. */
    internal: boolean("internal").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_messages_case_idx").on(t.complaintId, t.createdAt)],
);

/**
 * Evidence files, checked by content: images re-encoded, PDFs kept as uploaded after a structure check;
 * never served publicly (only to the parties and staff, as downloads).
 */
export const complaintAttachments = pgTable(
  "complaint_attachments",
  {
    id: serial("id").primaryKey(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => complaintMessages.id, { onDelete: "set null" }),
    uploaderId: integer("uploader_id").references(() => users.id, { onDelete: "set null" }),
    kind: complaintAttachmentKindEnum("kind").notNull(),
    /** The name the file is downloaded under (sanitised). */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    /** The stored bytes: kept in the database, so every process and backup has them. */
    data: bytea("data").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_attachments_case_idx").on(t.complaintId)],
);
