import { addDays, isoWeekday, isValidIsoDate } from './dates';
import { familyCapacity, faresFen, simulatedSold, taxesFen, toFare, INTL_OTHER_TAX_FEN, SEATS } from './fares';
import { blockMinutes } from './geo';
import { specialDayName } from './holidays';
import { fromFen } from './money';
import type { FlightInstance, RouteEntry, ScheduleEntry } from './network';
import { lowestTotalFen, totalIn } from './shopping';
import { localDate, localTime, localToUtcMs } from './time-zone';

describe('time zones', () => {
  it('converts airport-local wall times to UTC and back', () => {
    expect(new Date(localToUtcMs('2026-12-10', '08:00', 'Asia/Shanghai')).toISOString()).toBe(
      '2026-12-10T00:00:00.000Z',
    );
    expect(new Date(localToUtcMs('2026-12-10', '08:00', 'Asia/Tokyo')).toISOString()).toBe('2026-12-09T23:00:00.000Z');
    expect(localDate(Date.parse('2026-11-30T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-12-01');
    expect(localDate(Date.parse('2026-11-30T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-30');
    expect(localTime(Date.parse('2026-12-10T00:00:00Z'), 'Asia/Bangkok')).toBe('07:00');
  });
});

describe('dates and holidays', () => {
  it('does calendar arithmetic on ISO dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday('2026-12-13')).toBe(7);
    expect(isValidIsoDate('2027-02-29')).toBe(false);
  });
  it('names special days in both languages', () => {
    expect(specialDayName('2027-02-06', 'zh_CN')).toBe('春节');
    expect(specialDayName('2026-10-01', 'en_US')).toBe('National Day');
    expect(specialDayName('2026-12-02', 'zh_CN')).toBeNull();
  });
});

describe('fares', () => {
  const schedule: ScheduleEntry = {
    flightNo: 'YQ1001',
    depAirport: 'CAN',
    arrAirport: 'PEK',
    days: [false, true, true, true, true, true, true, true],
    depTimeLocal: '12:00',
    durationMinutes: 185,
    aircraft: 'A320',
    depTerminal: null,
    arrTerminal: null,
    validFromDay: 0,
    validToDay: 100_000,
  };
  const route: RouteEntry = {
    depAirport: 'CAN',
    arrAirport: 'PEK',
    distanceKm: 1900,
    international: false,
    schedules: [schedule],
  };
  const flight = (date: string): FlightInstance => ({
    flightId: `YQ1001-${date}`,
    date,
    depUtcMs: 0,
    arrUtcMs: 0,
    schedule,
    route,
  });

  it('splits the cabin into fare families', () => {
    for (const aircraft of ['A320', 'A321'] as const) {
      const total =
        familyCapacity(aircraft, 'BASIC') + familyCapacity(aircraft, 'STANDARD') + familyCapacity(aircraft, 'FLEX');
      expect(total).toBe(SEATS[aircraft]);
    }
  });
  it('simulates a prior load that is the same every time and within capacity', () => {
    const a = simulatedSold('YQ1001-2026-12-10', 'BASIC', 93);
    expect(simulatedSold('YQ1001-2026-12-10', 'BASIC', 93)).toBe(a);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThanOrEqual(93);
  });
  it('is cheaper far out than close in, and dearer when full', () => {
    const far = faresFen(flight('2027-03-10'), '2026-12-01', 0.5).BASIC;
    const near = faresFen(flight('2027-03-10'), '2027-03-09', 0.5).BASIC;
    expect(far).toBeLessThan(near);
    expect(faresFen(flight('2027-03-10'), '2026-12-01', 0.9).BASIC).toBeGreaterThan(far);
    const f = faresFen(flight('2027-03-10'), '2026-12-01', 0.5);
    expect(f.BASIC).toBeLessThan(f.STANDARD);
    expect(f.STANDARD).toBeLessThan(f.FLEX);
    expect(f.BASIC % 1000).toBe(0);
  });
  it('charges the domestic airport fee and fuel surcharge by distance', () => {
    expect(taxesFen(600, false)).toEqual({ airportFee: 5000, fuelSurcharge: 1000 });
    expect(taxesFen(1900, false)).toEqual({ airportFee: 5000, fuelSurcharge: 2000 });
    expect(taxesFen(1900, true).airportFee).toBe(9000);
  });
  it('converts fen to USD cents at 7.10', () => {
    expect(fromFen(71000, 'USD')).toBe(10000);
    expect(fromFen(5000, 'USD')).toBe(704);
    expect(fromFen(5000, 'CNY')).toBe(5000);
  });
  it("answers a fare's adult total with every tax an adult pays, the international service charge included", () => {
    const taxes = taxesFen(1900, true);
    for (const currency of ['CNY', 'USD'] as const) {
      const fare = toFare('YQ1001-2027-03-10.BASIC', 'BASIC', 81_000, taxes, 9, currency, true);
      expect(fare.total).toBe(fare.passengerPrices.ADT.total);
      expect(fare.passengerPrices.ADT.otherTax).toBe(fromFen(INTL_OTHER_TAX_FEN, currency));
      expect(fare.total).toBe(fare.fare + fare.airportFee + fare.fuelSurcharge + fare.passengerPrices.ADT.otherTax);
    }
    const domestic = toFare('YQ1001-2027-03-10.BASIC', 'BASIC', 81_000, taxesFen(1900, false), 9, 'CNY', false);
    expect(domestic.total).toBe(81_000 + 5_000 + 2_000);
  });
  it("prices the calendar's lowest adult total as search does, on international flights too", () => {
    const abroad = { ...flight('2027-03-10'), route: { ...route, international: true } };
    const fen = lowestTotalFen(abroad, new Map(), '2026-12-01', 1)!;
    const basic = faresFen(abroad, '2026-12-01', 0).BASIC;
    const taxes = taxesFen(1900, true);
    expect(fen).toBeGreaterThanOrEqual(basic + taxes.airportFee + taxes.fuelSurcharge + INTL_OTHER_TAX_FEN);
    const fare = toFare(
      'x',
      'BASIC',
      fen - taxes.airportFee - taxes.fuelSurcharge - INTL_OTHER_TAX_FEN,
      taxes,
      9,
      'USD',
      true,
    );
    expect(totalIn(abroad, fen, 'USD')).toBe(fare.total);
  });
  it('gives block times by distance', () => {
    expect(blockMinutes(1900)).toBe(190);
  });
});
