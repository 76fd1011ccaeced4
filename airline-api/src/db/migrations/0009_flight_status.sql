CREATE TABLE "flight_status" (
	"flight_no" text NOT NULL,
	"flight_date" date NOT NULL,
	"status" text NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"estimated_departure" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"actual_departure" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"diverted_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_status_flight_no_flight_date_pk" PRIMARY KEY("flight_no","flight_date")
);
