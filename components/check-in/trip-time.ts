import { airportDate, formatAirportTime } from '@/lib/i18n/format';

/**
 * An instant of a trip as the departure airport's clock shows it (spec: times in the airport's zone): the
 * window's opening and closing, the cancel cutoff and the departure itself are all said in the departure
 * airport's zone, whatever the visitor's own.
 */
export function airportMoment(isoUtc: string, timeZone: string, locale: string): { date: string; time: string } {
  return { date: airportDate(isoUtc, timeZone), time: formatAirportTime(isoUtc, timeZone, locale) };
}

/** A boarding sequence number as printed on boarding passes: three digits at least (001). */
export function sequenceText(sequence: number): string {
  return String(sequence).padStart(3, '0');
}
