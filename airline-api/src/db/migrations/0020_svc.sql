CREATE TABLE "service_request" (
	"request_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"seg_index" smallint NOT NULL,
	"psg_index" smallint NOT NULL,
	"member_id" text,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"state" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"desk_reason" text,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "service_request_order_idx" ON "service_request" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_open_idx" ON "service_request" USING btree ("order_no","seg_index","psg_index","kind") WHERE "service_request"."state" in ('SUBMITTED', 'CONFIRMED');