CREATE TABLE "check_in" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"psg_index" smallint NOT NULL,
	"seg_index" smallint NOT NULL,
	"passenger_id" text NOT NULL,
	"ticket_no" text NOT NULL,
	"flight_id" text NOT NULL,
	"flight_date" date NOT NULL,
	"traveller_key" text NOT NULL,
	"seat_no" text NOT NULL,
	"seat_taken_at_check_in" boolean NOT NULL,
	"boarding_seq" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"member_id" text
);
--> statement-breakpoint
CREATE TABLE "check_in_flight" (
	"flight_id" text PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_friend_trip" (
	"member_id" text NOT NULL,
	"order_no" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_friend_trip_member_id_order_no_pk" PRIMARY KEY("member_id","order_no")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_active_seq_idx" ON "check_in" USING btree ("flight_id","boarding_seq") WHERE "check_in"."status" = 'CHECKED_IN';--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_active_ticket_idx" ON "check_in" USING btree ("order_no","psg_index","seg_index") WHERE "check_in"."status" = 'CHECKED_IN';--> statement-breakpoint
CREATE INDEX "check_in_traveller_idx" ON "check_in" USING btree ("flight_id","traveller_key");--> statement-breakpoint
CREATE INDEX "check_in_order_idx" ON "check_in" USING btree ("order_no");