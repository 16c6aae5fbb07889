CREATE TYPE "public"."gender" AS ENUM('not_specified', 'male', 'female');--> statement-breakpoint
CREATE TYPE "public"."post_kind" AS ENUM('news', 'article', 'review');--> statement-breakpoint
CREATE TYPE "public"."bonus_type" AS ENUM('no_deposit', 'welcome', 'reload', 'free_spins', 'cashback', 'vip');--> statement-breakpoint
CREATE TYPE "public"."wagering_base" AS ENUM('bonus', 'deposit_bonus', 'winnings');--> statement-breakpoint
CREATE TYPE "public"."country_status" AS ENUM('accepted', 'restricted');--> statement-breakpoint
CREATE TYPE "public"."comment_target" AS ENUM('casino', 'slot', 'post');--> statement-breakpoint
CREATE TYPE "public"."content_status" AS ENUM('published', 'hidden', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."favourite_target" AS ENUM('casino', 'slot');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('review', 'comment');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('new', 'opened', 'waiting_casino', 'waiting_player', 'resolved', 'unresolved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."volatility" AS ENUM('low', 'medium', 'high', 'very_high');--> statement-breakpoint
CREATE TYPE "public"."stat_category" AS ENUM('post', 'review', 'casino', 'bonus', 'slot', 'new');--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"avatar" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"gender" "gender",
	"date_of_birth" date,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	CONSTRAINT "authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" "post_kind" NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"author_id" integer NOT NULL,
	"casino_id" integer,
	"is_hot" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bonus_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bonus_category_links" (
	"bonus_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "bonus_category_links_bonus_id_category_id_pk" PRIMARY KEY("bonus_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_countries" (
	"bonus_id" integer NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "bonus_countries_bonus_id_country_code_pk" PRIMARY KEY("bonus_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"casino_id" integer NOT NULL,
	"type" "bonus_type" NOT NULL,
	"title" jsonb NOT NULL,
	"promo_code" text,
	"valid_until" date,
	"percentage" integer,
	"amount" numeric(12, 2),
	"wagering" numeric(5, 1),
	"wagering_base" "wagering_base",
	"min_deposit" numeric(12, 2),
	"max_bet" numeric(12, 2),
	"max_cashout" numeric(12, 2),
	"free_spins" integer,
	"free_spin_value" numeric(8, 2),
	"free_spins_slot_id" integer,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"terms" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "casino_countries" (
	"casino_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"status" "country_status" NOT NULL,
	CONSTRAINT "casino_countries_casino_id_country_code_pk" PRIMARY KEY("casino_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "casino_currencies" (
	"casino_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	CONSTRAINT "casino_currencies_casino_id_currency_code_pk" PRIMARY KEY("casino_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"casino_id" integer NOT NULL,
	"game_category_id" integer NOT NULL,
	CONSTRAINT "casino_games_casino_id_game_category_id_pk" PRIMARY KEY("casino_id","game_category_id")
);
--> statement-breakpoint
CREATE TABLE "casino_licences" (
	"casino_id" integer NOT NULL,
	"licence_id" integer NOT NULL,
	"number" text NOT NULL,
	CONSTRAINT "casino_licences_casino_id_licence_id_pk" PRIMARY KEY("casino_id","licence_id")
);
--> statement-breakpoint
CREATE TABLE "casino_payment_methods" (
	"casino_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"deposit" boolean DEFAULT true NOT NULL,
	"withdrawal" boolean DEFAULT true NOT NULL,
	CONSTRAINT "casino_payment_methods_casino_id_payment_method_id_pk" PRIMARY KEY("casino_id","payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "casino_providers" (
	"casino_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	CONSTRAINT "casino_providers_casino_id_provider_id_pk" PRIMARY KEY("casino_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "casinos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"owner" text NOT NULL,
	"casino_type_id" integer NOT NULL,
	"launch_date" date NOT NULL,
	"has_bonuses" boolean DEFAULT true NOT NULL,
	"has_vip_club" boolean DEFAULT false NOT NULL,
	"has_live_chat" boolean DEFAULT false NOT NULL,
	"vip_club" jsonb,
	"min_deposit" numeric(12, 2) NOT NULL,
	"min_withdrawal" numeric(12, 2) NOT NULL,
	"withdrawal_limit_day" numeric(14, 2),
	"withdrawal_limit_week" numeric(14, 2),
	"withdrawal_limit_month" numeric(14, 2),
	"withdrawal_hours_min" integer NOT NULL,
	"withdrawal_hours_max" integer NOT NULL,
	"site_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"support_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"site_score" numeric(3, 1) NOT NULL,
	"users_score" numeric(3, 1),
	"users_score_count" integer DEFAULT 0 NOT NULL,
	"safety_index" numeric(3, 1) NOT NULL,
	"size_tier" smallint NOT NULL,
	"unfair_terms" smallint DEFAULT 0 NOT NULL,
	"is_blacklisted" boolean DEFAULT false NOT NULL,
	"is_top20" boolean DEFAULT false NOT NULL,
	"is_certified" boolean DEFAULT false NOT NULL,
	"is_crypto" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"trending_score" integer DEFAULT 0 NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb,
	"positives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"negatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casinos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "casino_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	CONSTRAINT "casino_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_crypto" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "game_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"strength" smallint NOT NULL,
	CONSTRAINT "licences_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_crypto" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_methods_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"founded_year" integer,
	"description" jsonb,
	CONSTRAINT "providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" "comment_target" NOT NULL,
	"target_id" integer NOT NULL,
	"parent_id" integer,
	"text" text NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"target_type" "favourite_target" NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" integer NOT NULL,
	"casino_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_casino_id_pk" PRIMARY KEY("user_id","casino_id"),
	CONSTRAINT "ratings_value_range" CHECK ("ratings"."value" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"target_type" "report_target" NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"casino_id" integer NOT NULL,
	"text" text NOT NULL,
	"rating" smallint,
	"declaration_accepted_at" timestamp with time zone NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"casino_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" "complaint_status" DEFAULT 'new' NOT NULL,
	"amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_languages" (
	"market_code" text NOT NULL,
	"language_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "market_languages_market_code_language_code_pk" PRIMARY KEY("market_code","language_code")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"code" text PRIMARY KEY NOT NULL,
	"seo_lang" text NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	"domain" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_slots" (
	"casino_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	CONSTRAINT "casino_slots_casino_id_slot_id_pk" PRIMARY KEY("casino_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "slot_feature_links" (
	"slot_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "slot_feature_links_slot_id_feature_id_pk" PRIMARY KEY("slot_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "slot_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "slot_features_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "slot_theme_links" (
	"slot_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	CONSTRAINT "slot_theme_links_slot_id_theme_id_pk" PRIMARY KEY("slot_id","theme_id")
);
--> statement-breakpoint
CREATE TABLE "slot_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "slot_themes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" integer NOT NULL,
	"release_date" date NOT NULL,
	"rtp" numeric(5, 2) NOT NULL,
	"volatility" "volatility" NOT NULL,
	"reels" smallint NOT NULL,
	"rows" smallint NOT NULL,
	"paylines" integer,
	"ways" integer,
	"min_bet" numeric(10, 2) NOT NULL,
	"max_bet" numeric(10, 2) NOT NULL,
	"max_win" integer NOT NULL,
	"hit_frequency" numeric(5, 2),
	"demo_available" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"description" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slots_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "daily_stats" (
	"day" date NOT NULL,
	"category" "stat_category" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_stats_day_category_pk" PRIMARY KEY("day","category")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_category_links" ADD CONSTRAINT "bonus_category_links_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_category_links" ADD CONSTRAINT "bonus_category_links_category_id_bonus_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."bonus_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_countries" ADD CONSTRAINT "bonus_countries_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_countries" ADD CONSTRAINT "bonus_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_free_spins_slot_id_slots_id_fk" FOREIGN KEY ("free_spins_slot_id") REFERENCES "public"."slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_countries" ADD CONSTRAINT "casino_countries_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_countries" ADD CONSTRAINT "casino_countries_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_currencies" ADD CONSTRAINT "casino_currencies_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_currencies" ADD CONSTRAINT "casino_currencies_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_game_category_id_game_categories_id_fk" FOREIGN KEY ("game_category_id") REFERENCES "public"."game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_licences" ADD CONSTRAINT "casino_licences_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_licences" ADD CONSTRAINT "casino_licences_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_payment_methods" ADD CONSTRAINT "casino_payment_methods_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_payment_methods" ADD CONSTRAINT "casino_payment_methods_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_providers" ADD CONSTRAINT "casino_providers_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_providers" ADD CONSTRAINT "casino_providers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casinos" ADD CONSTRAINT "casinos_casino_type_id_casino_types_id_fk" FOREIGN KEY ("casino_type_id") REFERENCES "public"."casino_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_languages" ADD CONSTRAINT "market_languages_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_languages" ADD CONSTRAINT "market_languages_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_slots" ADD CONSTRAINT "casino_slots_casino_id_casinos_id_fk" FOREIGN KEY ("casino_id") REFERENCES "public"."casinos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_slots" ADD CONSTRAINT "casino_slots_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_feature_links" ADD CONSTRAINT "slot_feature_links_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_feature_links" ADD CONSTRAINT "slot_feature_links_feature_id_slot_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."slot_features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_theme_links" ADD CONSTRAINT "slot_theme_links_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_theme_links" ADD CONSTRAINT "slot_theme_links_theme_id_slot_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."slot_themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slots" ADD CONSTRAINT "slots_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "token_families_user_idx" ON "token_families" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "post_tags_rev_idx" ON "post_tags" USING btree ("tag_id","post_id");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "posts_kind_idx" ON "posts" USING btree ("kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_views_idx" ON "posts" USING btree ("views" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "posts_hot_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST) WHERE "posts"."is_hot";--> statement-breakpoint
CREATE INDEX "bonus_category_links_rev_idx" ON "bonus_category_links" USING btree ("category_id","bonus_id");--> statement-breakpoint
CREATE INDEX "bonus_countries_rev_idx" ON "bonus_countries" USING btree ("country_code","bonus_id");--> statement-breakpoint
CREATE INDEX "bonuses_casino_idx" ON "bonuses" USING btree ("casino_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_type_idx" ON "bonuses" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "bonuses_wagering_idx" ON "bonuses" USING btree ("wagering");--> statement-breakpoint
CREATE INDEX "bonuses_min_deposit_idx" ON "bonuses" USING btree ("min_deposit");--> statement-breakpoint
CREATE INDEX "bonuses_valid_until_idx" ON "bonuses" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "bonuses_created_idx" ON "bonuses" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "bonuses_recommended_idx" ON "bonuses" USING btree ("id") WHERE "bonuses"."is_recommended";--> statement-breakpoint
CREATE INDEX "casino_countries_rev_idx" ON "casino_countries" USING btree ("country_code","status","casino_id");--> statement-breakpoint
CREATE INDEX "casino_currencies_rev_idx" ON "casino_currencies" USING btree ("currency_code","casino_id");--> statement-breakpoint
CREATE INDEX "casino_games_rev_idx" ON "casino_games" USING btree ("game_category_id","casino_id");--> statement-breakpoint
CREATE INDEX "casino_licences_rev_idx" ON "casino_licences" USING btree ("licence_id","casino_id");--> statement-breakpoint
CREATE INDEX "casino_payment_methods_rev_idx" ON "casino_payment_methods" USING btree ("payment_method_id","casino_id");--> statement-breakpoint
CREATE INDEX "casino_providers_rev_idx" ON "casino_providers" USING btree ("provider_id","casino_id");--> statement-breakpoint
CREATE INDEX "casinos_type_idx" ON "casinos" USING btree ("casino_type_id");--> statement-breakpoint
CREATE INDEX "casinos_safety_idx" ON "casinos" USING btree ("safety_index" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "casinos_users_score_idx" ON "casinos" USING btree ("users_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "casinos_published_idx" ON "casinos" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "casinos_trending_idx" ON "casinos" USING btree ("trending_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "casinos_top20_idx" ON "casinos" USING btree ("safety_index" DESC NULLS LAST,"id") WHERE "casinos"."is_top20";--> statement-breakpoint
CREATE INDEX "casinos_certified_idx" ON "casinos" USING btree ("safety_index" DESC NULLS LAST,"id") WHERE "casinos"."is_certified";--> statement-breakpoint
CREATE INDEX "casinos_crypto_idx" ON "casinos" USING btree ("safety_index" DESC NULLS LAST,"id") WHERE "casinos"."is_crypto";--> statement-breakpoint
CREATE INDEX "casinos_private_idx" ON "casinos" USING btree ("safety_index" DESC NULLS LAST,"id") WHERE "casinos"."is_private";--> statement-breakpoint
CREATE INDEX "casinos_features_idx" ON "casinos" USING btree ("has_bonuses","has_vip_club","has_live_chat");--> statement-breakpoint
CREATE INDEX "comments_target_idx" ON "comments" USING btree ("target_type","target_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ratings_casino_idx" ON "ratings" USING btree ("casino_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_user_target_idx" ON "reports" USING btree ("user_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_casino_idx" ON "reviews" USING btree ("user_id","casino_id");--> statement-breakpoint
CREATE INDEX "reviews_casino_created_idx" ON "reviews" USING btree ("casino_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "complaints_casino_idx" ON "complaints" USING btree ("casino_id","status");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status");--> statement-breakpoint
CREATE INDEX "casino_slots_rev_idx" ON "casino_slots" USING btree ("slot_id","casino_id");--> statement-breakpoint
CREATE INDEX "slot_feature_links_rev_idx" ON "slot_feature_links" USING btree ("feature_id","slot_id");--> statement-breakpoint
CREATE INDEX "slot_theme_links_rev_idx" ON "slot_theme_links" USING btree ("theme_id","slot_id");--> statement-breakpoint
CREATE INDEX "slots_provider_idx" ON "slots" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "slots_volatility_idx" ON "slots" USING btree ("volatility","id");--> statement-breakpoint
CREATE INDEX "slots_rtp_idx" ON "slots" USING btree ("rtp" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "slots_release_idx" ON "slots" USING btree ("release_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "slots_popularity_idx" ON "slots" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "slots_demo_idx" ON "slots" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "slots"."demo_available";--> statement-breakpoint
CREATE INDEX "slots_name_lower_idx" ON "slots" USING btree (lower("name"));