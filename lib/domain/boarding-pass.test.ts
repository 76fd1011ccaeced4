import {
  BCBP_NAME_LENGTH,
  BoardingPassDataError,
  bcbpFlightNumber,
  bcbpName,
  bcbpSeat,
  bcbpSequence,
  dayOfYear,
  decodeBcbp,
  encodeBcbp,
  flightDateInZone,
  julianDate,
  latinNamePart,
  splitFlightNo,
  ticketName,
  type BcbpFields,
} from './boarding-pass';
import { SAMPLE_PASS } from './boarding-pass.sample';

/** One passenger on one flight, as check-in issues it (spec §2 check-in, decision 20). */
const pass = (over: Partial<BcbpFields> = {}): BcbpFields => ({
  ...SAMPLE_PASS,
  ...over,
});

/** The date of issue carries one digit of its year: the reader's today places it within the decade. */
const roundTrip = (fields: BcbpFields) => decodeBcbp(encodeBcbp(fields), { referenceDate: '2026-01-01' });

describe('the BCBP string (IATA Resolution 792, spec §2 boarding pass)', () => {
  test('is the standard layout: M1, name in 20, E, PNR in 7, airports, carrier, flight, Julian date, seat, sequence', () => {
    expect(encodeBcbp(pass())).toBe(
      'M1LI/MING             EK7M2QX PVGCANYQ 8888 006Y012A0001 11E>60B WW6005BYQ 0D9021234567890',
    );
  });

  test('every item reads back as it was written', () => {
    expect(roundTrip(pass())).toEqual(pass());
  });

  test.each<[keyof BcbpFields, BcbpFields[keyof BcbpFields]]>([
    ['passengerName', 'ZHANG/XIAOYUN'],
    ['bookingReference', 'Z9Y8X7'],
    ['from', 'BKK'],
    ['to', 'SHA'],
    ['carrier', '9C'],
    ['flightNumber', '72A'],
    ['flightNumber', '1'],
    ['flightDate', '2026-03-01'],
    ['compartment', 'F'],
    ['seat', '1C'],
    ['seat', '999K'],
    ['sequenceNumber', 9999],
    ['passengerStatus', '3'],
    ['electronicTicket', false],
    ['ticketNumber', '9020000000001'],
    ['issueDate', '2026-01-06'],
  ])('round trip of %s = %p', (field, value) => {
    const fields = pass({ [field]: value });
    expect(roundTrip(fields)[field]).toEqual(value);
    expect(roundTrip(fields)).toEqual(fields);
  });

  test('the flight year comes from the date of issue, across a new year', () => {
    const fields = pass({ issueDate: '2026-12-30', flightDate: '2027-01-01' });
    expect(encodeBcbp(fields).slice(44, 47)).toBe('001');
    expect(roundTrip(fields).flightDate).toBe('2027-01-01');
  });

  test('the one-digit year of issue is read within 7 years before to 2 after the reader’s (the package’s rule)', () => {
    const text = encodeBcbp(pass());
    expect(decodeBcbp(text, { referenceDate: '2024-01-01' }).issueDate).toBe('2026-01-05');
    expect(decodeBcbp(text, { referenceDate: '2023-12-31' }).issueDate).toBe('2016-01-05');
    expect(decodeBcbp(text, { referenceDate: '2033-12-31' }).issueDate).toBe('2026-01-05');
    expect(decodeBcbp(text, { referenceDate: '2034-01-01' }).issueDate).toBe('2036-01-05');
  });

  test('the issue date must be on or before the flight date, less than a year before', () => {
    expect(() => encodeBcbp(pass({ issueDate: '2026-01-07' }))).toThrow(BoardingPassDataError);
    expect(encodeBcbp(pass({ issueDate: '2026-01-06' }))).toMatch(/^M1/);
    expect(encodeBcbp(pass({ issueDate: '2025-01-07' }))).toMatch(/^M1/);
    expect(() => encodeBcbp(pass({ issueDate: '2025-01-06' }))).toThrow(/less than a year/);
  });

  test.each<[keyof BcbpFields, unknown]>([
    ['bookingReference', 'K7M2Q'],
    ['bookingReference', 'K7M2QXA'],
    ['bookingReference', 'k7m2qx'],
    ['from', 'PV'],
    ['to', 'PVG'],
    ['carrier', 'Y'],
    ['flightNumber', '0888'],
    ['flightNumber', '88888'],
    ['compartment', 'YY'],
    ['seat', '0A'],
    ['seat', '1000A'],
    ['seat', '12'],
    ['sequenceNumber', 0],
    ['sequenceNumber', 10000],
    ['sequenceNumber', 1.5],
    ['passengerStatus', ''],
    ['ticketNumber', '902123456789'],
    ['flightDate', '2026-02-30'],
  ])('refuses %s = %p rather than letting the package pad or cut it', (field, value) => {
    expect(() => encodeBcbp(pass({ [field]: value }))).toThrow(BoardingPassDataError);
  });
});

