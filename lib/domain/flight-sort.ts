/**
 * Ordering of the flight list on /book/booking: by departure time or by lowest price per adult.
 * Pure; ties fall back to departure time, then flight number, so the order never jumps between renders.
 */
export const FLIGHT_SORTS = ['departure', 'price'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];

export type SortableFlight = {
  flightNo: string;
  /** UTC instant (ISO), comparable across time zones. */
  depTime: string;
  /** Lowest total per adult among fares with seats left; null when sold out. */
  lowestTotal: number | null;
};

export function isFlightSort(value: unknown): value is FlightSort {
  return typeof value === 'string' && (FLIGHT_SORTS as readonly string[]).includes(value);
}

/** The lowest adult total among fares that still have seats, or null when every fare is sold out. */
export function lowestAvailableTotal(fares: readonly { total: number; seatsLeft: number }[]): number | null {
  let lowest: number | null = null;
  for (const f of fares) if (f.seatsLeft > 0 && (lowest === null || f.total < lowest)) lowest = f.total;
  return lowest;
}

function byDeparture(a: SortableFlight, b: SortableFlight): number {
  const ta = Date.parse(a.depTime);
  const tb = Date.parse(b.depTime);
  return ta !== tb ? ta - tb : a.flightNo.localeCompare(b.flightNo);
}

function byPrice(a: SortableFlight, b: SortableFlight): number {
  // Sold-out flights go last: nothing in them can be bought.
  if (a.lowestTotal === null || b.lowestTotal === null) {
    if (a.lowestTotal === b.lowestTotal) return byDeparture(a, b);
    return a.lowestTotal === null ? 1 : -1;
  }
  return a.lowestTotal !== b.lowestTotal ? a.lowestTotal - b.lowestTotal : byDeparture(a, b);
}

/** A sorted copy; the input is left as it is. */
export function sortFlights<T extends SortableFlight>(flights: readonly T[], sort: FlightSort): T[] {
  return [...flights].sort(sort === 'price' ? byPrice : byDeparture);
}
