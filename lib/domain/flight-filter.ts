/**
 * Filters of the flight list on /book/booking: departure time of day and airports. Pure.
 * An empty choice means "any"; within one filter the choices add up (morning or evening), and the
 * filters narrow each other (morning and from PKX).
 */
export const DAY_PERIODS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

/** Local departure time: night 00:00–05:59, morning 06:00–11:59, afternoon 12:00–17:59, evening 18:00–23:59. */
export function dayPeriodOf(minutesOfDay: number): DayPeriod {
  const hour = Math.floor(minutesOfDay / 60);
  return hour < 6 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
}

export type FilterableFlight = { depMinutes: number; depAirport: string; arrAirport: string };

export type FlightFilter = {
  periods: readonly DayPeriod[];
  depAirports: readonly string[];
  arrAirports: readonly string[];
};

export const NO_FILTER: FlightFilter = { periods: [], depAirports: [], arrAirports: [] };

const allows = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

export function filterFlights<T extends FilterableFlight>(flights: readonly T[], filter: FlightFilter): T[] {
  return flights.filter(
    (f) =>
      allows(filter.periods, dayPeriodOf(f.depMinutes)) &&
      allows(filter.depAirports, f.depAirport) &&
      allows(filter.arrAirports, f.arrAirport),
  );
}

export function isFiltered(filter: FlightFilter): boolean {
  return filter.periods.length + filter.depAirports.length + filter.arrAirports.length > 0;
}

/** What the filters can offer: the periods with flights and each end's airports, in order of appearance. */
export function filterOptions(flights: readonly FilterableFlight[]): {
  periods: DayPeriod[];
  depAirports: string[];
  arrAirports: string[];
} {
  const present = new Set(flights.map((f) => dayPeriodOf(f.depMinutes)));
  return {
    periods: DAY_PERIODS.filter((p) => present.has(p)),
    depAirports: [...new Set(flights.map((f) => f.depAirport))],
    arrAirports: [...new Set(flights.map((f) => f.arrAirport))],
  };
}

/** Adds `value` to a choice, or takes it out when it is there. */
export function toggle<T>(chosen: readonly T[], value: T): T[] {
  return chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
}
