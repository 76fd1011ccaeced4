/** The free change as its form holds it: the passengers moved, the date of the window, the fare of the flight. */
export type FreeChangeValues = { passengerIds: string[]; date: string; fareId: string };

/**
 * What stops a free change before it is sent (Irregular.* message keys), one at a time as the page says it: no
 * passenger first, then no flight. airline-api checks the rest (the window, the seats, the tickets).
 */
export function freeChangeIssues(values: FreeChangeValues): Partial<Record<keyof FreeChangeValues, string>> {
  if (values.passengerIds.length === 0) return { passengerIds: 'passengersRequired' };
  if (!values.fareId) return { fareId: 'flightRequired' };
  return {};
}
