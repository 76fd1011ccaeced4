ALTER TABLE "tip" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "tip" ADD COLUMN "ends_on" date;