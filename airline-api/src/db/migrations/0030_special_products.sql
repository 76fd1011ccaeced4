CREATE TABLE "product_unit" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"product_id" text NOT NULL,
	"member_id" text NOT NULL,
	"seq" smallint NOT NULL,
	"beneficiary" jsonb NOT NULL,
	"person_key" text NOT NULL,
	"times" smallint NOT NULL,
	"used" smallint DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_product" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"order_type" smallint NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"price_fen" integer NOT NULL,
	"deposit_fen" integer,
	"times" smallint NOT NULL,
	"exchange_from" date NOT NULL,
	"exchange_to" date NOT NULL,
	"confirm_by" timestamp with time zone NOT NULL,
	"sale_start" timestamp with time zone NOT NULL,
	"sale_end" timestamp with time zone NOT NULL,
	"sale_hours_from" text,
	"sale_hours_to" text,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"routes" jsonb NOT NULL,
	"min_beneficiaries" smallint NOT NULL,
	"max_beneficiaries" smallint NOT NULL,
	"min_age" smallint,
	"max_age" smallint,
	"gender" text,
	"per_member_limit" smallint NOT NULL,
	"fare_family" text NOT NULL,
	"hold_minutes" smallint NOT NULL,
	"balance_hours" smallint,
	"installments" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_unit_order_idx" ON "product_unit" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "product_unit_product_person_idx" ON "product_unit" USING btree ("product_id","person_key");--> statement-breakpoint
CREATE INDEX "product_unit_member_idx" ON "product_unit" USING btree ("member_id","product_id");