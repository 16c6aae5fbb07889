CREATE TYPE "public"."complaint_attachment_kind" AS ENUM('image', 'pdf');--> statement-breakpoint
CREATE TYPE "public"."complaint_author_role" AS ENUM('player', 'mediator', 'casino');--> statement-breakpoint
CREATE TYPE "public"."complaint_classification" AS ENUM('paid_in_full', 'paid_in_part', 'casino_not_responsive', 'casino_refused', 'player_not_responsive', 'player_at_fault', 'outside_our_scope', 'duplicate');--> statement-breakpoint
CREATE TYPE "public"."complaint_party" AS ENUM('team', 'casino', 'player');--> statement-breakpoint
CREATE TYPE "public"."complaint_type" AS ENUM('delayed_withdrawal', 'refused_withdrawal', 'voided_winnings', 'voided_bonus', 'account_closed', 'verification', 'other');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'editor', 'moderator', 'mediator', 'casino_rep');--> statement-breakpoint
CREATE TABLE "complaint_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"message_id" integer,
	"uploader_id" integer,
	"kind" "complaint_attachment_kind" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"author_id" integer,
	"author_role" "complaint_author_role" NOT NULL,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" "user_role" NOT NULL,
	"casino_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_casino_check" CHECK (("user_roles"."role" = 'casino_rep') = ("user_roles"."casino_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "type" "complaint_type" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "currency" char(3) DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "problem_date" date;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "publication_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "deadline_party" "complaint_party";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "deadline_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "classification" "complaint_classification";--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "amount_returned" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "returned_currency" char(3);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_message_id_complaint_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."complaint_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_attachments" ADD CONSTRAINT "complaint_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_attachments_case_idx" ON "complaint_attachments" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_messages_case_idx" ON "complaint_messages" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_unique_idx" ON "user_roles" USING btree ("user_id","role",coalesce("casino_id", 0));--> statement-breakpoint
CREATE INDEX "user_roles_casino_idx" ON "user_roles" USING btree ("casino_id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_player_idx" ON "complaints" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_deadline_idx" ON "complaints" USING btree ("deadline_at") WHERE "complaints"."deadline_at" is not null;--> statement-breakpoint
-- Hand-written (docs/decisions/0018): the cases stored before this migration get a slug from their title
-- and keep 'other' and an empty description; then the three columns lose the defaults the ALTERs needed.
UPDATE "complaints" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), ''), 'complaint') WHERE "slug" = '';--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "slug" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
-- Hand-written: the list's search, over the title and the description ('simple': the cases are in nine languages).
CREATE INDEX "complaints_search_idx" ON "complaints" USING gin (to_tsvector('simple', "title" || ' ' || "description"));
