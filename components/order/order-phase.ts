import type { OrderDetail } from '@/lib/contract';
import { OrderStatus } from '@/lib/contract/order-status';

/**
 * Where an order stands for the buyer (spec §2: payment success is not ticketing success). The order
 * status codes of spec §4 say less than this alone: a paid order may still be waiting for its tickets.
 */
export type OrderPhase =
  'UNPAID' | 'PAYMENT_FAILED' | 'EXPIRED' | 'CANCELLED' | 'TICKETING' | 'TICKETED' | 'TICKETING_FAILED' | 'OTHER';

type PhaseInput = Pick<OrderDetail, 'orderStatus' | 'cancelReason' | 'ticketing' | 'paymentDeadline'>;

export function orderPhase(order: PhaseInput, nowMs: number): OrderPhase {
  const pastDeadline = nowMs >= Date.parse(order.paymentDeadline);
  switch (order.orderStatus) {
    case OrderStatus.PENDING_PAYMENT:
    // A presale's deposit (9) or its balance (7) is due until its deadline (decision 67 Presale).
    case OrderStatus.PREPAYMENT_PENDING:
    case OrderStatus.DEPOSIT_PAID:
      return pastDeadline ? 'EXPIRED' : 'UNPAID';
    case OrderStatus.PAYMENT_FAILED:
      return pastDeadline ? 'EXPIRED' : 'PAYMENT_FAILED';
    case OrderStatus.CANCELLED:
      if (order.cancelReason === 'TICKETING_FAILED') return 'TICKETING_FAILED';
      return order.cancelReason === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED';
    case OrderStatus.PAID:
      if (order.ticketing === 'FAILED') return 'TICKETING_FAILED';
      return order.ticketing === 'ISSUED' ? 'TICKETED' : 'TICKETING';
    case OrderStatus.TICKETED:
    case OrderStatus.FINISHED:
      return 'TICKETED';
    default:
      return 'OTHER';
  }
}

/** The buyer may still pay (and cancel) in these phases. */
export function isPayable(phase: OrderPhase): boolean {
  return phase === 'UNPAID' || phase === 'PAYMENT_FAILED';
}

/**
 * mm:ss of the time left to pay (h:mm:ss from an hour, as a presale's balance window of days), never negative; a
 * started second counts as whole.
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % (hours ? 60 : Infinity);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours ? `${hours}:${mmss}` : mmss;
}

/** Whole minutes left as announced to screen readers (once a minute, not every second). */
export function minutesLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 60_000));
}

/** The phase as of now (server pages and event handlers; render code passes its own instant). */
export function currentPhase(order: PhaseInput): OrderPhase {
  return orderPhase(order, Date.now());
}
