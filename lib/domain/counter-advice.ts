import { dateInZone } from './airline-time';
import { localTimeOf } from './low-price-reminder-rules';

/**
 * Spec §9 "counter check-in advised 2 hours ahead (domestic) and 3 hours (international), arrival 3 hours ahead
 * at the airport and at the gate 25 minutes before departure". Advice, not a rule anything enforces: the check-in
 * pages and the boarding pass say it beside the flight. Times are the departure airport's wall clock.
 */
export const COUNTER_CHECK_IN_HOURS = { domestic: 2, international: 3 } as const;
export const AIRPORT_ARRIVAL_HOURS = 3;
export const AT_GATE_MINUTES = 25;

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

export type CounterAdviceFlight = {
  /** Either airport outside the mainland. */
  international: boolean;
  /** The departure instant (ISO, UTC). */
  departureTime: string;
  /** The departure airport's IANA zone. */
  timeZone: string;
};

/** One moment of the advice: the instant, and its date and HH:mm at the departure airport. */
export type AdviceMoment = { at: string; date: string; time: string };

export type CounterAdvice = {
  /** 2 (domestic) or 3 (international). */
  counterHours: number;
  airportHours: number;
  gateMinutes: number;
  /** At the check-in counter by this moment. */
  counterBy: AdviceMoment;
  /** At the airport by this moment. */
  airportBy: AdviceMoment;
  /** At the gate by this moment. */
  gateBy: AdviceMoment;
};

function moment(instantMs: number, timeZone: string): AdviceMoment {
  const at = new Date(instantMs);
  return { at: at.toISOString(), date: dateInZone(at, timeZone), time: localTimeOf(instantMs, timeZone) };
}

/** The advice for one flight: when to be at the counter, the airport and the gate, in the departure airport's zone. */
export function counterAdvice(flight: CounterAdviceFlight): CounterAdvice {
  const departureMs = Date.parse(flight.departureTime);
  const counterHours = flight.international ? COUNTER_CHECK_IN_HOURS.international : COUNTER_CHECK_IN_HOURS.domestic;
  return {
    counterHours,
    airportHours: AIRPORT_ARRIVAL_HOURS,
    gateMinutes: AT_GATE_MINUTES,
    counterBy: moment(departureMs - counterHours * HOUR_MS, flight.timeZone),
    airportBy: moment(departureMs - AIRPORT_ARRIVAL_HOURS * HOUR_MS, flight.timeZone),
    gateBy: moment(departureMs - AT_GATE_MINUTES * MINUTE_MS, flight.timeZone),
  };
}

/** What the advice reads of a flight's current status (spec §4 flight dynamics). */
export type AdviceFlightStatus = {
  status: string;
  phase: string | null;
  delayMinutes: number;
  estimatedDeparture: string | null;
};

/**
 * The departure the advice counts back from: the new estimate while a delayed (or early) flight has not left (the
 * gate at the planned time would send the traveller there hours early, or too late), else the planned one; null for a
 * cancelled flight, for which no advice holds.
 */
export function adviceDepartureTime(planned: string, status: AdviceFlightStatus | undefined): string | null {
  if (!status) return planned;
  if (status.status === 'CANCELLED') return null;
  const moved = status.phase === 'SCHEDULED' && status.delayMinutes !== 0 && status.estimatedDeparture !== null;
  return moved ? status.estimatedDeparture : planned;
}
