import { decode, encode } from 'bcbp';
import { airlineToday } from './airline-time';
import { flightDateOf, utcDate } from './boarding-pass-dates';
import { BoardingPassDataError, type BcbpFields, type DecodedBcbp } from './boarding-pass-fields';
import { bcbpFlightNumber, bcbpSeat, bcbpSequence, checkFields, checkFormat } from './boarding-pass-items';
import { bcbpName } from './boarding-pass-names';

/**
 * The boarding pass's barcode (spec §2 "Check-in and seats", /checkin/printBoardingPass; decision 20): an IATA
 * Resolution 792 Bar Coded Boarding Pass (BCBP) string, format "M", one leg, built and read with the `bcbp`
 * package. One pass is one passenger on one flight, so every string here has exactly one leg. Shared by
 * airline-api (which issues passes and draws the PDF) and the web (which shows them); decision 20. The pass's
 * items, its names, dates and fixed-width items have files of their own; this one writes and reads the string.
 */

export {
  BCBP_NAME_LENGTH,
  BoardingPassDataError,
  PASSENGER_CHECKED_IN,
  PDF417_OPTIONS,
  type BarcodeDrawing,
  type BcbpFields,
  type BoardingPassData,
  type BoardingPassView,
  type DecodedBcbp,
  type LocalizedText,
} from './boarding-pass-fields';
export { dayOfYear, flightDateInZone, julianDate } from './boarding-pass-dates';
export { bcbpFlightNumber, bcbpSeat, bcbpSequence, splitFlightNo } from './boarding-pass-items';
export { bcbpName, latinNamePart, ticketName } from './boarding-pass-names';

/** Source of check-in and of issue: W, the web. Document type: B, a boarding pass. */
const WEB = 'W';
const BOARDING_PASS = 'B';
/** Where the 3-digit Julian flight date sits in a one-leg string: after M1, name, E, PNR, airports, carrier, flight. */
const FLIGHT_DATE_AT = 44;

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
