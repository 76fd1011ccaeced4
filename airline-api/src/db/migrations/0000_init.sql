CREATE TABLE "busi_parameter" (
	"sys_type" text NOT NULL,
	"model_type" text NOT NULL,
	"type" text NOT NULL,
	"state" integer NOT NULL,
	"param" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busi_parameter_sys_type_model_type_type_pk" PRIMARY KEY("sys_type","model_type","type")
);
--> statement-breakpoint
CREATE TABLE "city" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name_zh" text NOT NULL,
	"city_name_en" text NOT NULL,
	"airport_name_zh" text,
	"airport_name_en" text,
	"pinyin" text NOT NULL,
	"initials" text NOT NULL,
	"alias" text,
	"country_code" text NOT NULL,
	"region" text NOT NULL,
	"time_zone" text NOT NULL,
	"airports" text[] NOT NULL,
	"hot_rank" smallint,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "city_type_code_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "cms_content" (
	"id" text PRIMARY KEY NOT NULL,
	"category_type_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" text,
	"image_url" text,
	"link_url" text,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"flight_id" text NOT NULL,
	"fare_family" text NOT NULL,
	"flight_date" date NOT NULL,
	"dep_airport" text NOT NULL,
	"arr_airport" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_inventory_flight_id_fare_family_pk" PRIMARY KEY("flight_id","fare_family")
);
--> statement-breakpoint
CREATE TABLE "ip_city" (
	"cidr" text PRIMARY KEY NOT NULL,
	"city_type" text NOT NULL,
	"city_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"request_id" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"ip" text,
	"valid" boolean NOT NULL,
	"black_box" text,
	"channel" text,
	"member_id" text,
	"payload" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "route" (
	"dep_airport" text NOT NULL,
	"arr_airport" text NOT NULL,
	"distance_km" integer NOT NULL,
	"international" boolean NOT NULL,
	CONSTRAINT "route_dep_airport_arr_airport_pk" PRIMARY KEY("dep_airport","arr_airport")
);
--> statement-breakpoint
CREATE TABLE "schedule" (
	"flight_no" text PRIMARY KEY NOT NULL,
	"dep_airport" text NOT NULL,
	"arr_airport" text NOT NULL,
	"days_of_week" text NOT NULL,
	"dep_time_local" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"aircraft" text NOT NULL,
	"dep_terminal" text,
	"arr_terminal" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"dept" text NOT NULL,
	"dest" text NOT NULL,
	"priority" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cms_content_category_idx" ON "cms_content" USING btree ("category_type_code","language","publish_time");--> statement-breakpoint
CREATE INDEX "flight_inventory_route_date_idx" ON "flight_inventory" USING btree ("dep_airport","arr_airport","flight_date");--> statement-breakpoint
CREATE INDEX "risk_event_received_idx" ON "risk_event" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "schedule_route_idx" ON "schedule" USING btree ("dep_airport","arr_airport");--> statement-breakpoint
CREATE INDEX "tip_lookup_idx" ON "tip" USING btree ("language","dept","dest");