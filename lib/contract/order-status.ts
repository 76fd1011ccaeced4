/** Spec §4 order status 1-9. No zod in this module, so the browser may import it (decision 5). */
export const OrderStatus = {
  PENDING_PAYMENT: 1,
  PAID: 2,
  CANCELLED: 3,
  PAYMENT_FAILED: 4,
  TICKETED: 5,
  FINISHED: 6,
  DEPOSIT_PAID: 7,
  BALANCE_PAYMENT_FAILED: 8,
  PREPAYMENT_PENDING: 9,
} as const;
