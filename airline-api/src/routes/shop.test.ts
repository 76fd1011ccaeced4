import type { FastifyInstance } from 'fastify';
import {
  CalendarShoppingDataSchema,
  ErrorEnvelopeSchema,
  ResultCode,
  SearchFlightDataSchema,
  SearchRefusalDataSchema,
  UpstreamPath,
  envelopeSchema,
  type Flight,
} from '@/lib/contract';
import { addDays, isoWeekday } from '../domain/dates';
import { takeSeats } from '../booking/seat-inventory';
import { CNY_PER_USD } from '../domain/money';
import {
  DB_TEST_TIMEOUT_MS,
  SERVER_START_TIMEOUT_MS,
  TODAY,
  shopQuery,
  testServer,
  type Leg,
} from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

describe('shopping rules', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });

  const search = async (legs: Leg[], extra: Record<string, string> = {}) => {
    const res = await app.inject({ url: `${UpstreamPath.searchFlight}?${shopQuery(legs, extra)}` });
    const json: unknown = res.json();
    const refused = ErrorEnvelopeSchema.parse(json);
    // A refusal's data is not flights: it may name the leg it concerns (SearchRefusalDataSchema).
    if (refused.code !== ResultCode.OK)
      return { code: refused.code, msg: refused.msg, data: undefined, refusal: refused.data };
    return { ...envelopeSchema(SearchFlightDataSchema).parse(json), refusal: undefined };
  };
  const calendar = async (leg: Leg, startDate: string, endDate: string, extra: Record<string, string> = {}) => {
    const res = await app.inject({
      url: `${UpstreamPath.calendarShopping}?${shopQuery([leg], { startDate, endDate, ...extra })}`,
    });
    return envelopeSchema(CalendarShoppingDataSchema).parse(res.json());
  };
  const flightsOf = (data: { data?: { legs: { flights: Flight[] }[] } }) => data.data?.legs[0]?.flights ?? [];

  it('answers route not open between cities with no route (HRB-SYX)', async () => {
    const res = await search([{ dep: 'HRB', arr: 'SYX', date: addDays(TODAY, 5) }]);
    expect(res.code).toBe(ResultCode.ROUTE_NOT_OPEN);
    expect(res.msg).toBe('航线暂未开通');
    expect((await calendar({ dep: 'HRB', arr: 'SYX', date: TODAY }, TODAY, addDays(TODAY, 6))).code).toBe(
      ResultCode.ROUTE_NOT_OPEN,
    );
  });

  it('refuses dates before today and beyond the schedule horizon', async () => {
    const horizon = app.airline.network.horizon;
    expect((await search([{ dep: 'CAN', arr: 'CKG', date: addDays(TODAY, -1) }])).code).toBe(
      ResultCode.DATE_NOT_AVAILABLE,
    );
    expect((await search([{ dep: 'CAN', arr: 'CKG', date: addDays(horizon, 1) }])).code).toBe(
      ResultCode.DATE_NOT_AVAILABLE,
    );
    expect((await search([{ dep: 'CAN', arr: 'CKG', date: horizon }])).code).toBe(ResultCode.OK);
    expect(horizon >= addDays(TODAY, 180)).toBe(true);
    const today = await search([{ dep: 'CAN', arr: 'CKG', date: TODAY }]);
    expect(today.code).toBe(ResultCode.OK);
    // 10:00 at CAN: flights leaving within the hour or earlier are no longer sold.
    for (const f of flightsOf(today)) expect(Date.parse(f.depTime)).toBeGreaterThan(Date.parse('2026-12-01T03:00:00Z'));
  });

  it('expands the Shanghai AREA to PVG and SHA, sorted by departure', async () => {
    const area = flightsOf(await search([{ dep: 'CAN', arr: 'SHA', arrType: 'AREA', date: '2026-12-10' }]));
    expect(new Set(area.map((f) => f.arrAirport))).toEqual(new Set(['PVG', 'SHA']));
    const times = area.map((f) => f.depTime);
    expect([...times].sort()).toEqual(times);
    const airport = flightsOf(await search([{ dep: 'CAN', arr: 'SHA', arrType: 'AIRPORT', date: '2026-12-10' }]));
    expect(new Set(airport.map((f) => f.arrAirport))).toEqual(new Set(['SHA']));
  });

  it('gives UTC times with the airports zones (CAN 08:00 is 00:00Z)', async () => {
    const flights = flightsOf(
      await search([{ dep: 'CAN', arr: 'PEK', depType: 'CITY', arrType: 'AIRPORT', date: '2026-12-10' }]),
    );
    const first = flights[0]!;
    expect(first.depTime).toBe('2026-12-10T00:00:00.000Z');
    expect(first.depTimeZone).toBe('Asia/Shanghai');
    expect(Date.parse(first.arrTime) - Date.parse(first.depTime)).toBe(first.durationMinutes * 60_000);
    const tokyo = flightsOf(await search([{ dep: 'CAN', arr: 'TYO', arrType: 'AREA', date: '2026-12-10' }]));
    expect(tokyo[0]?.arrTimeZone).toBe('Asia/Tokyo');
  });

  it('prices in USD at the fixed rate, rounded to whole cents', async () => {
    const leg = [{ dep: 'CAN', arr: 'BJS', arrType: 'AREA', date: '2026-12-12' }];
    const cny = flightsOf(await search(leg));
    const usd = flightsOf(await search(leg, { currency: 'USD' }));
    expect(usd.length).toBe(cny.length);
    cny.forEach((f, i) =>
      f.fares.forEach((fare, j) => {
        const u = usd[i]!.fares[j]!;
        expect(u.currency).toBe('USD');
        expect(u.fare).toBe(Math.round(fare.fare / CNY_PER_USD));
        expect(u.airportFee).toBe(Math.round(fare.airportFee / CNY_PER_USD));
        expect(u.total).toBe(u.fare + u.airportFee + u.fuelSurcharge);
      }),
    );
    const domestic = cny[0]!.fares[0]!;
    expect(domestic.airportFee).toBe(5000);
    expect(domestic.total).toBe(domestic.fare + domestic.airportFee + domestic.fuelSurcharge);
  });

  it('names the leg that does not operate or is past the horizon', async () => {
    const day = addDays(TODAY, 5);
    const res = await search(
      [
        { dep: 'CAN', arr: 'PEK', date: day },
        { dep: 'HRB', arr: 'SYX', date: addDays(day, 2) },
      ],
      { tripType: 'MT' },
    );
    expect(res.code).toBe(ResultCode.ROUTE_NOT_OPEN);
    expect(SearchRefusalDataSchema.parse(res.refusal)).toEqual({ legIndex: 1 });
    const far = await search(
      [
        { dep: 'CAN', arr: 'PEK', date: day },
        { dep: 'PEK', arr: 'CAN', date: addDays(TODAY, 400) },
      ],
      { tripType: 'RT' },
    );
    expect(far.code).toBe(ResultCode.DATE_NOT_AVAILABLE);
    expect(SearchRefusalDataSchema.parse(far.refusal)).toEqual({ legIndex: 1 });
  });

  it('answers what an adult, a child and an infant pay for each fare (spec §3 price parts)', async () => {
    const date = '2026-12-12';
    const domestic = flightsOf(await search([{ dep: 'CAN', arr: 'BJS', arrType: 'AREA', date }]))[0]!.fares[0]!;
    const d = domestic.passengerPrices;
    expect(d.ADT).toEqual({ ...d.ADT, fare: domestic.fare, airportFee: 5000, otherTax: 0, total: domestic.total });
    // Domestic child: half the fare rounded up to 10 yuan, no airport fee, half the fuel surcharge.
    expect(d.CHD.fare).toBe(Math.ceil(domestic.fare / 2 / 1000) * 1000);
    expect(d.CHD).toMatchObject({ airportFee: 0, otherTax: 0 });
    expect(d.INF).toMatchObject({ fare: Math.ceil(domestic.fare / 10 / 1000) * 1000, airportFee: 0, fuelSurcharge: 0 });
    for (const p of [d.ADT, d.CHD, d.INF]) expect(p.total).toBe(p.fare + p.airportFee + p.fuelSurcharge + p.otherTax);

    const tokyo = flightsOf(await search([{ dep: 'CAN', arr: 'TYO', arrType: 'AREA', date }], { currency: 'USD' }));
    const intl = tokyo[0]!.fares[0]!.passengerPrices;
    // International child: full taxes and the passenger service charge (30 yuan), in USD cents.
    expect(intl.CHD.airportFee).toBe(intl.ADT.airportFee);
    expect(intl.CHD.otherTax).toBe(Math.round(3000 / CNY_PER_USD));
    expect(intl.CHD.fare).toBeLessThan(intl.ADT.fare);
    expect(intl.ADT.total).toBe(intl.ADT.fare + intl.ADT.airportFee + intl.ADT.fuelSurcharge + intl.ADT.otherTax);
  });

  it('calendar: null on days the route does not fly, isLowest on the cheapest day(s)', async () => {
    // A route whose every schedule skips some weekdays.
    const route = [...app.airline.network.allRoutes()].find(
      (r) =>
        r.depAirport === 'CAN' && r.schedules.length > 0 && r.schedules.every((s) => !s.days.slice(1).every(Boolean)),
    )!;
    expect(route).toBeDefined();
    const start = addDays(TODAY, 1);
    const res = await calendar(
      { dep: route.depAirport, arr: route.arrAirport, date: start },
      start,
      addDays(start, 27),
    );
    expect(res.code).toBe(ResultCode.OK);
    const prices = res.data!.prices;
    expect(prices).toHaveLength(28);
    for (const p of prices) {
      const flies = route.schedules.some((s) => s.days[isoWeekday(p.date)]);
      if (!flies) expect(p.price).toBeNull();
    }
    const priced = prices.filter((p) => p.price !== null);
    expect(priced.length).toBeGreaterThan(0);
    const min = Math.min(...priced.map((p) => p.price!));
    for (const p of prices) expect(p.isLowest).toBe(p.price === min);
    // before today: null
    const past = await calendar({ dep: 'CAN', arr: 'CKG', date: TODAY }, addDays(TODAY, -3), addDays(TODAY, 3));
    expect(past.data!.prices.slice(0, 3).every((p) => p.price === null && !p.isLowest)).toBe(true);
  });

  it('calendar price is the lowest total of the day found by search; ranges over 62 days are refused', async () => {
    const leg = { dep: 'CAN', arr: 'CTU', arrType: 'AREA', date: '2026-12-20' };
    const day = (await calendar(leg, '2026-12-20', '2026-12-20')).data!.prices[0]!;
    const totals = flightsOf(await search([leg])).flatMap((f) =>
      f.fares.filter((x) => x.seatsLeft > 0).map((x) => x.total),
    );
    expect(day.price).toBe(Math.min(...totals));
    expect((await calendar(leg, '2026-12-01', '2027-02-01')).code).toBe(ResultCode.BAD_REQUEST);
    const xmas = (await calendar(leg, '2026-12-25', '2026-12-25', { language: 'en_US' })).data!.prices[0]!;
    expect(xmas.specialDay).toBe('Christmas Day');
  });

  it('sells seats without overselling and search shows what is left', async () => {
    const date = '2026-12-15';
    const f = app.airline.network.flightsOn(app.airline.network.route('CAN', 'CKG')!, date)[0]!;
    const before = flightsOf(await search([{ dep: 'CAN', arr: 'CKG', date }])).find((x) => x.flightId === f.flightId)!;
    const left = before.fares.find((x) => x.fareFamily === 'FLEX')!.seatsLeft;
    expect(left).toBeGreaterThan(0);
    expect(await takeSeats(app.airline.db, f, 'FLEX', left + 1)).toBe(false);
    const results = await Promise.all(Array.from({ length: left + 3 }, () => takeSeats(app.airline.db, f, 'FLEX', 1)));
    expect(results.filter(Boolean)).toHaveLength(left);
    const after = flightsOf(await search([{ dep: 'CAN', arr: 'CKG', date }])).find((x) => x.flightId === f.flightId)!;
    expect(after.fares.find((x) => x.fareFamily === 'FLEX')!.seatsLeft).toBe(0);
  });

  it('validates input', async () => {
    expect((await search([{ dep: 'CAN', arr: 'CAN', date: '2026-12-10' }])).code).toBe(ResultCode.BAD_REQUEST);
    expect((await search([{ dep: 'CAN', arr: 'XXX', date: '2026-12-10' }])).code).toBe(ResultCode.BAD_REQUEST);
    expect((await search([{ dep: 'CAN', arr: 'CKG', date: '2026-13-10' }])).code).not.toBe(ResultCode.OK);
    const rtBackwards = await search([
      { dep: 'CAN', arr: 'CKG', date: '2026-12-10' },
      { dep: 'CKG', arr: 'CAN', date: '2026-12-09' },
    ]);
    expect(rtBackwards.code).toBe(ResultCode.BAD_REQUEST);
  });

  // spec §5 Passengers: an infant needs an adult of its own (one infant per adult, INFANTS_PER_GUARDIAN).
  it('refuses 1 adult with 2 infants, and searches for 1 adult with 1 infant', async () => {
    const leg = [{ dep: 'CAN', arr: 'CKG', date: '2026-12-10' }];
    const two = await search(leg, { adultCount: '1', infantCount: '2' });
    expect(two.code).toBe(ResultCode.BAD_REQUEST);
    const one = await search(leg, { adultCount: '1', infantCount: '1' });
    expect(one.code).toBe(ResultCode.OK);
    expect(flightsOf(one).length).toBeGreaterThan(0);
  });
});
