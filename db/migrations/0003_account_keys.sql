DROP INDEX "users_username_lower_idx";--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "users" SET "username_key" = lower("username"), "email_key" = lower("email");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "username_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_idx" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_idx" ON "users" USING btree ("email_key");
