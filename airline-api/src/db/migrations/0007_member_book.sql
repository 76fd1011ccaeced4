CREATE TABLE "member_book_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_document" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"saved_passenger_id" text NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"expiry" text NOT NULL,
	"status" smallint NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "special_document_image" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"seq" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_book_entry_dedupe_idx" ON "member_book_entry" USING btree ("member_id","kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "member_book_entry_member_idx" ON "member_book_entry" USING btree ("member_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "special_document_member_idx" ON "special_document" USING btree ("member_id","saved_passenger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_document_type_idx" ON "special_document" USING btree ("saved_passenger_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "special_document_image_seq_idx" ON "special_document_image" USING btree ("document_id","seq");