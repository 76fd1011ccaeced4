CREATE TABLE "e_invoice" (
	"invoice_no" text PRIMARY KEY NOT NULL,
	"ticket_no" text NOT NULL,
	"order_no" text NOT NULL,
	"psg_index" smallint NOT NULL,
	"seg_index" smallint NOT NULL,
	"member_id" text,
	"status" text NOT NULL,
	"header" jsonb NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"items" jsonb NOT NULL,
	"total_fen" integer NOT NULL,
	"language" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"issue_on" date NOT NULL,
	"issued_at" timestamp with time zone,
	"resend_day" date,
	"resend_count" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "e_invoice_ticket_no_unique" UNIQUE("ticket_no")
);
--> statement-breakpoint
CREATE INDEX "e_invoice_member_idx" ON "e_invoice" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "e_invoice_due_idx" ON "e_invoice" USING btree ("status","issue_on");