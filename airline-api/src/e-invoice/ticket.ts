import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { ProductStatus, type EInvoiceTicket, type EInvoiceTicketRef, type UpstreamLanguage } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { invoiceItems, invoiceRefusal } from '@/lib/domain/e-invoice-rules';
import { normalizeTicketNo } from '@/lib/domain/ticket-validation-rules';
import { couponStatus, nameMatches } from '@/lib/domain/ticket-validation-rules';
import { displayName, placeNames } from '../booking/display-names';
import { bookingOrder, checkIn, orderPassenger, orderSegment, orderTicket } from '../db/schema';
import type { MemberRow } from '../account/tokens';
import type { FlightInstance } from '../domain/network';
import type { Services } from '../services';

/** One ticket (a passenger's coupon on one flight) with its order's owner and its flight. */
export type InvoiceTicket = {
  ticket: typeof orderTicket.$inferSelect & { ticketNo: string };
  passenger: typeof orderPassenger.$inferSelect;
  flight: FlightInstance;
  orderMemberId: string | null;
  /** Spec §4's status of the coupon (decision 69), from which what may be invoiced is read. */
  refusal: EInvoiceTicket['refusal'];
};

const SELECTION = {
  ticket: orderTicket,
  passenger: orderPassenger,
  segment: orderSegment,
  memberId: bookingOrder.memberId,
};

async function ticketsWhere(s: Services, where: SQL | undefined, limit: number): Promise<InvoiceTicket[]> {
  const rows = await s.db
    .select(SELECTION)
    .from(orderTicket)
    .innerJoin(
      orderPassenger,
      and(eq(orderPassenger.orderNo, orderTicket.orderNo), eq(orderPassenger.psgIndex, orderTicket.psgIndex)),
    )
    .innerJoin(
      orderSegment,
      and(eq(orderSegment.orderNo, orderTicket.orderNo), eq(orderSegment.segIndex, orderTicket.segIndex)),
    )
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, orderTicket.orderNo))
    .where(and(isNotNull(orderTicket.ticketNo), where))
    .orderBy(desc(orderTicket.orderNo))
    .limit(limit);
  const found: InvoiceTicket[] = [];
  for (const row of rows) {
    const flight = s.network.flight(row.segment.flightId);
    if (!flight || !row.ticket.ticketNo) continue;
    const ticket = { ...row.ticket, ticketNo: row.ticket.ticketNo };
    const refusal = invoiceRefusal(
      couponStatus({
        ticketStatus: ticket.ticketStatus,
        productUsed: ticket.productStatus === ProductStatus.USED,
        checkedIn: await checkedIn(s, ticket),
        departure: flight.depUtcMs,
        arrival: flight.arrUtcMs,
        now: s.clock.now(),
      }),
    );
    found.push({ ticket, passenger: row.passenger, flight, orderMemberId: row.memberId, refusal });
  }
  return found;
}

async function checkedIn(s: Services, t: { orderNo: string; psgIndex: number; segIndex: number }) {
  const [active] = await s.db
    .select({ id: checkIn.id })
    .from(checkIn)
    .where(
      and(
        eq(checkIn.orderNo, t.orderNo),
        eq(checkIn.psgIndex, t.psgIndex),
        eq(checkIn.segIndex, t.segIndex),
        eq(checkIn.status, 'CHECKED_IN'),
      ),
    );
  return !!active;
}

/**
 * The ticket of this order and number that this caller may invoice, or null (decision 71): the member whose order
 * it is, or anyone who gives the passenger's name as the ticket holds it. A wrong order, number or name answers null
 * alike, so the answer never says a ticket exists.
 */
export async function ticketFor(
  s: Services,
  ref: EInvoiceTicketRef,
  member: MemberRow | null,
): Promise<InvoiceTicket | null> {
  const orderNo = ref.orderNo.trim().toUpperCase();
  const [found] = await ticketsWhere(
    s,
    and(eq(orderTicket.ticketNo, normalizeTicketNo(ref.ticketNo)), eq(orderTicket.orderNo, orderNo)),
    1,
  );
  if (!found) return null;
  const owner = !!member && found.orderMemberId === member.id;
  if (owner) return found;
  return ref.passengerName !== undefined && nameMatches(ref.passengerName, found.passenger) ? found : null;
}

/** The ticket of this number as an invoice reads it, or null: for the worker that issues invoices due (no caller). */
export async function ticketByNumber(s: Services, ticketNo: string): Promise<InvoiceTicket | null> {
  const [found] = await ticketsWhere(s, eq(orderTicket.ticketNo, ticketNo), 1);
  return found ?? null;
}

/** The issued tickets of the member's orders, the latest orders first (at most 100). */
export function ticketsOfMember(s: Services, memberId: string): Promise<InvoiceTicket[]> {
  return ticketsWhere(s, eq(bookingOrder.memberId, memberId), 100);
}

/** A ticket as the pages show it, without its invoice (the caller adds it). */
export function ticketView(s: Services, t: InvoiceTicket, language: UpstreamLanguage): Omit<EInvoiceTicket, 'invoice'> {
  const { schedule } = t.flight;
  const dep = placeNames(s, schedule.depAirport, language);
  const arr = placeNames(s, schedule.arrAirport, language);
  return {
    orderNo: t.ticket.orderNo,
    ticketNo: t.ticket.ticketNo,
    passengerName: displayName(t.passenger),
    flightNo: schedule.flightNo,
    flightDate: t.flight.date,
    departure: { code: schedule.depAirport, cityName: dep.city },
    arrival: { code: schedule.arrAirport, cityName: arr.city },
    departureTime: new Date(t.flight.depUtcMs).toISOString(),
    departureTimeZone: s.network.airport(schedule.depAirport)?.timeZone ?? AIRLINE_TIME_ZONE,
    ...invoiceItems(t.ticket),
    refusal: t.refusal,
  };
}
