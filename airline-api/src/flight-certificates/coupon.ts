import { and, eq } from 'drizzle-orm';
import { ProductStatus, type FlightStatus, type UpstreamLanguage } from '@/lib/contract';
import { couponStatus, nameMatches, type TicketValidationStatus } from '@/lib/domain/ticket-validation-rules';
import { displayName } from '../booking/display-names';
import { checkIn, orderPassenger, orderSegment, orderTicket } from '../db/schema';
import { flightStatuses } from '../routes/flight-status';
import type { Services } from '../services';

/** One passenger's coupon on one flight, as a certificate reads it. */
export type CertifiedCoupon = {
  ticketNo: string;
  orderNo: string;
  psgIndex: number;
  segIndex: number;
  passengerName: string;
  /** The flight as queryflt reads it now (status, delay, planned, estimated and actual times). */
  flight: FlightStatus;
  /** Decision 69's status of the coupon, read with the flight's real times. */
  status: TicketValidationStatus;
};

const instant = (...isos: (string | null)[]) => Date.parse(isos.find((x) => x !== null) ?? '');

/**
 * The coupon of this 902 number whose passenger has this name, or null: a number that exists under another name
 * answers exactly as one that does not (decision 69's rule, reused). A coupon is one passenger on one segment.
 */
export async function findCoupon(
  s: Services,
  ticketNo: string,
  typedName: string,
  language: UpstreamLanguage,
): Promise<CertifiedCoupon | null> {
  const [row] = await s.db
    .select({ ticket: orderTicket, passenger: orderPassenger, segment: orderSegment })
    .from(orderTicket)
    .innerJoin(
      orderPassenger,
      and(eq(orderPassenger.orderNo, orderTicket.orderNo), eq(orderPassenger.psgIndex, orderTicket.psgIndex)),
    )
    .innerJoin(
      orderSegment,
      and(eq(orderSegment.orderNo, orderTicket.orderNo), eq(orderSegment.segIndex, orderTicket.segIndex)),
    )
    .where(eq(orderTicket.ticketNo, ticketNo));
  if (!row || !nameMatches(typedName, row.passenger)) return null;
  const instance = s.network.flight(row.segment.flightId);
  if (!instance) return null;
  const { ticket } = row;
  const [flight] = await flightStatuses(s, [instance], language);
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
  const f = flight!;
  const productUsed = ticket.productStatus === ProductStatus.USED;
  const read = couponStatus({
    ticketStatus: ticket.ticketStatus,
    productUsed,
    checkedIn: !!active,
    departure: instant(f.actualDeparture, f.estimatedDeparture, f.plannedDeparture),
    arrival: instant(f.actualArrival, f.estimatedArrival, f.plannedArrival),
    now: s.clock.now(),
  });
  // A cancelled flight never left: its checked-in passengers did not board or fly it.
  const grounded = f.status === 'CANCELLED' && !productUsed && (read === 'BOARDED' || read === 'USED');
  const status: TicketValidationStatus = grounded ? 'TO_BE_USED' : read;
  return {
    ticketNo,
    orderNo: ticket.orderNo,
    psgIndex: ticket.psgIndex,
    segIndex: ticket.segIndex,
    passengerName: displayName(row.passenger),
    flight: f,
    status,
  };
}
