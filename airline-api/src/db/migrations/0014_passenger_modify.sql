CREATE TABLE "passenger_modification" (
	"modification_no" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_no" text NOT NULL,
	"passenger_id" text NOT NULL,
	"field" text NOT NULL,
	"before_masked" text NOT NULL,
	"after_masked" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"member_id" text
);
--> statement-breakpoint
ALTER TABLE "idempotency_record" ADD COLUMN "modification_no" text;--> statement-breakpoint
CREATE INDEX "passenger_modification_order_idx" ON "passenger_modification" USING btree ("order_no","seq");--> statement-breakpoint
CREATE INDEX "passenger_modification_passenger_idx" ON "passenger_modification" USING btree ("passenger_id");