describe('passenger names', () => {
  test('a name of exactly 20 characters is kept whole', () => {
    const name = 'ABCDEFGHIJ/KLMNOPQRS';
    expect(name).toHaveLength(BCBP_NAME_LENGTH);
    expect(bcbpName(name)).toBe(name);
    expect(roundTrip(pass({ passengerName: name })).passengerName).toBe(name);
  });

  test('a name of 21 characters is cut to 20', () => {
    const name = 'ABCDEFGHIJ/KLMNOPQRST';
    expect(bcbpName(name)).toBe('ABCDEFGHIJ/KLMNOPQRS');
    expect(roundTrip(pass({ passengerName: name })).passengerName).toBe('ABCDEFGHIJ/KLMNOPQRS');
    expect(encodeBcbp(pass({ passengerName: name })).slice(2, 23)).toBe('ABCDEFGHIJ/KLMNOPQRSE');
  });

  test('accents are stripped, special Latin letters folded, and separators dropped (letters only)', () => {
    expect(ticketName('Müller-Lüdenscheidt/José María')).toBe('MULLERLUDENSCHEIDT/JOSEMARIA');
    expect(ticketName("O'Brien/Seán")).toBe('OBRIEN/SEAN');
    expect(ticketName('Øresund/Æsa')).toBe('ORESUND/AESA');
    expect(ticketName('Straße/Łukasz')).toBe('STRASSE/LUKASZ');
    expect(ticketName('ＬＩ/ＭＩＮＧ')).toBe('LI/MING');
  });

  test('Chinese (and any non-Latin) input is refused with a clear message: the caller gives pinyin', () => {
    expect(() => latinNamePart('李')).toThrow(/Latin letters.*pinyin capitals/);
    expect(() => ticketName('李/明')).toThrow(BoardingPassDataError);
    expect(() => ticketName('Иванов/Иван')).toThrow(/Иванов/);
    expect(() => ticketName('LI/MING2')).toThrow(/2/);
    expect(() => encodeBcbp(pass({ passengerName: '李明' }))).toThrow(BoardingPassDataError);
    expect(ticketName('li/ming')).toBe('LI/MING');
  });

  test('a name is SURNAME/GIVEN with both parts', () => {
    expect(() => ticketName('LIMING')).toThrow(/SURNAME\/GIVEN/);
    expect(() => ticketName('LI/MING/JR')).toThrow(/SURNAME\/GIVEN/);
    expect(() => ticketName('/MING')).toThrow(/both/);
    expect(() => ticketName('LI/ ')).toThrow(/both/);
  });
});

