import { decode, encode } from 'bcbp';
import { airlineToday, dateInZone } from './airline-time';

/**
 * The boarding pass's barcode (spec §2 "Check-in and seats", /checkin/printBoardingPass; issue 13 §4): an IATA
 * Resolution 792 Bar Coded Boarding Pass (BCBP) string, format "M", one leg, built and read with the `bcbp`
 * package. One pass is one passenger on one flight, so every string here has exactly one leg. Shared by
 * airline-api (which issues passes and draws the PDF) and the web (which shows them); decision 20.
 */

/** What the barcode carries: the mandatory items of one leg, plus the ticket number and the date of issue. */
export interface BcbpFields {
  /** As on the ticket, SURNAME/GIVEN in Latin capitals (Chinese names in pinyin): see `bcbpName`. */
  passengerName: string;
  /** The order's record locator (the PNR code), 6 letters or digits. */
  bookingReference: string;
  /** Departure and arrival airports, IATA codes. */
  from: string;
  to: string;
  /** Operating carrier designator (YQ) and flight number without it or leading zeros (8888, 72, 123A). */
  carrier: string;
  flightNumber: string;
  /** Scheduled departure date, yyyy-MM-dd in the departure airport's zone (`flightDateInZone`). */
  flightDate: string;
  /** Compartment code: Y economy. */
  compartment: string;
  /** Seat as people write it (12A); the barcode pads the row (012A). */
  seat: string;
  /** Check-in sequence number, 1-9999. */
  sequenceNumber: number;
  /** Passenger status, one character of the standard's code list (`PASSENGER_CHECKED_IN`). */
  passengerStatus: string;
  /** Electronic ticket indicator: E. */
  electronicTicket: boolean;
  /** 13 digits, 902 + 10: the airline numeric code and the document serial number of the barcode. */
  ticketNumber: string;
  /** The day the pass was issued, yyyy-MM-dd in the departure airport's zone: it dates the flight's year. */
  issueDate: string;
}

/** A boarding pass: the barcode's items and what is printed beside them but is not in the barcode. */
export interface BoardingPassData extends BcbpFields {
  /** Scheduled departure, an ISO instant, and the departure airport's time zone (times are shown there). */
  departureTime: string;
  departureTimeZone: string;
  /** Boarding time (ISO instant) and gate, once the airport has set them: they change after issue. */
  boardingTime?: string;
  gate?: string;
}

/** A name in both languages of the site. */
export type LocalizedText = { zh: string; en: string };

/** A pass as it is shown, printed, mailed or drawn in the PDF. */
export interface BoardingPassView extends BoardingPassData {
  /** `encodeBcbp` of the fields, made once where the pass is issued: screen, PDF and mail carry the same. */
  barcode: string;
  /** The name as the passenger writes it (李明); `passengerName` is what the gate reads. */
  displayName: string;
  departure: { city: LocalizedText; airport: LocalizedText };
  arrival: { city: LocalizedText; airport: LocalizedText };
}

/** What `decodeBcbp` reads back: a pass from another issuer may leave out the ticket and the issue date. */
export interface DecodedBcbp extends Omit<BcbpFields, 'ticketNumber' | 'issueDate'> {
  ticketNumber: string | null;
  issueDate: string | null;
}

/** A PDF417 symbol as vector paths (viewBox units), for an inline SVG that scales to any width. */
export interface BarcodeDrawing {
  viewBox: string;
  width: number;
  height: number;
  path: string;
}

/**
 * bwip-js options of the PDF417 symbol, the same on screen and in the PDF. Error correction level 5 (64
 * codewords) follows IATA's BCBP implementation guide as we read it (decision 20); 6 data columns keep a
 * ~90-character string in a symbol about 2.5 times wider than tall, which a phone-width screen shows whole.
 */
export const PDF417_OPTIONS = { bcid: 'pdf417', eclevel: 5, columns: 6 } as const;

