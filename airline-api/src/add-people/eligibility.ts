import {
  TicketStatus,
  type AddPeopleAdult,
  type AddPeopleBlock,
  type AddPeopleSegment,
  type AddPeopleType,
} from '@/lib/contract';
import { guardianCanBring } from '@/lib/domain/add-people-rules';
import { GUARDIAN_MIN_AGE, MAX_PASSENGERS_PER_BOOKING, ageOn } from '@/lib/domain/passenger-rules';
import { passengerFare as passengerFareOf, resolveSegments } from '../booking/fares';
import { displayName } from '../booking/display-names';
import { activeCheckIn, usableTicket, type OrderBundle, type PassengerRow } from '../check-in/state';
import { fromFen } from '../domain/money';
import type { FlightInstance } from '../domain/network';
import { SALES_CUTOFF_MS } from '../domain/shopping';
import type { Services } from '../services';

/** Spec §4 order type 5: an accompanying passenger (a child or an infant) added to a ticket order (decision 25). */
export const ADD_PEOPLE_ORDER_TYPE = 5;

/** Tickets that still hold a place on the order: waiting to be issued, issued, or being changed or refunded. */
const LIVE = new Set<number>([
  TicketStatus.PENDING_ISSUE,
  TicketStatus.ISSUED,
  TicketStatus.CHANGING,
  TicketStatus.REFUNDING,
]);

/** A passenger who still travels on the order: one live ticket or more. */
const isLive = (b: OrderBundle, p: PassengerRow) =>
  b.tickets.some((t) => t.psgIndex === p.psgIndex && LIVE.has(t.ticketStatus));

/** The order's segments still to fly, with their flights, in time order. */
export function futureSegments(s: Services, b: OrderBundle, nowMs: number) {
  return b.segments
    .map((segment) => ({ segment, flight: s.network.flight(segment.flightId) }))
    .filter((x): x is { segment: typeof x.segment; flight: FlightInstance } => !!x.flight && x.flight.depUtcMs > nowMs)
    .sort((a, b) => a.flight.depUtcMs - b.flight.depUtcMs);
}

/** The segments still to fly on which the adult holds an issued, usable ticket: the new passenger joins them all. */
export function adultSegments(s: Services, b: OrderBundle, adult: PassengerRow, nowMs: number) {
  return futureSegments(s, b, nowMs).filter(({ segment }) =>
    usableTicket(b.tickets.find((t) => t.psgIndex === adult.psgIndex && t.segIndex === segment.segIndex)),
  );
}

/**
 * Why `adult` cannot bring one more passenger of `type` now, or null (spec §5, §8; decision 25), the first that
 * applies of: no usable ticket on a segment still to fly, or one being changed or refunded (notUsable); under 18
 * on the first flight (underage); checked in (checkedIn); sales of the first flight closed (tooLate); nine
 * passengers on the order already (passengerLimit); the companion rule (companionLimit).
 */
export function blockOf(
  s: Services,
  b: OrderBundle,
  adult: PassengerRow,
  type: AddPeopleType,
  nowMs: number,
): AddPeopleBlock | null {
  const mine = adultSegments(s, b, adult, nowMs);
  const pending = b.tickets.some(
    (t) =>
      t.psgIndex === adult.psgIndex &&
      (t.ticketStatus === TicketStatus.CHANGING || t.ticketStatus === TicketStatus.REFUNDING),
  );
  if (adult.type !== 'ADT' || mine.length === 0 || pending) return 'notUsable';
  const first = mine[0]!.flight;
  if (ageOn(adult.birthday, first.date) < GUARDIAN_MIN_AGE) return 'underage';
  if (mine.some(({ segment }) => activeCheckIn(b, adult.psgIndex, segment.segIndex))) return 'checkedIn';
  if (first.depUtcMs - SALES_CUTOFF_MS <= nowMs) return 'tooLate';
  const live = b.passengers.filter((p) => isLive(b, p));
  if (live.length >= MAX_PASSENGERS_PER_BOOKING) return 'passengerLimit';
  const guardians = live
    .filter((p) => p.type === 'ADT' && ageOn(p.birthday, first.date) >= GUARDIAN_MIN_AGE)
    .map((p) => p.passengerId);
  const dependants = live
    .filter((p) => p.type !== 'ADT')
    .map((p) => ({ type: p.type as 'CHD' | 'INF', guardianId: p.guardianPassengerId }));
  return guardianCanBring({ guardians, dependants }, adult.passengerId, type) ? null : 'companionLimit';
}

/** The order's adults as the check answers them, each with its segments and why it cannot bring one, if so. */
export function adultsOf(s: Services, b: OrderBundle, type: AddPeopleType, nowMs: number): AddPeopleAdult[] {
  return b.passengers
    .filter((p) => p.type === 'ADT' && isLive(b, p))
    .map((p) => ({
      passengerId: p.passengerId,
      name: displayName(p),
      segmentIndexes: adultSegments(s, b, p, nowMs).map(({ segment }) => segment.segIndex),
      block: blockOf(s, b, p, type, nowMs),
    }));
}

/** One segment's price for the new passenger, in fen (what the order keeps) and in the order's currency. */
export type PricedSegment = AddPeopleSegment & {
  flightId: string;
  fareFamily: OrderBundle['segments'][number]['fareFamily'];
  fen: { fare: number; airportTax: number; fuelTax: number; otherTax: number };
};

/**
 * The order's segments still on sale, priced for a passenger of `type` as search prices them now (the fare of the
 * segment's family on today's load, and that type's share of it and of the taxes; booking/fares passengerFare).
 * Each part is converted to the order's currency on its own, as an order's parts are.
 */
export async function priceSegments(
  s: Services,
  b: OrderBundle,
  type: AddPeopleType,
  nowMs: number,
): Promise<PricedSegment[]> {
  const onSale = futureSegments(s, b, nowMs).filter(({ flight }) => flight.depUtcMs - SALES_CUTOFF_MS > nowMs);
  if (onSale.length === 0) return [];
  const booked = await resolveSegments(
    s,
    onSale.map(({ segment }) => `${segment.flightId}.${segment.fareFamily}`),
  );
  const currency = b.order.payCurrency;
  return booked.map((sg, i) => {
    const { segment, flight } = onSale[i]!;
    const fen = passengerFareOf(sg, type);
    const fare = fromFen(fen.fare, currency);
    const taxes = fromFen(fen.airportTax, currency) + fromFen(fen.fuelTax, currency) + fromFen(fen.otherTax, currency);
    return {
      segmentIndex: segment.segIndex,
      flightNo: flight.schedule.flightNo,
      depTime: new Date(flight.depUtcMs).toISOString(),
      depTimeZone: sg.depZone,
      depAirport: flight.route.depAirport,
      arrAirport: flight.route.arrAirport,
      flightDate: flight.date,
      international: flight.route.international,
      fare,
      taxes,
      total: fare + taxes,
      flightId: segment.flightId,
      fareFamily: segment.fareFamily,
      fen,
    };
  });
}

/** The contract's view of a priced segment (without what only airline-api keeps). */
export const segmentView = ({ flightId: _f, fareFamily: _ff, fen: _fen, ...view }: PricedSegment): AddPeopleSegment =>
  view;
