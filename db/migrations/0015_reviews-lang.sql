ALTER TABLE "comments" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "lang_group" text GENERATED ALWAYS AS (case when lang in ('es', 'pe', 'ar', 'mx') then 'es' else lang end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lang_group" text GENERATED ALWAYS AS (case when lang in ('es', 'pe', 'ar', 'mx') then 'es' else lang end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_target_lang_idx" ON "comments" USING btree ("target_type","target_id","lang_group","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reviews_casino_lang_created_idx" ON "reviews" USING btree ("casino_id","lang_group","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reviews_casino_lang_helpful_idx" ON "reviews" USING btree ("casino_id","lang_group","helpful_count" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_lang_known" CHECK (lang in ('en', 'bn', 'pt', 'ua', 'fr', 'es', 'pe', 'ar', 'mx'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lang_known" CHECK (lang in ('en', 'bn', 'pt', 'ua', 'fr', 'es', 'pe', 'ar', 'mx'));