/** Resolution 792's name field is 20 characters; longer names are cut. */
export const BCBP_NAME_LENGTH = 20;
/** Passenger status "1": ticket issued, passenger checked in (the state of every pass this site issues). */
export const PASSENGER_CHECKED_IN = '1';
/** Source of check-in and of issue: W, the web. Document type: B, a boarding pass. */
const WEB = 'W';
const BOARDING_PASS = 'B';
/** Where the 3-digit Julian flight date sits in a one-leg string: after M1, name, E, PNR, airports, carrier, flight. */
const FLIGHT_DATE_AT = 44;

/** A boarding pass item that cannot be written into (or was not read from) a barcode. */
export class BoardingPassDataError extends Error {
  constructor(
    readonly field: keyof BcbpFields | 'barcode',
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'BoardingPassDataError';
  }
}

/* ----------------------------------------------------------------------------------------------- names */

/** Capital Latin letters with no decomposition that people still read as plain A-Z (ß and ı upper-case by themselves). */
const LATIN_FOLDS: Record<string, string> = { Æ: 'AE', Œ: 'OE', Ø: 'O', Ł: 'L', Đ: 'D', Ð: 'D', Þ: 'TH', Ħ: 'H' };
/** Characters a name may carry that a pass leaves out: BCBP names are letters only. */
const NAME_SEPARATORS = /[\s\-'.’]/gu;

/**
 * One part of a name in the barcode's alphabet: accents stripped (José → JOSE), special Latin letters folded
 * (Øre → ORE), spaces, hyphens and apostrophes dropped. Anything else is refused: a Chinese name must come in
 * pinyin capitals from the caller (李明 → LI/MING), as on the passenger's ticket; guessing a reading here could
 * print a name that differs from the ticket the gate checks.
 */
export function latinNamePart(part: string): string {
  const folded = part
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/./gu, (c) => LATIN_FOLDS[c] ?? c)
    .replace(NAME_SEPARATORS, '');
  const refused = [...new Set(folded.replace(/[A-Z]/g, ''))];
  if (refused.length > 0) {
    throw new BoardingPassDataError(
      'passengerName',
      `"${part}" has characters a boarding pass cannot carry (${refused.join(' ')}): names must be in Latin letters, ` +
        'and Chinese names in pinyin capitals as on the ticket (李明 → LI/MING)',
    );
  }
  return folded;
}

/** SURNAME/GIVEN in the barcode's alphabet, not yet cut to 20 (what the PDF and the screen print). */
export function ticketName(passengerName: string): string {
  const parts = passengerName.split('/');
  if (parts.length !== 2) {
    throw new BoardingPassDataError('passengerName', `"${passengerName}" is not SURNAME/GIVEN`);
  }
  const [surname, given] = parts.map(latinNamePart) as [string, string];
  if (!surname || !given) {
    throw new BoardingPassDataError('passengerName', `"${passengerName}" needs both a surname and a given name`);
  }
  return `${surname}/${given}`;
}

/** The name as the barcode carries it: `ticketName`, cut at 20 characters as Resolution 792 does. */
export function bcbpName(passengerName: string): string {
  return ticketName(passengerName).slice(0, BCBP_NAME_LENGTH);
}

/* ---------------------------------------------------------------------------------------------- dates */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcDate(isoDate: string, field: keyof BcbpFields): Date {
  const match = ISO_DATE.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== isoDate) {
    throw new BoardingPassDataError(field, `"${isoDate}" is not a yyyy-MM-dd date`);
  }
  return date;
}

/** Day of the year of a calendar date, 1-366 (the BCBP "Julian date"). */
export function dayOfYear(isoDate: string): number {
  const date = utcDate(isoDate, 'flightDate');
  return (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 0)) / DAY_MS;
}

/** The barcode's 3-digit Julian date of a flight date (2024-02-29 → 060). */
export function julianDate(isoDate: string): string {
  return String(dayOfYear(isoDate)).padStart(3, '0');
}

