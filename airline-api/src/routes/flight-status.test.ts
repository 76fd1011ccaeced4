import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  FlightStatusDataSchema,
  FlightStatusIssuesSchema,
  FlightStatusSchema,
  ResultCode,
  UpstreamPath,
  type FlightStatus,
} from '@/lib/contract';
import { addDays } from '../domain/dates';
import { codeOf, okData, setOffset } from '../../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, TODAY, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const MINUTE = 60_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

/** GET queryflt with these parameters, in a language. */
const query = (params: Record<string, string>, language = 'zh_CN') =>
  app.inject({
    url: `${UpstreamPath.queryFlightStatus}?${new URLSearchParams(params).toString()}`,
    headers: { 'x-language': language },
  });
const flights = async (params: Record<string, string>, language?: string) =>
  okData(FlightStatusDataSchema, await query(params, language)).flights;
/** The issues of a refused query (BAD_REQUEST). */
const issues = async (params: Record<string, string>) => {
  const res = await query(params);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(res.statusCode).toBe(400);
  expect(body.code).toBe(ResultCode.BAD_REQUEST);
  return FlightStatusIssuesSchema.parse(body.data).issues;
};
const setStatus = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxFlightStatus, payload: body, remoteAddress });

/** CAN–PEK flies at 08:00, 12:30 and 18:00 Beijing time every day (the seed's fixed times). */
async function canPek(date = TODAY): Promise<FlightStatus[]> {
  const all = await flights({ dep: 'CAN', arr: 'PEK', date });
  expect(all.map((f) => f.plannedDeparture)).toEqual([
    `${date}T00:00:00.000Z`,
    `${date}T04:30:00.000Z`,
    `${date}T10:00:00.000Z`,
  ]);
  return all;
}

describe('spec §7 queryflt: flight status by route and by flight number (spec §2 /flightDynamics)', () => {
  it('answers every flight of a route on a date with planned times, zones, terminals and a status', async () => {
    const [morning, noon] = await canPek();
    // 10:00 in Guangzhou: the 08:00 flight is in the air, the 12:30 one not yet off; both run as planned.
    expect(morning).toMatchObject({
      status: 'NORMAL',
      phase: 'DEPARTED',
      delayMinutes: 0,
      departure: { code: 'CAN', cityName: '广州', timeZone: 'Asia/Shanghai', terminal: 'T3' },
      arrival: { code: 'PEK', timeZone: 'Asia/Shanghai' },
      actualDeparture: morning!.plannedDeparture,
      actualArrival: null,
      divertedTo: null,
      updatedAt: null,
    });
    expect(noon).toMatchObject({ status: 'NORMAL', phase: 'SCHEDULED', estimatedDeparture: noon!.plannedDeparture });
    expect(Date.parse(noon!.plannedArrival)).toBeGreaterThan(Date.parse(noon!.plannedDeparture));
  });

  it('is "arrived" once the arrival time has passed by the sandbox clock', async () => {
    const [morning] = await canPek();
    setOffset(app, Date.parse(morning!.plannedArrival) - TEST_NOW - 1);
    expect((await flights({ flightNo: morning!.flightNo, date: TODAY }))[0]!.phase).toBe('DEPARTED');
    setOffset(app, Date.parse(morning!.plannedArrival) - TEST_NOW);
    const [landed] = await flights({ flightNo: morning!.flightNo, date: TODAY });
    expect(landed).toMatchObject({ status: 'NORMAL', phase: 'ARRIVED', actualArrival: morning!.plannedArrival });
  });

  it('finds a flight by its number whatever its case, and nothing for a number that does not fly', async () => {
    const [, noon] = await canPek();
    const found = await flights({ flightNo: noon!.flightNo.toLowerCase(), date: TODAY });
    expect(found.map((f) => f.flightNo)).toEqual([noon!.flightNo]);
    expect(await flights({ flightNo: 'YQ9', date: TODAY })).toEqual([]);
  });

  it('expands a city group to its airports (BJS: PEK and PKX; SHA: PVG and SHA) and names them in English', async () => {
    const beijing = await flights({ dep: 'CAN', arr: 'BJS', arrType: 'AREA', date: TODAY }, 'en_US');
    expect(new Set(beijing.map((f) => f.arrival.code))).toEqual(new Set(['PEK', 'PKX']));
    expect(beijing[0]!.departure.cityName).toBe('Guangzhou');
    const times = beijing.map((f) => Date.parse(f.plannedDeparture));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Without a type, SHA is the Shanghai group, not only Hongqiao.
    const shanghai = await flights({ dep: 'CAN', arr: 'SHA', date: TODAY });
    expect(new Set(shanghai.map((f) => f.arrival.code))).toEqual(new Set(['PVG', 'SHA']));
    const hongqiao = await flights({ dep: 'CAN', arr: 'SHA', arrType: 'AIRPORT', date: TODAY });
    expect(new Set(hongqiao.map((f) => f.arrival.code))).toEqual(new Set(['SHA']));
  });

  it("gives each airport its own zone: a flight to Tokyo arrives in Tokyo's", async () => {
    const tokyo = await flights({ dep: 'CAN', arr: 'NRT', date: TODAY });
    const week = tokyo.length ? tokyo : await flights({ dep: 'CAN', arr: 'NRT', date: addDays(TODAY, 1) });
    expect(week.length).toBeGreaterThan(0);
    expect(week[0]!.departure.timeZone).toBe('Asia/Shanghai');
    expect(week[0]!.arrival.timeZone).toBe('Asia/Tokyo');
  });
});

