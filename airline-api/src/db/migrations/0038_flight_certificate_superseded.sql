DROP INDEX "flight_certificate_coupon_kind_idx";--> statement-breakpoint
ALTER TABLE "flight_certificate" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "flight_certificate_coupon_kind_idx" ON "flight_certificate" USING btree ("ticket_no","seg_index","kind") WHERE "flight_certificate"."superseded_at" is null;