CREATE TABLE "account_attributions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"visit_id" uuid,
	"gclid" text,
	"gl_glcid" text,
	"gl_gtag_id" text,
	"gl_gtag_conversion_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_attributions" ADD CONSTRAINT "account_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;