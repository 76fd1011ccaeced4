CREATE TABLE "product_exchange" (
	"order_no" text PRIMARY KEY NOT NULL,
	"unit_id" text NOT NULL,
	"flight_id" text NOT NULL,
	"restored" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_exchange_unit_idx" ON "product_exchange" USING btree ("unit_id");