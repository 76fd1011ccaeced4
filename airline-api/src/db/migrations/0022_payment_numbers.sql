ALTER TABLE "payment" ADD COLUMN "request_no" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "fail_reason" text;--> statement-breakpoint
-- Backfill: payments made before this migration get their number in the same format (decision 49): WP for the
-- wallet, PY for the gateway and cards, the Beijing date of the payment, then 8 digits counting that day's payments.
UPDATE "payment" AS p SET "request_no" = n.no FROM (
	SELECT "id",
		(CASE WHEN "channel" = 'WALLET' THEN 'WP' ELSE 'PY' END)
		|| to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')
		|| lpad(row_number() OVER (
			PARTITION BY "channel" = 'WALLET', to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD')
			ORDER BY "created_at", "id"
		)::text, 8, '0') AS no
	FROM "payment"
) AS n WHERE p."id" = n."id";--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "request_no" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_request_no_idx" ON "payment" USING btree ("request_no");
