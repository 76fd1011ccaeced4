import type { bookingOrder } from '../db/schema';

/** A stored order as the database holds it; its own module so ports can name it without the lifecycle. */
export type OrderRow = typeof bookingOrder.$inferSelect;
