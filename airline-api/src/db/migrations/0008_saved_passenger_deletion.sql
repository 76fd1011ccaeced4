CREATE TABLE "saved_passenger_deletion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"person_key" text NOT NULL,
	"certificate_type" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_passenger_deletion_person_idx" ON "saved_passenger_deletion" USING btree ("member_id","person_key","certificate_type");