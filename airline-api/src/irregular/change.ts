import type { FastifyRequest } from 'fastify';
import {
  IrregularChangeBodySchema,
  ResultCode,
  type IrregularFlightsBody,
  type IrregularFlightsData,
  type RescheduleOrder,
  type UpstreamLanguage,
} from '@/lib/contract';
import { inFreeChangeWindow } from '@/lib/domain/irregular-rules';
import { resolveSegments } from '../booking/fares';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import { parse } from '../http';
import { idempotencyKeyOf } from '../order-changes/idempotency';
import { makeReschedule } from '../reschedule/commit';
import { rescheduleFlights } from '../reschedule/flights';
import { flightStatuses } from '../routes/flight-status';
import type { Services } from '../services';
import { affectedSegment } from './trips';

/** Every item is a passenger of the one segment asked about. */
function assertOneSegment(items: { segmentIndex: number }[], segmentIndex: number): void {
  if (items.some((i) => i.segmentIndex !== segmentIndex))
    throw new ApiError(ResultCode.BAD_REQUEST, 'an item of another segment');
}

async function cancelled(s: Services, flights: FlightInstance[]): Promise<Set<string>> {
  const statuses = await flightStatuses(s, flights, 'en_US');
  return new Set(flights.filter((_, i) => statuses[i]!.status === 'CANCELLED').map((f) => f.flightId));
}

/**
 * Spec §7 reschedule/flight in involuntary mode (decision 32): for an affected segment and a date of
 * its window (IRREGULAR_OUTSIDE_WINDOW otherwise), the flights of the same route on that date with a fare of the
 * family held and seats for the passengers moved, as the date change finds them (reschedule/flights.ts), less any
 * cancelled flight. Prices are not shown: the change is free.
 */
export async function irregularFlights(
  s: Services,
  req: FastifyRequest,
  body: IrregularFlightsBody,
  language: UpstreamLanguage,
): Promise<IrregularFlightsData> {
  assertOneSegment(body.items, body.segmentIndex);
  const { order, trip } = await affectedSegment(s, req, body, body.segmentIndex, language);
  if (!inFreeChangeWindow(body.date, trip.window)) throw new ApiError(ResultCode.IRREGULAR_OUTSIDE_WINDOW);
  const found = await rescheduleFlights(
    s,
    order,
    { items: body.items, dates: [{ segmentIndex: body.segmentIndex, date: body.date }], currency: order.payCurrency },
    language,
    'INVOLUNTARY',
  );
  const seated = trip.passengers.filter(
    (p) => p.type !== 'INF' && body.items.some((i) => i.passengerId === p.passengerId),
  ).length;
  const flights = found.segments[0]?.flights ?? [];
  const off = await cancelled(
    s,
    flights.flatMap((f) => s.network.flight(f.flightId) ?? []),
  );
  return {
    date: body.date,
    flights: flights.flatMap((f) => {
      const fare = f.fares[0];
      if (!fare || fare.seatsLeft < seated || off.has(f.flightId)) return [];
      return [
        {
          fareId: fare.fareId,
          flightNo: f.flightNo,
          depAirport: f.depAirport,
          arrAirport: f.arrAirport,
          depTime: f.depTime,
          arrTime: f.arrTime,
          depTimeZone: f.depTimeZone,
          arrTimeZone: f.arrTimeZone,
          seatsLeft: fare.seatsLeft,
        },
      ];
    }),
  };
}

/**
 * The free change (decision 32): the date change's commit (reschedule/commit.ts makeReschedule) in
 * INVOLUNTARY mode for the passengers of one affected segment, to a fare of the same route and family on a date of
 * the window (IRREGULAR_OUTSIDE_WINDOW) on a flight that operates (IRREGULAR_FLIGHT_NOT_OPERATING). No fee and no
 * fare difference: the rescheduled order (type 2) totals 0, is paid at once and its new 902 tickets are issued in
 * this request. The Idempotency-Key answers the same order for the same body.
 */
export async function irregularChange(
  s: Services,
  req: FastifyRequest,
  language: UpstreamLanguage,
): Promise<RescheduleOrder> {
  const key = idempotencyKeyOf(req);
  const body = parse(IrregularChangeBodySchema, req.body);
  assertOneSegment(body.items, body.segmentIndex);
  const { order, actor, trip } = await affectedSegment(s, req, body, body.segmentIndex, language, { anyTickets: true });
  const [fare] = await resolveSegments(s, [body.fareId]);
  if (!inFreeChangeWindow(fare!.flight.date, trip.window)) throw new ApiError(ResultCode.IRREGULAR_OUTSIDE_WINDOW);
  if ((await cancelled(s, [fare!.flight])).size > 0) throw new ApiError(ResultCode.IRREGULAR_FLIGHT_NOT_OPERATING);
  return makeReschedule(s, {
    order,
    actor,
    key,
    mode: 'INVOLUNTARY',
    body: {
      orderNo: body.orderNo,
      visitor: body.visitor,
      items: body.items,
      choices: [{ segmentIndex: body.segmentIndex, fareId: body.fareId }],
      quotedTotal: 0,
    },
  });
}
