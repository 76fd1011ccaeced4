CREATE TABLE "coupon_claim" (
	"offer_id" text NOT NULL,
	"member_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_offer" (
	"id" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"threshold_fen" integer NOT NULL,
	"stackable" boolean NOT NULL,
	"min_days_before_departure" integer DEFAULT 0 NOT NULL,
	"scope" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_days" integer NOT NULL,
	"in_centre" boolean NOT NULL,
	"claim_from" timestamp with time zone NOT NULL,
	"stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_package" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"offer_ids" jsonb NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_coupon_scope" (
	"coupon_id" text PRIMARY KEY NOT NULL,
	"scope" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_draw" (
	"member_id" text NOT NULL,
	"day" text NOT NULL,
	"n" integer NOT NULL,
	"prize" text NOT NULL,
	"coupon_id" text,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roulette_draw_member_id_day_n_pk" PRIMARY KEY("member_id","day","n")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_claim_offer_member_idx" ON "coupon_claim" USING btree ("offer_id","member_id");--> statement-breakpoint
CREATE INDEX "gift_package_member_idx" ON "gift_package" USING btree ("member_id");