CREATE TABLE "ancillary_session" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"seg_index" smallint NOT NULL,
	"member_id" text,
	"currency" text NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_fare_withdrawal" (
	"flight_id" text NOT NULL,
	"seat_no" text NOT NULL,
	CONSTRAINT "seat_fare_withdrawal_flight_id_seat_no_pk" PRIMARY KEY("flight_id","seat_no")
);
--> statement-breakpoint
ALTER TABLE "booking_order" ADD COLUMN "parent_order_no" text;--> statement-breakpoint
ALTER TABLE "booking_order" ADD COLUMN "parent_seg_index" smallint;--> statement-breakpoint
ALTER TABLE "booking_order" ADD COLUMN "check_in_request" jsonb;--> statement-breakpoint
ALTER TABLE "booking_order" ADD COLUMN "check_in_result" jsonb;--> statement-breakpoint
ALTER TABLE "order_ancillary" ADD COLUMN "seat_no" text;--> statement-breakpoint
ALTER TABLE "order_ticket" ADD COLUMN "seat_changes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "ancillary_session_expiry_idx" ON "ancillary_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "booking_order_parent_idx" ON "booking_order" USING btree ("parent_order_no");