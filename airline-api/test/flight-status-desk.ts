import type { FastifyInstance } from 'fastify';
import { UpstreamPath } from '@/lib/contract';

/** A dated flight as the tests hold it: its number and its id (`<flightNo>-<YYYY-MM-DD>`). */
type DatedFlight = { flightNo: string; flightId: string };

/** The flight's local date, from its id. */
export const dateOfFlight = (f: DatedFlight) => f.flightId.slice(-10);

/**
 * Operations' desk sets a flight's status (spec §4 flight dynamics; the sandbox control, loopback only): `extra`
 * carries `delayMinutes` or `divertedTo`. Answers the response, for the caller's own check of its code.
 */
export const setFlightStatus = (
  app: FastifyInstance,
  flight: DatedFlight,
  status: string,
  extra: { delayMinutes?: number; divertedTo?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.sandboxFlightStatus,
    payload: { flightNo: flight.flightNo, date: dateOfFlight(flight), status, ...extra },
    remoteAddress: '127.0.0.1',
  });
