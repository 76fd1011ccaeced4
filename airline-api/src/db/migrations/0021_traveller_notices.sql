CREATE TABLE "traveller_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"order_no" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"urgent" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"flight_id" text,
	"flight_state" text,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "traveller_notice_event_recipient_uq" ON "traveller_notice" USING btree ("event_key","channel","recipient");--> statement-breakpoint
CREATE INDEX "traveller_notice_due_idx" ON "traveller_notice" USING btree ("sent_at","withdrawn_at","due_at");