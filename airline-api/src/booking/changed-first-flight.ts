import { and, eq, inArray } from 'drizzle-orm';
import { OrderStatus, TicketStatus } from '@/lib/contract';
import type { Db } from '../db/client';
import { bookingOrder, orderSegment } from '../db/schema';
import { RESCHEDULE_ORDER_TYPE } from '../reschedule/moved';

type Ticket = { orderNo: string; segIndex: number; ticketStatus: number };

/** Changes whose new tickets stand (paid and ticketed, or complete), as the order's page counts them. */
const STANDING = [OrderStatus.TICKETED, OrderStatus.FINISHED];

/**
 * For each order whose first flight was changed for every traveller (a date change or an irregular flight's free
 * change), the flight it is now flown on: the newest standing change's flight of that segment. My orders shows that
 * departure, as the order's page does (lib/domain/changed-flights), not the flight nobody will take.
 */
export async function changedFirstFlights(db: Db, orderNos: string[], tickets: Ticket[]): Promise<Map<string, string>> {
  const changed = orderNos.filter((no) => {
    const first = tickets.filter((t) => t.orderNo === no && t.segIndex === 0 && t.ticketStatus !== TicketStatus.VOIDED);
    return first.length > 0 && first.every((t) => t.ticketStatus === TicketStatus.CHANGED);
  });
  if (changed.length === 0) return new Map();
  const changes = await db
    .select({ orderNo: bookingOrder.orderNo, parent: bookingOrder.parentOrderNo, at: bookingOrder.createdAt })
    .from(bookingOrder)
    .where(
      and(
        inArray(bookingOrder.parentOrderNo, changed),
        eq(bookingOrder.orderType, RESCHEDULE_ORDER_TYPE),
        inArray(bookingOrder.status, STANDING),
      ),
    );
  if (changes.length === 0) return new Map();
  const legs = await db
    .select({ orderNo: orderSegment.orderNo, flightId: orderSegment.flightId })
    .from(orderSegment)
    .where(
      and(
        inArray(
          orderSegment.orderNo,
          changes.map((c) => c.orderNo),
        ),
        eq(orderSegment.segIndex, 0),
      ),
    );
  const out = new Map<string, string>();
  for (const c of [...changes].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const leg = legs.find((l) => l.orderNo === c.orderNo);
    if (leg && c.parent) out.set(c.parent, leg.flightId);
  }
  return out;
}
