ALTER TABLE "outbox_message" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "attachment" "bytea";