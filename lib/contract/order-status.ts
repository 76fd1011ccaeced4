/** Spec §4 order status 1-9 (and ticket status 1-10 below). No zod in this module, so the browser may import it (decision 5). */
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

/** Spec §4 ticket status 1-10 (pending issue ... suspended). */
export const TicketStatus = {
  PENDING_ISSUE: 1,
  ISSUED: 2,
  REFUNDED: 3,
  CHANGED: 4,
  CHANGING: 5,
  REFUNDING: 6,
  REFUND_DONE: 7,
  ISSUE_FAILED: 8,
  VOIDED: 9,
  SUSPENDED: 10,
} as const;

/** Spec §4 product status 1-5. */
export const ProductStatus = { AWAITING_TICKETING: 1, USABLE: 2, USED: 3, REFUNDED: 4, TICKETING_FAILED: 5 } as const;
