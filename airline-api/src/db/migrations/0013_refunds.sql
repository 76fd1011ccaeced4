CREATE TABLE "refund_application" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"order_no" text NOT NULL,
	"member_id" text,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"requested_type" text NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"items" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"payouts" jsonb NOT NULL,
	"seats" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"points" integer NOT NULL,
	"channel" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejected_reason" text,
	"paid_at" timestamp with time zone,
	"due_from" date,
	"due_by" date
);
--> statement-breakpoint
CREATE TABLE "refund_attachment" (
	"refund_no" text NOT NULL,
	"seq" smallint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "refund_attachment_refund_no_seq_pk" PRIMARY KEY("refund_no","seq")
);
--> statement-breakpoint
ALTER TABLE "refund_record" DROP CONSTRAINT "refund_record_order_no_unique";--> statement-breakpoint
ALTER TABLE "idempotency_record" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "refund_record" ADD COLUMN "refund_no" text;--> statement-breakpoint
CREATE INDEX "refund_application_order_idx" ON "refund_application" USING btree ("order_no","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_record_failed_order_idx" ON "refund_record" USING btree ("order_no") WHERE "refund_record"."reason" = 'TICKETING_FAILED';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_record_application_idx" ON "refund_record" USING btree ("refund_no","order_no");--> statement-breakpoint
CREATE INDEX "refund_record_order_idx" ON "refund_record" USING btree ("order_no");