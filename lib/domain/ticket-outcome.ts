/**
 * What became of an order's tickets after it was ticketed (spec §4 ticket statuses), the one reading the member's
 * order list and both order pages show beside the order status. The order status of a ticketed order stays
 * "ticketed" when its tickets are refunded or changed: only the tickets say so. No zod: the browser may import it.
 */
import { TicketStatus } from '@/lib/contract/order-status';

/**
 * - REFUNDED / CHANGED / REFUNDED_AND_CHANGED: no ticket of the order is left to fly; each was refunded, changed
 *   to another order (a date change or an irregular flight's free change), or some of each.
 * - PARTLY_REFUNDED / PARTLY_CHANGED / PARTLY_REFUNDED_AND_CHANGED: some tickets still fly, the others went so.
 * - REFUNDING / PARTLY_REFUNDING: a refund application holds some tickets (until the desk pays back or rejects
 *   it): every ticket is refunding or already gone, or only some are.
 * - null: nothing was refunded or changed (the order status and the ticketing phase say it all).
 */
export type TicketOutcome =
  | 'REFUNDED'
  | 'CHANGED'
  | 'REFUNDED_AND_CHANGED'
  | 'PARTLY_REFUNDED'
  | 'PARTLY_CHANGED'
  | 'PARTLY_REFUNDED_AND_CHANGED'
  | 'REFUNDING'
  | 'PARTLY_REFUNDING';

const REFUNDED: readonly number[] = [TicketStatus.REFUNDED, TicketStatus.REFUND_DONE];
const CHANGED: readonly number[] = [TicketStatus.CHANGED];
/** Tickets that never counted: voided with an unpaid order, or never issued. */
const NOT_COUNTED: readonly number[] = [TicketStatus.VOIDED, TicketStatus.ISSUE_FAILED];

/** The outcome of an order's tickets by their spec §4 statuses (one entry per ticket, in any order). */
export function ticketOutcome(statuses: readonly number[]): TicketOutcome | null {
  const counted = statuses.filter((s) => !NOT_COUNTED.includes(s));
  const refunded = counted.filter((s) => REFUNDED.includes(s)).length;
  const changed = counted.filter((s) => CHANGED.includes(s)).length;
  const refunding = counted.filter((s) => s === TicketStatus.REFUNDING).length;
  if (refunding) return refunding + refunded + changed === counted.length ? 'REFUNDING' : 'PARTLY_REFUNDING';
  if (refunded + changed === 0) return null;
  const whole = refunded + changed === counted.length;
  const kind = refunded && changed ? 'REFUNDED_AND_CHANGED' : refunded ? 'REFUNDED' : 'CHANGED';
  return whole ? kind : `PARTLY_${kind}`;
}

/** Whether no ticket of the order is left to fly (the outcome replaces the order status in what is shown). */
export function isWholeOutcome(outcome: TicketOutcome | null): boolean {
  return outcome !== null && !outcome.startsWith('PARTLY_');
}
