-- Decision 51: the address a ticket order was reserved from, so what one address holds unpaid can be counted.
-- No backfill: orders made before this have no address (null) and count by their member and contact phone only.
-- The counts look at unpaid orders in their payment window, which booking_order_deadline_idx finds.
ALTER TABLE "booking_order" ADD COLUMN "visitor_address" text;
