CREATE TABLE "flight_certificate" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ticket_no" text NOT NULL,
	"order_no" text NOT NULL,
	"psg_index" smallint NOT NULL,
	"seg_index" smallint NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"statement" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flight_certificate_coupon_kind_idx" ON "flight_certificate" USING btree ("ticket_no","seg_index","kind");--> statement-breakpoint
CREATE INDEX "flight_certificate_order_idx" ON "flight_certificate" USING btree ("order_no");