CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"target" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"bound_to" text,
	CONSTRAINT "captcha_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"cellphone_code" text,
	"cellphone" text,
	"email" text,
	"password_hash" text,
	"name" text,
	"nickname" text,
	"points" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"coupons" integer DEFAULT 0 NOT NULL,
	"growth_value" integer DEFAULT 0 NOT NULL,
	"wallet_status" text DEFAULT 'F' NOT NULL,
	"password_reset_required" boolean DEFAULT false NOT NULL,
	"reg_time" timestamp with time zone NOT NULL,
	"last_login_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"remember" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_grant" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text,
	"open_id" text,
	"member_id" text,
	"malformed" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"event" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_login" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"member_id" text,
	"ticket" text,
	"logged_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "real_name" (
	"member_id" text PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"name" text NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_number" text NOT NULL,
	"photo" "bytea",
	"photo_type" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "third_party_identity" (
	"provider" text NOT NULL,
	"open_id" text NOT NULL,
	"nickname" text NOT NULL,
	"member_id" text,
	"bound_at" timestamp with time zone,
	CONSTRAINT "third_party_identity_provider_open_id_pk" PRIMARY KEY("provider","open_id")
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_phone_idx" ON "member" USING btree ("cellphone_code","cellphone");--> statement-breakpoint
CREATE UNIQUE INDEX "member_email_idx" ON "member" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_seq_idx" ON "member" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "member_token_member_idx" ON "member_token" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "outbox_message_to_idx" ON "outbox_message" USING btree ("to","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_member_idx" ON "third_party_identity" USING btree ("provider","member_id");--> statement-breakpoint
CREATE INDEX "verification_code_target_idx" ON "verification_code" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_ip_idx" ON "verification_code" USING btree ("ip","created_at");