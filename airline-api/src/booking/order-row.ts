import type { bookingOrder } from '../db/schema';

/** A stored order as the database holds it; its own module so ports can name it without the lifecycle. */
export type OrderRow = typeof bookingOrder.$inferSelect;

/** What every view of an order opens with: its number, type and status, when it was made and when payment is due. */
export const orderHeading = (o: OrderRow) => ({
  orderNo: o.orderNo,
  orderType: o.orderType,
  orderStatus: o.status,
  createdAt: o.createdAt.toISOString(),
  paymentDeadline: o.paymentDeadline.toISOString(),
});
