CREATE TABLE "irregular_choice" (
	"order_no" text NOT NULL,
	"seg_index" smallint NOT NULL,
	"flight_id" text NOT NULL,
	"choice" text NOT NULL,
	"flight_status" text NOT NULL,
	"member_id" text,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "irregular_choice_order_no_seg_index_flight_id_pk" PRIMARY KEY("order_no","seg_index","flight_id")
);
