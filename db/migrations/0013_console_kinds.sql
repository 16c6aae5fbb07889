CREATE TABLE "post_schedules" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"scheduled_by" integer,
	"scheduled_by_name" text NOT NULL,
	"claimed_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "post_schedules" ADD CONSTRAINT "post_schedules_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_schedules_due_idx" ON "post_schedules" USING btree ("publish_at") WHERE "post_schedules"."error" is null;