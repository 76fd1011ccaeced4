import type { FlightPhase, FlightStatusCode } from './flight-status-codes';

/**
 * How a flight's times and phase read at an instant (spec §2 /flightDynamics, §4 flight dynamics statuses), from
 * what the airline's operations recorded for it; and which delays a status may carry.
 */

/** What the airline's operations recorded for one flight on one date (no record: it runs as planned). */
export type FlightStatusRecord = {
  status: FlightStatusCode;
  /** Minutes late; negative: minutes early (departed early). */
  delayMinutes: number;
  estimatedDeparture: number | null;
  estimatedArrival: number | null;
  actualDeparture: number | null;
  actualArrival: number | null;
};

/** A flight's status at an instant: its code, where it is, and its times (ms since the epoch). */
export type FlightStatusReading = {
  status: FlightStatusCode;
  /** null for a cancelled flight: it never leaves. */
  phase: FlightPhase | null;
  delayMinutes: number;
  estimatedDeparture: number | null;
  estimatedArrival: number | null;
  actualDeparture: number | null;
  actualArrival: number | null;
};

const MINUTE_MS = 60_000;

/**
 * How a flight reads at `nowMs`. Without a record it is NORMAL on its planned times. Estimated times are
 * the record's, or the planned ones moved by the delay; a time that has passed becomes the actual one
 * unless the record names it. The phase follows the actual times.
 */
export function flightStatusAt(
  planned: { departure: number; arrival: number },
  record: FlightStatusRecord | null,
  nowMs: number,
): FlightStatusReading {
  const status = record?.status ?? 'NORMAL';
  const delayMinutes = record?.delayMinutes ?? 0;
  if (status === 'CANCELLED') {
    return {
      status,
      phase: null,
      delayMinutes: 0,
      estimatedDeparture: null,
      estimatedArrival: null,
      actualDeparture: null,
      actualArrival: null,
    };
  }
  const estimatedDeparture = record?.estimatedDeparture ?? planned.departure + delayMinutes * MINUTE_MS;
  const estimatedArrival = record?.estimatedArrival ?? planned.arrival + delayMinutes * MINUTE_MS;
  const actualDeparture = record?.actualDeparture ?? (nowMs >= estimatedDeparture ? estimatedDeparture : null);
  const actualArrival =
    record?.actualArrival ?? (actualDeparture !== null && nowMs >= estimatedArrival ? estimatedArrival : null);
  const phase: FlightPhase = actualArrival !== null ? 'ARRIVED' : actualDeparture !== null ? 'DEPARTED' : 'SCHEDULED';
  return { status, phase, delayMinutes, estimatedDeparture, estimatedArrival, actualDeparture, actualArrival };
}

/**
 * Whether a status fits its delay: late for DELAYED, early for EARLY, on time otherwise (a diverted,
 * returned or cancelled flight may also be late). Used by the sandbox control that sets a status.
 */
export function delayFitsStatus(status: FlightStatusCode, delayMinutes: number): boolean {
  switch (status) {
    case 'DELAYED':
      return delayMinutes > 0;
    case 'EARLY':
      return delayMinutes < 0;
    case 'NORMAL':
    case 'CANCELLED':
      return delayMinutes === 0;
    default:
      return delayMinutes >= 0;
  }
}
