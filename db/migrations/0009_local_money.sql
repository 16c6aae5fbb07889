CREATE TABLE "casino_limits" (
	"casino_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"min_deposit" numeric(14, 2) NOT NULL,
	"min_withdrawal" numeric(14, 2) NOT NULL,
	"withdrawal_limit_day" numeric(16, 2),
	"withdrawal_limit_week" numeric(16, 2),
	"withdrawal_limit_month" numeric(16, 2),
	CONSTRAINT "casino_limits_casino_id_currency_code_pk" PRIMARY KEY("casino_id","currency_code")
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "wagering_days" integer;--> statement-breakpoint
ALTER TABLE "casino_limits" ADD CONSTRAINT "casino_limits_casino_id_currency_code_casino_currencies_casino_id_currency_code_fk" FOREIGN KEY ("casino_id","currency_code") REFERENCES "public"."casino_currencies"("casino_id","currency_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;