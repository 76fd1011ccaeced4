/** The statuses and phases of a flight (spec §4 flight dynamics), shared by the query rules and the reading. */

/**
 * Spec §4 flight dynamics: normal, delayed, diverted or returned, cancelled, departed early. "Diverted or
 * returned" is one entry of the spec but two facts for a traveller (landed elsewhere, or back at the
 * origin), so they are two codes here.
 */
export const FLIGHT_STATUSES = ['NORMAL', 'DELAYED', 'DIVERTED', 'RETURNED', 'CANCELLED', 'EARLY'] as const;
export type FlightStatusCode = (typeof FLIGHT_STATUSES)[number];

/** Where a flight is by the clock: not yet off, in the air, on the ground at the end. */
export const FLIGHT_PHASES = ['SCHEDULED', 'DEPARTED', 'ARRIVED'] as const;
export type FlightPhase = (typeof FLIGHT_PHASES)[number];