/**
 * The flight date of a departure: the calendar date in the departure airport's zone, not the airline's and
 * not UTC (a 00:30 departure from Bangkok is on that day in Bangkok, whatever the date in Beijing).
 */
export function flightDateInZone(departureTime: string, departureTimeZone: string): string {
  return dateInZone(departureTime, departureTimeZone);
}

function dateOfDay(year: number, day: number): string | null {
  const date = new Date(Date.UTC(year, 0, day));
  return date.getUTCFullYear() === year ? date.toISOString().slice(0, 10) : null;
}

/**
 * The year of a Julian flight date. With the issue date: the first such day on or after it (check-in opens
 * 48 hours before departure, so it is days away). Without one (another issuer's pass): the day with that number
 * nearest the reference date.
 */
function flightDateOf(day: number, issueDate: string | null, referenceDate: string): string {
  const anchor = issueDate ?? referenceDate;
  const year = Number(anchor.slice(0, 4));
  const candidates = (issueDate ? [year, year + 1] : [year - 1, year, year + 1])
    .map((y) => dateOfDay(y, day))
    .filter((d): d is string => d !== null);
  const distance = (d: string) => Math.abs(Date.parse(d) - Date.parse(anchor));
  const found = issueDate
    ? candidates.find((d) => d >= issueDate)
    : candidates.sort((a, b) => distance(a) - distance(b) || b.localeCompare(a))[0];
  if (!found) throw new BoardingPassDataError('flightDate', `no date has Julian day ${day} after ${anchor}`);
  return found;
}

/* ------------------------------------------------------------------------------------- the other items */

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

function checkFormat(field: keyof BcbpFields, value: string): string {
  const [pattern, meaning] = FORMATS[field]!;
  if (!pattern.test(value)) throw new BoardingPassDataError(field, `"${value}" is not ${meaning}`);
  return value;
}

/** Every item, checked before it is written: the package pads and cuts fields without a word. */
function checkFields(fields: BcbpFields): void {
  for (const field of Object.keys(FORMATS) as (keyof BcbpFields)[]) checkFormat(field, String(fields[field]));
  if (fields.from === fields.to) throw new BoardingPassDataError('to', 'departure and arrival are the same airport');
  const issued = utcDate(fields.issueDate, 'issueDate').getTime();
  const flight = utcDate(fields.flightDate, 'flightDate').getTime();
  if (flight < issued || flight - issued >= 365 * DAY_MS) {
    throw new BoardingPassDataError('issueDate', 'must be on or before the flight date, less than a year before');
  }
}

/* ----------------------------------------------------------------------------------- encode and decode */

/**
 * The Resolution 792 string of one passenger on one flight ("M1…"): the mandatory items, then the conditional
 * ones this airline fills: check-in and issue by the web, date of issue, document type B, issuer, and the
 * ticket (airline numeric code + serial number). Throws `BoardingPassDataError` on an item it cannot carry.
 */
export function encodeBcbp(data: BcbpFields): string {
  checkFields(data);
  const ticket = data.ticketNumber;
  return encode({
    meta: { electronicTicketIndicator: data.electronicTicket ? 'E' : ' ' },
    data: {
      passengerName: bcbpName(data.passengerName),
      checkInSource: WEB,
      boardingPassIssuanceSource: WEB,
      issuanceDate: utcDate(data.issueDate, 'issueDate'),
      documentType: BOARDING_PASS,
      boardingPassIssuerDesignator: data.carrier,
      legs: [
        {
          operatingCarrierPNR: data.bookingReference,
          departureAirport: data.from,
          arrivalAirport: data.to,
          operatingCarrierDesignator: data.carrier,
          flightNumber: bcbpFlightNumber(data.flightNumber),
          flightDate: utcDate(data.flightDate, 'flightDate'),
          compartmentCode: data.compartment,
          seatNumber: bcbpSeat(data.seat),
          checkInSequenceNumber: bcbpSequence(data.sequenceNumber),
          passengerStatus: data.passengerStatus,
          airlineNumericCode: ticket.slice(0, 3),
          serialNumber: ticket.slice(3),
        },
      ],
    },
  });
}

