/**
 * What a boarding pass carries (spec §2 "Check-in and seats", /checkin/printBoardingPass; decision 20): the items of
 * its IATA Resolution 792 barcode, what is printed beside them, the constants of the standard this airline uses,
 * and the error an item that does not fit raises. Shared by airline-api and the web; decision 20.
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
