CREATE TABLE "fare_sale" (
	"dep_airport" text NOT NULL,
	"arr_airport" text NOT NULL,
	"flight_date" date NOT NULL,
	"percent_off" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fare_sale_dep_airport_arr_airport_flight_date_pk" PRIMARY KEY("dep_airport","arr_airport","flight_date")
);
--> statement-breakpoint
CREATE TABLE "low_price_reminder" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"member_id" text NOT NULL,
	"dep_code" text NOT NULL,
	"dep_code_type" text NOT NULL,
	"arr_code" text NOT NULL,
	"arr_code_type" text NOT NULL,
	"earliest_time" text NOT NULL,
	"latest_time" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"mode" text NOT NULL,
	"price_threshold_fen" integer,
	"discount_tenths" smallint,
	"channel" text NOT NULL,
	"do_not_disturb" boolean NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_lowest_fen" integer,
	"last_checked_at" timestamp with time zone,
	"notified" boolean DEFAULT false NOT NULL,
	"last_notified_at" timestamp with time zone,
	"notices" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "low_price_reminder_member_idx" ON "low_price_reminder" USING btree ("member_id","seq");--> statement-breakpoint
CREATE INDEX "low_price_reminder_end_idx" ON "low_price_reminder" USING btree ("end_date");