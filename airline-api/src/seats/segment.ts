import { ResultCode, type SeatPassenger, type SeatSelectionClosed } from '@/lib/contract';
import {
  SEAT_CHANGES_ALLOWED,
  seatChangesLeft,
  seatSelectionClosed,
  type SeatSelectionClosedReason,
} from '@/lib/domain/seat-selection-rules';
import type { OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import { notFound, orderInScope, passengersOf, type CheckInScope } from '../check-in/access';
import {
  activeCheckIn,
  infantCarriersOn,
  isCheckInOrder,
  loadBundles,
  type OrderBundle,
  type PassengerRow,
  type SegmentRow,
  type TicketRow,
} from '../check-in/state';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { isCancelled } from '../routes/flight-status';

/** Spec §4 order type 3, "additional service": seats and add-ons bought on an existing order. */
export const ADD_ON_ORDER_TYPE = 3;

/** One segment of a ticket order the caller may act on (decision 21's scope), with what seats read of it. */
export type SeatSegment = {
  order: OrderRow;
  bundle: OrderBundle;
  segment: SegmentRow;
  segIndex: number;
  flight: FlightInstance;
  /** Operations cancelled the flight (its status record): nothing is sold for it (decision 78). */
  cancelled: boolean;
};

/**
 * The segment of an order in the caller's scope: the member's own orders and the trips they added, or the
 * orders a visitor's proof opens, with the passengers that scope may see. Anything else, an add-on order itself
 * included, is NOT_FOUND.
 */
export async function seatSegment(
  s: Services,
  scope: CheckInScope,
  orderNo: string,
  segIndex: number,
): Promise<SeatSegment> {
  const { order, source } = await orderInScope(s, scope, orderNo);
  if (order.orderType === ADD_ON_ORDER_TYPE) throw notFound();
  return onlyPassengersOf(await loadSegment(s, order, segIndex), passengersOf(scope, orderNo, source));
}

/**
 * The segment as a passenger's proof sees it (decision 56): that passenger and those in their care, so the chart,
 * the offer and the reserve know no other. The order's tickets stay whole: they say which seats are taken.
 */
function onlyPassengersOf(seg: SeatSegment, only: Set<number> | null): SeatSegment {
  if (!only) return seg;
  return { ...seg, bundle: { ...seg.bundle, passengers: seg.bundle.passengers.filter((p) => only.has(p.psgIndex)) } };
}

/** The segment of an order already known to be in scope (or of the worker's own order). */
export async function loadSegment(s: Services, order: OrderRow, segIndex: number): Promise<SeatSegment> {
  const [bundle] = await loadBundles(s.db, [order]);
  const segment = bundle!.segments.find((x) => x.segIndex === segIndex);
  if (!segment) throw notFound();
  const flight = s.network.flight(segment.flightId);
  if (!flight) throw new ApiError(ResultCode.FLIGHT_NOT_FOUND);
  return { order, bundle: bundle!, segment, segIndex, flight, cancelled: await isCancelled(s.db, flight) };
}

/** Why seat selection is shut for the segment now (null: open). */
export function closedReason(s: Services, seg: SeatSegment): SeatSelectionClosed | null {
  const reason: SeatSelectionClosedReason | null = seatSelectionClosed(
    {
      ticketed: isCheckInOrder(seg.order),
      international: seg.flight.route.international,
      channelNo: seg.order.channelNo,
      departureMs: seg.flight.depUtcMs,
      flightCancelled: seg.cancelled,
    },
    s.clock.now(),
  );
  return reason;
}

/** Each closed reason's result code (spec §8 seat messages). */
export const CLOSED_CODE = {
  notOpen: ResultCode.SEAT_SELECTION_NOT_OPEN,
  notSupported: ResultCode.SEAT_SELECTION_NOT_SUPPORTED,
  wechat: ResultCode.SEAT_SELECTION_WECHAT,
  closed: ResultCode.SEAT_SELECTION_CLOSED,
  flightCancelled: ResultCode.FLIGHT_CANCELLED_NO_SALE,
} as const satisfies Record<SeatSelectionClosed, ResultCode>;

export const ticketOf = (seg: SeatSegment, psgIndex: number): TicketRow | undefined =>
  seg.bundle.tickets.find((t) => t.psgIndex === psgIndex && t.segIndex === seg.segIndex);

/** A passenger of the segment with what the seat rules read of them. */
export type SeatPassengerState = SeatPassenger & { row: PassengerRow; ticket: TicketRow | undefined };

/**
 * The segment's passengers who sit (infants ride on a lap and are not listed): the seat they hold now (bought
 * at booking or after, or given at check-in), their changes, and why they cannot buy a seat, if they cannot:
 * checked in, an extra occupied seat (spec §4), or two changes made already.
 */
export function seatPassengers(seg: SeatSegment): SeatPassengerState[] {
  const { bundle, segIndex } = seg;
  const carriers = infantCarriersOn(bundle, segIndex);
  return bundle.passengers
    .filter((p): p is PassengerRow & { type: 'ADT' | 'CHD' } => p.type !== 'INF')
    .map((p) => {
      const ticket = ticketOf(seg, p.psgIndex);
      const active = activeCheckIn(bundle, p.psgIndex, segIndex);
      const changes = ticket?.seatChanges ?? 0;
      const block = active
        ? ('checkedIn' as const)
        : bundle.extraSeats.has(`${p.psgIndex}:${segIndex}`)
          ? ('extraSeat' as const)
          : ticket?.seatNo && changes >= SEAT_CHANGES_ALLOWED
            ? ('changeLimit' as const)
            : null;
      return {
        passengerId: p.passengerId,
        passengerIndex: p.psgIndex,
        type: p.type,
        name: displayName(p),
        withInfant: carriers.has(p.psgIndex),
        seatNo: active?.seatNo ?? ticket?.seatNo ?? null,
        checkedIn: !!active,
        seatChanges: changes,
        changesLeft: seatChangesLeft(changes),
        block,
        row: p,
        ticket,
      };
    });
}

/** The wire form of a passenger state (without the rows). */
export function passengerView({ row: _row, ticket: _ticket, ...view }: SeatPassengerState): SeatPassenger {
  return view;
}
