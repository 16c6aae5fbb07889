ALTER TABLE "casinos" DROP COLUMN "positives";--> statement-breakpoint
ALTER TABLE "casinos" DROP COLUMN "negatives";--> statement-breakpoint
ALTER TABLE "casinos" DROP COLUMN "checklist";