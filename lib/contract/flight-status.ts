import { FLIGHT_PHASES, FLIGHT_STATUSES } from '@/lib/domain/flight-status-rules';
import { CityTypeSchema } from './city';
import { IsoDateSchema } from './common';
import * as z from './zod';

/**
 * Flight status (spec §2 /flightDynamics, §4 flight dynamics statuses, §5 its rules, §7 queryflt): the wire
 * format between the web and airline-api, and of the sandbox control that sets a flight's status. The
 * query is loose on purpose: its rules (lib/domain/flight-status-rules.ts) refuse a wrong field with
 * BAD_REQUEST and `data.issues` by field, so the page can say which field and why.
 */

export const FlightStatusCodeSchema = z.enum(FLIGHT_STATUSES);
export const FlightPhaseSchema = z.enum(FLIGHT_PHASES);

/**
 * The flight's current status as a traveller's trip or boarding pass carries it (spec §4 flight
 * dynamics): operations' status, minutes late (negative: early), the estimated departure (null when
 * cancelled) and the departure airport's zone that time is shown in. Optional where it is carried, so
 * answers without it (older airline-api, the answer of a check-in or a cancel) still parse.
 */
export const TripFlightStatusSchema = z.object({
  status: FlightStatusCodeSchema,
  /** null for a cancelled flight. */
  phase: FlightPhaseSchema.nullable(),
  delayMinutes: z.number().int(),
  estimatedDeparture: z.string().datetime().nullable(),
  timeZone: z.string(),
});
export type TripFlightStatus = z.infer<typeof TripFlightStatusSchema>;

/** GET queryflt: `flightNo` + `date`, or `dep` + `arr` + `date` (city codes; a city group stands for its airports). */
export const FlightStatusQuerySchema = z.object({
  flightNo: z.string().max(32).optional(),
  dep: z.string().max(8).optional(),
  depType: CityTypeSchema.optional(),
  arr: z.string().max(8).optional(),
  arrType: CityTypeSchema.optional(),
  date: z.string().max(32).optional(),
});
export type FlightStatusUpstreamQuery = z.infer<typeof FlightStatusQuerySchema>;

/** An airport as the status shows it, named in the request's language. */
export const FlightStatusAirportSchema = z.object({
  code: z.string(),
  cityName: z.string(),
  airportName: z.string(),
  /** IANA zone: the airport's times are shown in it. */
  timeZone: z.string(),
  terminal: z.string().nullable(),
});
export type FlightStatusAirport = z.infer<typeof FlightStatusAirportSchema>;

const Instant = z.string().datetime();

/** One dated flight: its planned times, its estimated and actual times as far as known, and its status. */
export const FlightStatusSchema = z.object({
  flightNo: z.string(),
  /** The local departure date at the origin (the flight's date). */
  flightDate: IsoDateSchema,
  departure: FlightStatusAirportSchema,
  arrival: FlightStatusAirportSchema,
  plannedDeparture: Instant,
  plannedArrival: Instant,
  estimatedDeparture: Instant.nullable(),
  estimatedArrival: Instant.nullable(),
  actualDeparture: Instant.nullable(),
  actualArrival: Instant.nullable(),
  status: FlightStatusCodeSchema,
  /** null for a cancelled flight. */
  phase: FlightPhaseSchema.nullable(),
  /** Minutes late; negative: minutes early. */
  delayMinutes: z.number().int(),
  /** Where a diverted flight lands, or the origin a returned one went back to. */
  divertedTo: FlightStatusAirportSchema.omit({ terminal: true }).nullable(),
  /** When operations last changed the status; null while the flight runs as planned. */
  updatedAt: Instant.nullable(),
});
export type FlightStatus = z.infer<typeof FlightStatusSchema>;

export const FlightStatusDataSchema = z.object({
  /** airline-api's clock when it answered. */
  asOf: Instant,
  flights: z.array(FlightStatusSchema),
});
export type FlightStatusData = z.infer<typeof FlightStatusDataSchema>;

/** A refused query's data: field → rule key of lib/domain/flight-status-rules.ts. */
export const FlightStatusIssuesSchema = z.object({
  issues: z.partialRecord(z.enum(['flightNo', 'dep', 'arr', 'date']), z.string()),
});

/**
 * POST /sandbox/flight-status (loopback only): operations set one flight's status. `delayMinutes` is
 * minutes late (negative: early) and must fit the status; `divertedTo` names the airport of a diversion.
 */
export const SandboxFlightStatusBodySchema = z.object({
  flightNo: z.string().min(3).max(6),
  date: IsoDateSchema,
  status: FlightStatusCodeSchema,
  delayMinutes: z.number().int().min(-240).max(2880).optional(),
  divertedTo: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type SandboxFlightStatusBody = z.infer<typeof SandboxFlightStatusBodySchema>;
