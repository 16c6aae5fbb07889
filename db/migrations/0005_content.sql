CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
DROP TABLE "daily_stats" CASCADE;--> statement-breakpoint
DROP TYPE "public"."stat_category";--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express them): site search GIN expression indexes, one per kind and language,
-- written by searchIndexesSql() in modules/search/documents.ts (the queries use the same expressions), and
-- the index the live "added today" statistics of slots read (modules/stats).
CREATE INDEX IF NOT EXISTS "casinos_search_en_idx" ON "casinos" USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary ->> 'en', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_bn_idx" ON "casinos" USING gin ((setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(summary ->> 'bn', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_pt_idx" ON "casinos" USING gin ((setweight(to_tsvector('portuguese'::regconfig, name), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce(summary ->> 'pt', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_ua_idx" ON "casinos" USING gin ((setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(summary ->> 'ua', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_fr_idx" ON "casinos" USING gin ((setweight(to_tsvector('french'::regconfig, name), 'A') || setweight(to_tsvector('french'::regconfig, coalesce(summary ->> 'fr', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_es_idx" ON "casinos" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'es', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_pe_idx" ON "casinos" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'pe', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_ar_idx" ON "casinos" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'ar', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "casinos_search_mx_idx" ON "casinos" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'mx', summary ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_en_idx" ON "bonuses" USING gin ((setweight(to_tsvector('english'::regconfig, coalesce(title ->> 'en', title ->> 'en')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_bn_idx" ON "bonuses" USING gin ((setweight(to_tsvector('simple'::regconfig, coalesce(title ->> 'bn', title ->> 'en')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_pt_idx" ON "bonuses" USING gin ((setweight(to_tsvector('portuguese'::regconfig, coalesce(title ->> 'pt', title ->> 'en')), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_ua_idx" ON "bonuses" USING gin ((setweight(to_tsvector('simple'::regconfig, coalesce(title ->> 'ua', title ->> 'en')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_fr_idx" ON "bonuses" USING gin ((setweight(to_tsvector('french'::regconfig, coalesce(title ->> 'fr', title ->> 'en')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_es_idx" ON "bonuses" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'es', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_pe_idx" ON "bonuses" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'pe', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_ar_idx" ON "bonuses" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'ar', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bonuses_search_mx_idx" ON "bonuses" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'mx', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(promo_code, '')), 'A')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_en_idx" ON "slots" USING gin ((setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description ->> 'en', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_bn_idx" ON "slots" USING gin ((setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description ->> 'bn', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_pt_idx" ON "slots" USING gin ((setweight(to_tsvector('portuguese'::regconfig, name), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce(description ->> 'pt', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_ua_idx" ON "slots" USING gin ((setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description ->> 'ua', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_fr_idx" ON "slots" USING gin ((setweight(to_tsvector('french'::regconfig, name), 'A') || setweight(to_tsvector('french'::regconfig, coalesce(description ->> 'fr', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_es_idx" ON "slots" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(description ->> 'es', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_pe_idx" ON "slots" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(description ->> 'pe', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_ar_idx" ON "slots" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(description ->> 'ar', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_search_mx_idx" ON "slots" USING gin ((setweight(to_tsvector('spanish'::regconfig, name), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(description ->> 'mx', description ->> 'en')), 'B')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_en_idx" ON "posts" USING gin ((setweight(to_tsvector('english'::regconfig, coalesce(title ->> 'en', title ->> 'en')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary ->> 'en', summary ->> 'en')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(body ->> 'en', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_bn_idx" ON "posts" USING gin ((setweight(to_tsvector('simple'::regconfig, coalesce(title ->> 'bn', title ->> 'en')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(summary ->> 'bn', summary ->> 'en')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(body ->> 'bn', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_pt_idx" ON "posts" USING gin ((setweight(to_tsvector('portuguese'::regconfig, coalesce(title ->> 'pt', title ->> 'en')), 'A') || setweight(to_tsvector('portuguese'::regconfig, coalesce(summary ->> 'pt', summary ->> 'en')), 'B') || setweight(to_tsvector('portuguese'::regconfig, coalesce(body ->> 'pt', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_ua_idx" ON "posts" USING gin ((setweight(to_tsvector('simple'::regconfig, coalesce(title ->> 'ua', title ->> 'en')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(summary ->> 'ua', summary ->> 'en')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(body ->> 'ua', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_fr_idx" ON "posts" USING gin ((setweight(to_tsvector('french'::regconfig, coalesce(title ->> 'fr', title ->> 'en')), 'A') || setweight(to_tsvector('french'::regconfig, coalesce(summary ->> 'fr', summary ->> 'en')), 'B') || setweight(to_tsvector('french'::regconfig, coalesce(body ->> 'fr', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_es_idx" ON "posts" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'es', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'es', summary ->> 'en')), 'B') || setweight(to_tsvector('spanish'::regconfig, coalesce(body ->> 'es', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_pe_idx" ON "posts" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'pe', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'pe', summary ->> 'en')), 'B') || setweight(to_tsvector('spanish'::regconfig, coalesce(body ->> 'pe', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_ar_idx" ON "posts" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'ar', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'ar', summary ->> 'en')), 'B') || setweight(to_tsvector('spanish'::regconfig, coalesce(body ->> 'ar', body ->> 'en')), 'C')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "posts_search_mx_idx" ON "posts" USING gin ((setweight(to_tsvector('spanish'::regconfig, coalesce(title ->> 'mx', title ->> 'en')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary ->> 'mx', summary ->> 'en')), 'B') || setweight(to_tsvector('spanish'::regconfig, coalesce(body ->> 'mx', body ->> 'en')), 'C')));

--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slots_created_idx" ON "slots" USING btree ("created_at");
