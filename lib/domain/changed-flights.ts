/**
 * Which flight a changed segment of an order is now flown on (issue 28 §3): after a date change or an irregular
 * flight's free change (decisions 23 and 32) the original order keeps its old segment, its tickets read "changed",
 * and the new flight lives on the rescheduled order (type 2). The order pages show the new flight first and the
 * old one below it as history. Types only from the contract: the browser may import it.
 */
import type { OrderDetail } from '@/lib/contract/order';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { TicketStatus } from '@/lib/contract/order-status';

export type ChangedLeg = {
  /** The rescheduled order that holds the new flight. */
  changeOrderNo: string;
  /** When the change was made (the rescheduled order's creation). */
  changedAt: string;
  flightNo: string;
  depTime: string;
  depTimeZone: string;
  /** The new flight's arrival (same airports as the old: a change keeps the route). */
  arrTime?: string;
  arrTimeZone?: string;
  /** The new flight's status now (the change order's, decision 78). */
  flightStatus?: RescheduleOrder['segments'][number]['flightStatus'];
};

/** The rescheduled orders whose new tickets stand (paid and ticketed, or complete). */
const STANDING: readonly RescheduleOrder['status'][] = ['TICKETED', 'COMPLETE'];

/**
 * For each segment index of the order whose counted tickets were all changed, the newest standing change that
 * moved it; a segment still flown (or changed for only some passengers) is absent.
 */
export function changedLegs(
  order: Pick<OrderDetail, 'segments' | 'tickets'>,
  changes: readonly RescheduleOrder[],
): Map<number, ChangedLeg> {
  const out = new Map<number, ChangedLeg>();
  const newestFirst = [...changes]
    .filter((c) => STANDING.includes(c.status))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  for (const segment of order.segments) {
    const tickets = order.tickets.filter(
      (t) => t.segIndex === segment.segIndex && t.ticketStatus !== TicketStatus.VOIDED,
    );
    if (tickets.length === 0 || tickets.some((t) => t.ticketStatus !== TicketStatus.CHANGED)) continue;
    for (const change of newestFirst) {
      const leg = change.segments.find((s) => s.segmentIndex === segment.segIndex);
      if (!leg) continue;
      out.set(segment.segIndex, {
        changeOrderNo: change.orderNo,
        changedAt: change.createdAt,
        flightNo: leg.flightNo,
        depTime: leg.depTime,
        depTimeZone: leg.depTimeZone,
        ...(leg.arrTime && leg.arrTimeZone && { arrTime: leg.arrTime, arrTimeZone: leg.arrTimeZone }),
        ...(leg.flightStatus && { flightStatus: leg.flightStatus }),
      });
      break;
    }
  }
  return out;
}