describe('Julian date of the flight, in the departure airport zone', () => {
  test('1 Jan is 001, 31 Dec is 365 or 366, 29 Feb is 060', () => {
    expect(julianDate('2026-01-01')).toBe('001');
    expect(julianDate('2025-12-31')).toBe('365');
    expect(julianDate('2024-12-31')).toBe('366');
    expect(julianDate('2024-02-29')).toBe('060');
    expect(julianDate('2024-03-01')).toBe('061');
    expect(julianDate('2025-03-01')).toBe('060');
    expect(dayOfYear('2024-02-28')).toBe(59);
  });

  test('the barcode carries those days and reads them back into the right year', () => {
    for (const [flightDate, julian] of [
      ['2026-01-01', '001'],
      ['2025-12-31', '365'],
      ['2024-12-31', '366'],
      ['2024-02-29', '060'],
    ] as const) {
      const fields = pass({ flightDate, issueDate: flightDate });
      expect(encodeBcbp(fields).slice(44, 47)).toBe(julian);
      expect(roundTrip(fields).flightDate).toBe(flightDate);
    }
  });

  test('the date is the departure airport zone’s, not UTC: 00:30 in Shanghai on 1 Jan is still 31 Dec in UTC', () => {
    const departure = '2025-12-31T16:30:00Z';
    expect(flightDateInZone(departure, 'Asia/Shanghai')).toBe('2026-01-01');
    expect(julianDate(flightDateInZone(departure, 'Asia/Shanghai'))).toBe('001');
    expect(flightDateInZone(departure, 'UTC')).toBe('2025-12-31');
    expect(julianDate(flightDateInZone('2024-12-31T15:59:00Z', 'Asia/Shanghai'))).toBe('366');
    expect(julianDate(flightDateInZone('2024-02-28T16:00:00Z', 'Asia/Shanghai'))).toBe('060');
  });
});

describe('item formats', () => {
  test('seat: 4 characters, row padded to 3 digits', () => {
    expect(bcbpSeat('1A')).toBe('001A');
    expect(bcbpSeat('12A')).toBe('012A');
    expect(bcbpSeat('999K')).toBe('999K');
    expect(() => bcbpSeat('1000A')).toThrow(BoardingPassDataError);
  });

  test('flight number: 4 digits and the optional suffix letter', () => {
    expect(bcbpFlightNumber('8888')).toBe('8888');
    expect(bcbpFlightNumber('72')).toBe('0072');
    expect(bcbpFlightNumber('72A')).toBe('0072A');
    expect(splitFlightNo('YQ1234')).toEqual({ carrier: 'YQ', flightNumber: '1234' });
    expect(splitFlightNo('9C0072')).toEqual({ carrier: '9C', flightNumber: '72' });
    expect(() => splitFlightNo('YQ')).toThrow(BoardingPassDataError);
    expect(() => splitFlightNo('YQ12345')).toThrow(BoardingPassDataError);
  });

  test('sequence: 4 digits from 1 to 9999, the fifth character blank', () => {
    expect(bcbpSequence(1)).toBe('0001');
    expect(bcbpSequence(9999)).toBe('9999');
    expect(() => bcbpSequence(0)).toThrow(BoardingPassDataError);
    expect(() => bcbpSequence(10000)).toThrow(BoardingPassDataError);
    expect(encodeBcbp(pass({ sequenceNumber: 25 })).slice(52, 57)).toBe('0025 ');
  });
});

describe('known strings from the standard', () => {
  test('the mandatory-items example of Resolution 792 (as in the bcbp package docs) decodes to its fields', () => {
    const decoded = decodeBcbp('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 100', {
      referenceDate: '2020-08-01',
    });
    expect(decoded).toEqual({
      passengerName: 'DESMARAIS/LUC',
      bookingReference: 'ABC123',
      from: 'YUL',
      to: 'FRA',
      carrier: 'AC',
      flightNumber: '834',
      // Day 226 of 2020, a leap year.
      flightDate: '2020-08-13',
      compartment: 'F',
      seat: '1A',
      sequenceNumber: 25,
      passengerStatus: '1',
      electronicTicket: true,
      ticketNumber: null,
      issueDate: null,
    });
  });

  test('without a date of issue the Julian date takes the year nearest the reference date', () => {
    const text = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 100';
    expect(decodeBcbp(text, { referenceDate: '2021-08-01' }).flightDate).toBe('2021-08-14');
    expect(decodeBcbp(text, { referenceDate: '2022-01-02' }).flightDate).toBe('2021-08-14');
  });

  test('a string that is not a one-leg M pass is refused', () => {
    expect(() => decodeBcbp('M2DESMARAIS/LUC')).toThrow(BoardingPassDataError);
    expect(() => decodeBcbp('hello')).toThrow(/M1/);
  });
});
