ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_username_key_c_idx" ON "users" USING btree ("username_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "users_email_key_c_idx" ON "users" USING btree ("email_key" collate "C");