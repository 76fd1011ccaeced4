CREATE TABLE "booking_order" (
	"order_no" text PRIMARY KEY NOT NULL,
	"member_id" text,
	"order_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"channel_no" text NOT NULL,
	"pay_currency" text NOT NULL,
	"pay_amount" integer NOT NULL,
	"price_fen" jsonb NOT NULL,
	"amount_fen" integer NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"contact" jsonb NOT NULL,
	"contact_mobile" text NOT NULL,
	"mailing" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"payment_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_channel" text,
	"payment_id" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"ticketing" text DEFAULT 'NOT_STARTED' NOT NULL,
	"fail_ticketing" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_record" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_coupon" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"stackable" boolean NOT NULL,
	"min_days_before_departure" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"used_order_no" text
);
--> statement-breakpoint
CREATE TABLE "order_ancillary" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"psg_index" smallint,
	"seg_index" smallint,
	"product_code" text NOT NULL,
	"price_fen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_passenger" (
	"order_no" text NOT NULL,
	"psg_index" smallint NOT NULL,
	"passenger_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"surname" text,
	"given_name" text,
	"gender" text NOT NULL,
	"birthday" date NOT NULL,
	"nationality" text NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_number" text NOT NULL,
	"certificate_validity" date,
	CONSTRAINT "order_passenger_order_no_psg_index_pk" PRIMARY KEY("order_no","psg_index")
);
--> statement-breakpoint
CREATE TABLE "order_segment" (
	"order_no" text NOT NULL,
	"seg_index" smallint NOT NULL,
	"flight_id" text NOT NULL,
	"fare_family" text NOT NULL,
	"seats" smallint NOT NULL,
	CONSTRAINT "order_segment_order_no_seg_index_pk" PRIMARY KEY("order_no","seg_index")
);
--> statement-breakpoint
CREATE TABLE "order_ticket" (
	"order_no" text NOT NULL,
	"psg_index" smallint NOT NULL,
	"seg_index" smallint NOT NULL,
	"fare_fen" integer NOT NULL,
	"airport_tax_fen" integer NOT NULL,
	"fuel_tax_fen" integer NOT NULL,
	"other_tax_fen" integer NOT NULL,
	"ticket_no" text,
	"ticket_status" smallint NOT NULL,
	"product_status" smallint NOT NULL,
	"seat_no" text,
	CONSTRAINT "order_ticket_order_no_psg_index_seg_index_pk" PRIMARY KEY("order_no","psg_index","seg_index"),
	CONSTRAINT "order_ticket_ticket_no_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"result_type" text NOT NULL,
	"web_callback_url" text,
	"billing" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"payment_id" text NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_record_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "saved_passenger" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_number" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_assignment" (
	"flight_id" text NOT NULL,
	"seat_no" text NOT NULL,
	"order_no" text NOT NULL,
	"psg_index" smallint NOT NULL,
	"with_infant" boolean NOT NULL,
	CONSTRAINT "seat_assignment_flight_id_seat_no_pk" PRIMARY KEY("flight_id","seat_no")
);
--> statement-breakpoint
CREATE TABLE "service_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticketing_job" (
	"order_no" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "booking_order_member_idx" ON "booking_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_order_deadline_idx" ON "booking_order" USING btree ("status","payment_deadline");--> statement-breakpoint
CREATE INDEX "member_coupon_member_idx" ON "member_coupon" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "order_ancillary_order_idx" ON "order_ancillary" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "points_record_member_idx" ON "points_record" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_passenger_doc_idx" ON "saved_passenger" USING btree ("member_id","certificate_type","certificate_number");--> statement-breakpoint
CREATE INDEX "seat_assignment_order_idx" ON "seat_assignment" USING btree ("order_no");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "ticket_serial_seq" START WITH 100000;