function required(field: keyof BcbpFields, value: string | undefined): string {
  if (value === undefined) throw new BoardingPassDataError(field, 'is missing from the barcode');
  return value;
}

function seatFromBcbp(value: string): string {
  const match = /^(\d{3})([A-Z])$/.exec(value);
  if (!match || match[1] === '000') throw new BoardingPassDataError('seat', `"${value}" is not a seat`);
  return `${Number(match[1])}${match[2]}`;
}

function flightNumberFromBcbp(value: string): string {
  const match = /^(\d{4})([A-Z]?)$/.exec(value);
  if (!match || match[1] === '0000') throw new BoardingPassDataError('flightNumber', `"${value}" is not a flight`);
  return `${Number(match[1])}${match[2]}`;
}

function sequenceFromBcbp(value: string): number {
  const match = /^(\d{4})[A-Z]?$/.exec(value);
  if (!match) throw new BoardingPassDataError('sequenceNumber', `"${value}" is not a check-in sequence`);
  return Number(match[1]);
}

/**
 * Reads a one-leg "M1" string back into its items. The Julian flight date is read from its fixed place and
 * dated by the date of issue (or, when the pass has none, by the reference date, default the airline's
 * today): the package's own dating uses the current year and the machine's zone.
 */
export function decodeBcbp(text: string, options: { referenceDate?: string } = {}): DecodedBcbp {
  if (!/^M1/.test(text) || text.length < FLIGHT_DATE_AT + 16) {
    throw new BoardingPassDataError('barcode', 'is not a one-leg BCBP string (M1…)');
  }
  const referenceDate = options.referenceDate ?? airlineToday();
  const { meta, data } = decode(text, Number(referenceDate.slice(0, 4)));
  const leg = data?.legs?.[0] ?? {};
  const issued = data?.issuanceDate;
  if (issued && Number.isNaN(issued.getTime())) throw new BoardingPassDataError('issueDate', 'is not a date');
  const issueDate = issued ? issued.toISOString().slice(0, 10) : null;
  const julian = text.slice(FLIGHT_DATE_AT, FLIGHT_DATE_AT + 3);
  const day = Number(julian);
  if (!/^\d{3}$/.test(julian) || day < 1 || day > 366) {
    throw new BoardingPassDataError('flightDate', `"${julian}" is not a Julian date`);
  }
  return {
    passengerName: required('passengerName', data?.passengerName),
    bookingReference: checkFormat('bookingReference', required('bookingReference', leg.operatingCarrierPNR)),
    from: checkFormat('from', required('from', leg.departureAirport)),
    to: checkFormat('to', required('to', leg.arrivalAirport)),
    carrier: checkFormat('carrier', required('carrier', leg.operatingCarrierDesignator)),
    flightNumber: flightNumberFromBcbp(required('flightNumber', leg.flightNumber)),
    flightDate: flightDateOf(day, issueDate, referenceDate),
    compartment: checkFormat('compartment', required('compartment', leg.compartmentCode)),
    seat: seatFromBcbp(required('seat', leg.seatNumber)),
    sequenceNumber: sequenceFromBcbp(required('sequenceNumber', leg.checkInSequenceNumber)),
    passengerStatus: checkFormat('passengerStatus', required('passengerStatus', leg.passengerStatus)),
    electronicTicket: meta?.electronicTicketIndicator === 'E',
    ticketNumber: leg.airlineNumericCode && leg.serialNumber ? `${leg.airlineNumericCode}${leg.serialNumber}` : null,
    issueDate,
  };
}
