ALTER TABLE "order_passenger" ADD COLUMN "added_by_order_no" text;--> statement-breakpoint
ALTER TABLE "order_passenger" ADD COLUMN "guardian_passenger_id" text;--> statement-breakpoint
CREATE INDEX "order_passenger_added_by_idx" ON "order_passenger" USING btree ("added_by_order_no");