import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  OrderStatus,
  ResultCode,
  type IrregularFindBody,
  type IrregularFindData,
  type IrregularTrip,
  type UpstreamLanguage,
} from '@/lib/contract';
import { freeChangeBlock, freeChangeWindow, isIrregular } from '@/lib/domain/irregular-rules';
import { requireMember } from '../account/tokens';
import type { OrderRow } from '../booking/lifecycle';
import { displayName } from '../booking/display-names';
import { activeCheckIn, loadBundles, usableTicket, type OrderBundle } from '../check-in/state';
import { bookingOrder, irregularChoice } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import { refundOrder, type RefundActor } from '../refunds/access';
import { flightStatuses } from '../routes/flight-status';
import type { Services } from '../services';

/** One segment of an order, its flight and the status queryflt reads now. */
type SegmentStatus = {
  bundle: OrderBundle;
  segment: OrderBundle['segments'][number];
  flight: FlightInstance;
  status: IrregularTrip['flight'];
};

/** The statuses of the orders' segments that hold at least one issued, usable ticket, in one read. */
async function segmentStatuses(
  s: Services,
  bundles: OrderBundle[],
  language: UpstreamLanguage,
): Promise<SegmentStatus[]> {
  const found: Omit<SegmentStatus, 'status'>[] = [];
  for (const bundle of bundles)
    for (const segment of bundle.segments) {
      const flight = s.network.flight(segment.flightId);
      if (!flight) continue;
      if (!bundle.tickets.some((t) => t.segIndex === segment.segIndex && usableTicket(t))) continue;
      found.push({ bundle, segment, flight });
    }
  const statuses = await flightStatuses(
    s,
    found.map((f) => f.flight),
    language,
  );
  return found.map((f, i) => ({ ...f, status: statuses[i]! }));
}

/** Today at the flight's departure airport (a free change never moves before it). */
function todayAt(s: Services, flight: FlightInstance): string {
  return localDate(s.clock.now(), s.network.airport(flight.route.depAirport)?.timeZone ?? 'Asia/Shanghai');
}

function tripOf(s: Services, x: SegmentStatus, kept: Map<string, Date>): IrregularTrip {
  const { bundle, segment, flight, status } = x;
  const block = freeChangeBlock(status.status, status.phase);
  const chosenAt = kept.get(`${bundle.order.orderNo}:${segment.segIndex}:${segment.flightId}`);
  return {
    orderNo: bundle.order.orderNo,
    segmentIndex: segment.segIndex,
    fareFamily: segment.fareFamily,
    flight: status,
    affected: isIrregular(status.status),
    block,
    window: block === null ? freeChangeWindow(flight.date, todayAt(s, flight)) : null,
    passengers: bundle.passengers.flatMap((p) => {
      const ticket = bundle.tickets.find((t) => t.psgIndex === p.psgIndex && t.segIndex === segment.segIndex);
      if (!usableTicket(ticket)) return [];
      const checkedIn = !!activeCheckIn(bundle, p.psgIndex, segment.segIndex);
      return [
        {
          passengerId: p.passengerId,
          name: displayName(p),
          type: p.type,
          ticketNo: ticket.ticketNo,
          changeable: !checkedIn,
          checkedIn,
        },
      ];
    }),
    kept: chosenAt ? { chosenAt: chosenAt.toISOString() } : null,
  };
}

async function keptChoices(s: Services, orderNos: string[]): Promise<Map<string, Date>> {
  if (orderNos.length === 0) return new Map();
  const rows = await s.db
    .select()
    .from(irregularChoice)
    .where(and(inArray(irregularChoice.orderNo, orderNos), eq(irregularChoice.choice, 'KEEP')));
  return new Map(rows.map((r) => [`${r.orderNo}:${r.segIndex}:${r.flightId}`, r.chosenAt]));
}

/**
 * Spec §7 verify/findAbnormalFlight (decision 32). A member without an order number: the segments of
 * all their ticketed orders whose flight is delayed, cancelled, diverted or returned and that hold a usable ticket.
 * With an order number (the member's own, or a visitor's proof of it): every segment of that order with a usable
 * ticket that is affected or has not left yet, so an unaffected flight is shown as such (no free change). Each
 * with the flight's status, the free change's block and window, its passengers and whether the ticket was kept.
 */
export async function findIrregular(
  s: Services,
  req: FastifyRequest,
  body: IrregularFindBody,
  language: UpstreamLanguage,
): Promise<IrregularFindData> {
  let orders: OrderRow[];
  const oneOrder = !!body.orderNo;
  if (body.orderNo) {
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    orders = order.status === OrderStatus.TICKETED ? [order] : [];
  } else {
    const { member } = await requireMember(s, req);
    orders = await s.db
      .select()
      .from(bookingOrder)
      .where(and(eq(bookingOrder.memberId, member.id), eq(bookingOrder.status, OrderStatus.TICKETED)));
  }
  const statuses = await segmentStatuses(s, await loadBundles(s.db, orders), language);
  const shown = statuses.filter((x) => isIrregular(x.status.status) || (oneOrder && x.status.phase === 'SCHEDULED'));
  const kept = await keptChoices(s, [...new Set(shown.map((x) => x.bundle.order.orderNo))]);
  const trips = shown
    .sort(
      (a, b) => a.flight.depUtcMs - b.flight.depUtcMs || a.bundle.order.orderNo.localeCompare(b.bundle.order.orderNo),
    )
    .map((x) => tripOf(s, x, kept));
  return { asOf: new Date(s.clock.now()).toISOString(), trips };
}

/** An affected segment of an order as the free change and keeping read it. */
export type AffectedSegment = {
  order: OrderRow;
  actor: RefundActor;
  trip: IrregularTrip;
  flight: FlightInstance;
};

/**
 * The segment of one order a free change or keeping is about, in the caller's scope (NOT_FOUND otherwise): its
 * flight must be delayed, cancelled, diverted or returned (IRREGULAR_NOT_AFFECTED) and, delayed, not have left
 * (IRREGULAR_DEPARTED). A segment without a usable ticket is CHANGE_NOT_ALLOWED, unless `anyTickets` (the free
 * change checks its items itself, and a retried change finds its tickets changed already).
 */
export async function affectedSegment(
  s: Services,
  req: FastifyRequest,
  scope: { orderNo: string; visitor?: IrregularFindBody['visitor'] },
  segmentIndex: number,
  language: UpstreamLanguage,
  opts: { anyTickets?: boolean } = {},
): Promise<AffectedSegment> {
  const { order, actor } = await refundOrder(s, req, scope.orderNo, scope.visitor);
  const [bundle] = await loadBundles(s.db, [order]);
  const segment = bundle!.segments.find((sg) => sg.segIndex === segmentIndex);
  if (!segment) throw new ApiError(ResultCode.NOT_FOUND, 'segment');
  const flight = s.network.flight(segment.flightId);
  if (!flight) throw new ApiError(ResultCode.CHANGE_NOT_ALLOWED, 'flight not in the network');
  const [status] = await flightStatuses(s, [flight], language);
  const x = { bundle: bundle!, segment, flight, status: status! };
  const trip = tripOf(s, x, await keptChoices(s, [order.orderNo]));
  if (trip.block === 'NOT_AFFECTED') throw new ApiError(ResultCode.IRREGULAR_NOT_AFFECTED);
  if (trip.block === 'DEPARTED') throw new ApiError(ResultCode.IRREGULAR_DEPARTED);
  if (trip.passengers.length === 0 && !opts.anyTickets)
    throw new ApiError(ResultCode.CHANGE_NOT_ALLOWED, 'no usable ticket');
  return { order, actor, trip, flight };
}
