import { BoardingPassDataError, type BcbpFields } from './boarding-pass-fields';
import { DAY_MS, utcDate } from './boarding-pass-dates';

/** The barcode's fixed-width items (seat, flight number, sequence) and the formats every item is checked against. */

const SEAT = /^([1-9]\d{0,2})([A-Z])$/;
const FLIGHT_NUMBER = /^[1-9]\d{0,3}[A-Z]?$/;

/** Seat 12A as the barcode's 4 characters: row padded to 3 digits, then the column letter (012A). */
export function bcbpSeat(seat: string): string {
  const match = SEAT.exec(seat);
  if (!match) throw new BoardingPassDataError('seat', `"${seat}" is not a row 1-999 and a column letter`);
  return `${match[1]!.padStart(3, '0')}${match[2]}`;
}

/** Flight 72A as the barcode's "NNNN[a]": 4 digits, then the suffix letter if any (0072A). */
export function bcbpFlightNumber(flightNumber: string): string {
  if (!FLIGHT_NUMBER.test(flightNumber)) {
    throw new BoardingPassDataError('flightNumber', `"${flightNumber}" is not 1-4 digits and an optional letter`);
  }
  const digits = flightNumber.replace(/[A-Z]$/, '');
  return `${digits.padStart(4, '0')}${flightNumber.slice(digits.length)}`;
}

/** Sequence 1 as the barcode's "NNNN[f]": 4 digits; the fifth, an airline's own suffix, stays blank. */
export function bcbpSequence(sequenceNumber: number): string {
  if (!Number.isInteger(sequenceNumber) || sequenceNumber < 1 || sequenceNumber > 9999) {
    throw new BoardingPassDataError('sequenceNumber', `${sequenceNumber} is not 1-9999`);
  }
  return String(sequenceNumber).padStart(4, '0');
}

/** YQ1234 (a flight number as orders carry it) as carrier and number. */
export function splitFlightNo(flightNo: string): { carrier: string; flightNumber: string } {
  const match = /^([A-Z0-9]{2})0*(\d{1,4}[A-Z]?)$/.exec(flightNo);
  if (!match) throw new BoardingPassDataError('flightNumber', `"${flightNo}" is not a carrier and a flight number`);
  return { carrier: match[1]!, flightNumber: match[2]! };
}

const FORMATS: Partial<Record<keyof BcbpFields, [RegExp, string]>> = {
  bookingReference: [/^[A-Z0-9]{6}$/, '6 capital letters or digits'],
  from: [/^[A-Z]{3}$/, 'an IATA airport code'],
  to: [/^[A-Z]{3}$/, 'an IATA airport code'],
  carrier: [/^(?:[A-Z0-9]{2}|[A-Z]{3})$/, 'a 2-character or 3-letter airline designator'],
  compartment: [/^[A-Z]$/, 'one capital letter'],
  passengerStatus: [/^[0-9A-Z]$/, 'one digit or capital letter'],
  ticketNumber: [/^\d{13}$/, '13 digits'],
};

/** The value, once it matches its item's format; refused otherwise. */
export function checkFormat(field: keyof BcbpFields, value: string): string {
  const [pattern, meaning] = FORMATS[field]!;
  if (!pattern.test(value)) throw new BoardingPassDataError(field, `"${value}" is not ${meaning}`);
  return value;
}

/** Every item, checked before it is written: the package pads and cuts fields without a word. */
export function checkFields(fields: BcbpFields): void {
  for (const field of Object.keys(FORMATS) as (keyof BcbpFields)[]) checkFormat(field, String(fields[field]));
  if (fields.from === fields.to) throw new BoardingPassDataError('to', 'departure and arrival are the same airport');
  const issued = utcDate(fields.issueDate, 'issueDate').getTime();
  const flight = utcDate(fields.flightDate, 'flightDate').getTime();
  if (flight < issued || flight - issued >= 365 * DAY_MS) {
    throw new BoardingPassDataError('issueDate', 'must be on or before the flight date, less than a year before');
  }
}
