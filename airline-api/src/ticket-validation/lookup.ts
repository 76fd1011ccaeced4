import { and, eq } from 'drizzle-orm';
import { ProductStatus, type TicketValidationSegment, type UpstreamLanguage } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import {
  couponStatus,
  nameMatches,
  withinWindow,
  type TicketValidationStatus,
} from '@/lib/domain/ticket-validation-rules';
import { displayName, placeNames } from '../booking/display-names';
import { bookingOrder, checkIn, orderPassenger, orderSegment, orderTicket } from '../db/schema';
import type { Services } from '../services';

/** A ticket as verification answers it, and the facts its window is read from. */
export type VerifiedTicket = {
  ticketNo: string;
  passengerName: string;
  segments: TicketValidationSegment[];
  /** Inside its verification window (spec §9) at the clock's now. */
  verifiable: boolean;
};

/**
 * The ticket of this number whose passenger has this name, or null: a number that exists under another name
 * answers exactly as one that does not (decision 69). A ticket here is one passenger's coupon on one segment
 * (order_ticket holds one number per coupon); the answer keeps the list shape for several.
 */
export async function findTicket(
  s: Services,
  ticketNo: string,
  typedName: string,
  language: UpstreamLanguage,
): Promise<VerifiedTicket | null> {
  const [row] = await s.db
    .select({ ticket: orderTicket, passenger: orderPassenger, segment: orderSegment, paidAt: bookingOrder.paidAt })
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
    .where(eq(orderTicket.ticketNo, ticketNo));
  if (!row || !nameMatches(typedName, row.passenger)) return null;
  const flight = s.network.flight(row.segment.flightId);
  if (!flight) return null;
  const { ticket } = row;
  const [active] = await s.db
    .select({ id: checkIn.id })
    .from(checkIn)
    .where(
      and(
        eq(checkIn.orderNo, ticket.orderNo),
        eq(checkIn.psgIndex, ticket.psgIndex),
        eq(checkIn.segIndex, ticket.segIndex),
        eq(checkIn.status, 'CHECKED_IN'),
      ),
    );
  const now = s.clock.now();
  const status: TicketValidationStatus = couponStatus({
    ticketStatus: ticket.ticketStatus,
    productUsed: ticket.productStatus === ProductStatus.USED,
    checkedIn: !!active,
    departure: flight.depUtcMs,
    arrival: flight.arrUtcMs,
    now,
  });
  const { schedule } = flight;
  const dep = placeNames(s, schedule.depAirport, language);
  const arr = placeNames(s, schedule.arrAirport, language);
  // Tickets are issued when the order is paid (the ticketing job follows payment): the payment is the issue time.
  const issuedAt = row.paidAt?.getTime() ?? flight.depUtcMs;
  return {
    ticketNo,
    passengerName: displayName(row.passenger),
    segments: [
      {
        flightNo: schedule.flightNo,
        flightDate: flight.date,
        departure: { code: schedule.depAirport, cityName: dep.city, airportName: dep.airport },
        arrival: { code: schedule.arrAirport, cityName: arr.city, airportName: arr.airport },
        departureTime: new Date(flight.depUtcMs).toISOString(),
        departureTimeZone: s.network.airport(schedule.depAirport)?.timeZone ?? AIRLINE_TIME_ZONE,
        status,
      },
    ],
    verifiable: withinWindow({ statuses: [status], departure: flight.depUtcMs, issuedAt }, now),
  };
}
