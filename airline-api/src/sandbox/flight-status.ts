import type { FastifyInstance } from 'fastify';
import { ResultCode, SandboxFlightStatusBodySchema, UpstreamPath, type SandboxFlightStatusBody } from '@/lib/contract';
import { delayFitsStatus, normalizeFlightNo } from '@/lib/domain/flight-status-rules';
import { asDb } from '../booking/lifecycle';
import { flightStatus } from '../db/schema';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import { queueFlightNotices } from '../notices/events';
import { flightStatuses } from '../routes/flight-status';
import type { Services } from '../services';

const MINUTE_MS = 60_000;

/**
 * Where the flight went instead of its arrival airport: a diversion names an airport the airline knows
 * (not the flight's own two); a return is to the origin; any other status has none.
 */
function divertedTo(s: Services, flight: FlightInstance, body: SandboxFlightStatusBody): string | null {
  const { depAirport, arrAirport } = flight.schedule;
  if (body.status === 'RETURNED') return depAirport;
  if (body.status !== 'DIVERTED') {
    if (body.divertedTo) throw new ApiError(ResultCode.BAD_REQUEST, 'divertedTo is for a diverted flight');
    return null;
  }
  const to = body.divertedTo;
  if (!to || !s.network.airport(to) || to === depAirport || to === arrAirport)
    throw new ApiError(ResultCode.BAD_REQUEST, 'a diverted flight needs another known airport');
  return to;
}

/**
 * The airline's operations desk (sandbox control, loopback only like the clock): sets one dated flight's
 * status (spec §4 flight dynamics) and its delay, so the status page, and the check-in and boarding pass
 * pages showing that flight, can be seen before and after; a delay, cancellation, diversion or return tells the
 * travellers holding tickets on it (decision 47). Estimated times are the planned ones moved by
 * the delay; a cancelled flight has none. Answers the flight as queryflt now shows it.
 */
export function registerFlightStatusControl(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sandboxFlightStatus, async (req, reply) => {
    const body = parse(SandboxFlightStatusBodySchema, req.body);
    const flightNo = normalizeFlightNo(body.flightNo);
    const flight = s.network.flight(`${flightNo}-${body.date}`);
    if (!flight) throw new ApiError(ResultCode.FLIGHT_NOT_FOUND);
    const delayMinutes = body.delayMinutes ?? 0;
    if (!delayFitsStatus(body.status, delayMinutes))
      throw new ApiError(ResultCode.BAD_REQUEST, 'the delay does not fit the status');
    const cancelled = body.status === 'CANCELLED';
    const values = {
      status: body.status,
      delayMinutes,
      estimatedDeparture: cancelled ? null : new Date(flight.depUtcMs + delayMinutes * MINUTE_MS),
      estimatedArrival: cancelled ? null : new Date(flight.arrUtcMs + delayMinutes * MINUTE_MS),
      actualDeparture: null,
      actualArrival: null,
      divertedTo: divertedTo(s, flight, body),
      updatedAt: new Date(s.clock.now()),
    };
    // The travellers are told in the same transaction as the status changes (decision 47).
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      await tx
        .insert(flightStatus)
        .values({ flightNo, flightDate: flight.date, ...values })
        .onConflictDoUpdate({ target: [flightStatus.flightNo, flightStatus.flightDate], set: values });
      await queueFlightNotices(tx, s, flight, values);
    });
    const [view] = await flightStatuses(s, [flight], languageOf(req));
    return sendOk(req, reply, view);
  });
}
