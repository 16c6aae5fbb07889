ALTER TABLE "complaints" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Cases filed before the column: the filing player's site language is the best guess at the one they wrote in.
UPDATE "complaints" SET "lang" = "users"."locale" FROM "users" WHERE "users"."id" = "complaints"."player_id" AND "users"."locale" in ('en', 'bn', 'pt', 'ua', 'fr', 'es', 'pe', 'ar', 'mx');--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_lang_known" CHECK (lang in ('en', 'bn', 'pt', 'ua', 'fr', 'es', 'pe', 'ar', 'mx'));