describe('spec §5 flight dynamics: the query rules, at both sides of each bound', () => {
  it('takes a flight number of 6 characters and refuses 7, and one not in the format', async () => {
    expect(await flights({ flightNo: 'YQ9999', date: TODAY })).toEqual([]);
    expect(await issues({ flightNo: 'YQ99999', date: TODAY })).toEqual({ flightNo: 'flightNoTooLong' });
    expect(await issues({ flightNo: 'YQ', date: TODAY })).toEqual({ flightNo: 'flightNoFormat' });
    expect(await issues({ flightNo: '', date: TODAY })).toEqual({ flightNo: 'flightNoRequired' });
  });

  it('takes yesterday to two days ahead in the airline’s zone, and refuses the day beyond each end', async () => {
    const [, noon] = await canPek();
    const ask = (date: string) => ({ flightNo: noon!.flightNo, date });
    expect(await issues(ask(addDays(TODAY, -2)))).toEqual({ date: 'dateOutOfRange' });
    expect(await flights(ask(addDays(TODAY, -1)))).toHaveLength(1);
    expect(await flights(ask(addDays(TODAY, 2)))).toHaveLength(1);
    expect(await issues(ask(addDays(TODAY, 3)))).toEqual({ date: 'dateOutOfRange' });
    // 23:59 in Beijing is still today there; a minute later the range has moved on a day.
    setOffset(app, Date.parse(`${TODAY}T15:59:00Z`) - TEST_NOW);
    expect(await issues(ask(addDays(TODAY, 3)))).toEqual({ date: 'dateOutOfRange' });
    setOffset(app, Date.parse(`${TODAY}T16:00:00Z`) - TEST_NOW);
    expect(await flights(ask(addDays(TODAY, 3)))).toHaveLength(1);
    expect(await issues(ask(addDays(TODAY, -1)))).toEqual({ date: 'dateOutOfRange' });
    expect(await issues({ flightNo: noon!.flightNo, date: '2026-02-30' })).toEqual({ date: 'dateInvalid' });
    expect(await issues({ flightNo: noon!.flightNo })).toEqual({ date: 'dateRequired' });
  });

  it('needs two different cities that it knows', async () => {
    expect(await issues({ dep: 'CAN', arr: 'CAN', date: TODAY })).toEqual({ arr: 'sameCity' });
    // Pudong and the Shanghai group, or Hongqiao and Pudong, are one city.
    expect(await issues({ dep: 'PVG', arr: 'SHA', arrType: 'AREA', date: TODAY })).toEqual({ arr: 'sameCity' });
    expect(await issues({ dep: 'SHA', depType: 'AIRPORT', arr: 'PVG', date: TODAY })).toEqual({ arr: 'sameCity' });
    expect(await issues({ dep: 'ZZZ', arr: 'PEK', date: TODAY })).toEqual({ dep: 'cityUnknown' });
    expect(await issues({ arr: 'PEK', date: TODAY })).toEqual({ dep: 'depRequired' });
    expect(await issues({ dep: 'CAN', date: addDays(TODAY, 5) })).toEqual({
      arr: 'arrRequired',
      date: 'dateOutOfRange',
    });
    // A city pair with no route is no error: there are simply no flights.
    expect(await flights({ dep: 'HRB', arr: 'SYX', date: TODAY })).toEqual([]);
  });
});

