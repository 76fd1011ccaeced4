CREATE TABLE "bank_card" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"card_type" text NOT NULL,
	"bank" text NOT NULL,
	"number_hash" text NOT NULL,
	"card_no" text NOT NULL,
	"holder" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transfer" (
	"request_no" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"card_id" text NOT NULL,
	"card_no" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_card_member_idx" ON "bank_card" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_member_idx" ON "wallet_entry" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entry_ref_idx" ON "wallet_entry" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "wallet_transfer_member_idx" ON "wallet_transfer" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "wallet_transfer_due_idx" ON "wallet_transfer" USING btree ("status","due_at");