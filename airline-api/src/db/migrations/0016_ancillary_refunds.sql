ALTER TABLE "order_ancillary" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "refund_application" ADD COLUMN "kind" text DEFAULT 'TICKET' NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_application" ADD COLUMN "add_ons" jsonb;