describe('the sandbox operations desk: POST /sandbox/flight-status (spec §4 statuses)', () => {
  const SetAnswer = z.object({ code: z.string(), data: FlightStatusSchema.optional() });

  it('delays a flight: the status, the delay and the moved estimated times show in queryflt', async () => {
    const [, noon] = await canPek(addDays(TODAY, 1));
    const set = SetAnswer.parse(
      (
        await setStatus({ flightNo: noon!.flightNo, date: addDays(TODAY, 1), status: 'DELAYED', delayMinutes: 45 })
      ).json(),
    );
    expect(set.code).toBe(ResultCode.OK);
    const [delayed] = await flights({ flightNo: noon!.flightNo, date: addDays(TODAY, 1) });
    expect(delayed).toMatchObject({
      status: 'DELAYED',
      phase: 'SCHEDULED',
      delayMinutes: 45,
      plannedDeparture: noon!.plannedDeparture,
      estimatedDeparture: new Date(Date.parse(noon!.plannedDeparture) + 45 * MINUTE).toISOString(),
      estimatedArrival: new Date(Date.parse(noon!.plannedArrival) + 45 * MINUTE).toISOString(),
      updatedAt: new Date(TEST_NOW).toISOString(),
    });
    // Back to normal: on its planned times again.
    await setStatus({ flightNo: noon!.flightNo, date: addDays(TODAY, 1), status: 'NORMAL' });
    const [normal] = await flights({ flightNo: noon!.flightNo, date: addDays(TODAY, 1) });
    expect(normal).toMatchObject({ status: 'NORMAL', delayMinutes: 0, estimatedDeparture: noon!.plannedDeparture });
  });

  it('sets each other status of spec §4: departed early, diverted, returned, cancelled', async () => {
    const date = addDays(TODAY, 2);
    const [morning, noon, evening] = await canPek(date);
    await setStatus({ flightNo: morning!.flightNo, date, status: 'EARLY', delayMinutes: -10 });
    await setStatus({ flightNo: noon!.flightNo, date, status: 'DIVERTED', divertedTo: 'TSN', delayMinutes: 30 });
    await setStatus({ flightNo: evening!.flightNo, date, status: 'RETURNED' });
    const after = await flights({ dep: 'CAN', arr: 'PEK', date }, 'en_US');
    expect(after[0]).toMatchObject({ status: 'EARLY', delayMinutes: -10 });
    expect(after[1]).toMatchObject({ status: 'DIVERTED', divertedTo: { code: 'TSN', cityName: 'Tianjin' } });
    expect(after[2]).toMatchObject({ status: 'RETURNED', divertedTo: { code: 'CAN' } });
    await setStatus({ flightNo: noon!.flightNo, date, status: 'CANCELLED' });
    const [cancelled] = await flights({ flightNo: noon!.flightNo, date });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      phase: null,
      estimatedDeparture: null,
      estimatedArrival: null,
      divertedTo: null,
    });
  });

  it('refuses a delay that does not fit its status, a diversion without an airport, and a flight that does not fly', async () => {
    const [, noon] = await canPek();
    const flightNo = noon!.flightNo;
    expect(codeOf(await setStatus({ flightNo, date: TODAY, status: 'DELAYED', delayMinutes: 0 }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(codeOf(await setStatus({ flightNo, date: TODAY, status: 'DELAYED', delayMinutes: 1 }))).toBe(ResultCode.OK);
    expect(codeOf(await setStatus({ flightNo, date: TODAY, status: 'EARLY', delayMinutes: 0 }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(codeOf(await setStatus({ flightNo, date: TODAY, status: 'DIVERTED' }))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await setStatus({ flightNo, date: TODAY, status: 'DIVERTED', divertedTo: 'PEK' }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(codeOf(await setStatus({ flightNo, date: TODAY, status: 'NORMAL', divertedTo: 'TSN' }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(codeOf(await setStatus({ flightNo: 'YQ9', date: TODAY, status: 'CANCELLED' }))).toBe(
      ResultCode.FLIGHT_NOT_FOUND,
    );
    // A day not on the calendar is no flight (it is not read as the day it rolls over to).
    expect(codeOf(await setStatus({ flightNo, date: '2026-02-30', status: 'CANCELLED' }))).toBe(
      ResultCode.FLIGHT_NOT_FOUND,
    );
    await setStatus({ flightNo, date: TODAY, status: 'NORMAL' });
  });

  it('answers callers on this machine only (decision 13): another address gets 404 and changes nothing', async () => {
    const [, noon] = await canPek();
    const body = { flightNo: noon!.flightNo, date: TODAY, status: 'CANCELLED' };
    for (const remoteAddress of ['203.0.113.5', '10.0.0.1']) {
      const res = await setStatus(body, remoteAddress);
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
    }
    expect((await flights({ flightNo: noon!.flightNo, date: TODAY }))[0]!.status).toBe('NORMAL');
    expect(codeOf(await setStatus(body, '::1'))).toBe(ResultCode.OK);
    await setStatus({ ...body, status: 'NORMAL' });
  });
});
