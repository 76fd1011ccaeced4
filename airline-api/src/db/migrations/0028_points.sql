CREATE TABLE "daily_sign_in" (
	"member_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_sign_in_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "flight_points_credit" (
	"ticket_no" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"points" integer NOT NULL,
	"source" text NOT NULL,
	"credited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growth_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_supplement" (
	"application_no" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"applied_day" text NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_number" text NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" text NOT NULL,
	"ticket_no" text NOT NULL,
	"status" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"credited_ticket_no" text,
	"applied_at" timestamp with time zone NOT NULL,
	"review_after" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "growth_record_member_idx" ON "growth_record" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_supplement_day_idx" ON "points_supplement" USING btree ("member_id","applied_day");--> statement-breakpoint
CREATE UNIQUE INDEX "points_supplement_ticket_idx" ON "points_supplement" USING btree ("credited_ticket_no");--> statement-breakpoint
CREATE INDEX "points_supplement_pending_idx" ON "points_supplement" USING btree ("status","review_after");