CREATE TABLE "reimbursement_voucher" (
	"ticket_no" text PRIMARY KEY NOT NULL,
	"voucher_no" text NOT NULL,
	"member_id" text NOT NULL,
	"order_no" text NOT NULL,
	"psg_index" smallint NOT NULL,
	"seg_index" smallint NOT NULL,
	"address" jsonb NOT NULL,
	"status" text NOT NULL,
	"fee_fen" integer NOT NULL,
	"tracking_no" text,
	"requested_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reimbursement_voucher_no_idx" ON "reimbursement_voucher" USING btree ("voucher_no");--> statement-breakpoint
CREATE INDEX "reimbursement_voucher_member_idx" ON "reimbursement_voucher" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE INDEX "reimbursement_voucher_order_idx" ON "reimbursement_voucher" USING btree ("order_no");