CREATE TABLE "add_on_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reschedule_order_no" text NOT NULL,
	"from_order_no" text NOT NULL,
	"add_on_id" bigint,
	"request_no" text,
	"kind" text NOT NULL,
	"product_code" text NOT NULL,
	"passenger_id" text NOT NULL,
	"seg_index" smallint NOT NULL,
	"from_flight_id" text NOT NULL,
	"to_flight_id" text NOT NULL,
	"outcome" text NOT NULL,
	"seat_no" text,
	"new_seat_no" text,
	"new_request_no" text,
	"refund_no" text,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "add_on_transfer_reschedule_idx" ON "add_on_transfer" USING btree ("reschedule_order_no");--> statement-breakpoint
CREATE INDEX "add_on_transfer_add_on_idx" ON "add_on_transfer" USING btree ("add_on_id");