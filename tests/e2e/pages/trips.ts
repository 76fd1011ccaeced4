import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { mainlandIdCheckChar } from '../../../lib/domain/certificate-rules';
import { expect } from '../fixtures';
import { API, runJobs } from './orders';

// Ticketed trips a few days ahead for the day-of-travel specs (check-in, seats, boarding passes): booked, paid on
// the sandbox gateway and ticketed straight against airline-api, as a member (token) or a visitor.

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const MOBILE = '13812345678';

/** A resident identity number of its own per passenger, so no traveller's 3 online check-ins meet another's. */
export function idNumber(birthday: string): string {
  const first = `110101${birthday.replaceAll('-', '')}${100 + Math.floor(Math.random() * 900)}`;
  return first + mainlandIdCheckChar(first);
}

export const adult = (name: string) => ({
  type: 'ADT',
  name,
  gender: 'F',
  birthday: '1990-03-07',
  nationality: 'CN',
  certificateType: 'NI',
  certificateNumber: idNumber('1990-03-07'),
});

export function dateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** An instant as the departure airport's clock shows it: the pages say every check-in time so. */
export function airportTime(ms: number, timeZone: string) {
  const at = new Date(ms);
  return {
    date: new Intl.DateTimeFormat('en-CA', { timeZone }).format(at),
    time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  };
}

export type Flight = {
  flightId: string;
  depTime: string;
  depTimeZone: string;
  fares: { fareFamily: string; seatsLeft: number }[];
};

/** Days ahead for this file's flights: a different CAN–PEK day per order, from 3 days on (decision 21 windows). */
let nextDay = 3;

/** A CAN–PEK flight (or CAN to `arrCode`) departing in a few days with seats to spare. */
export async function soonFlight(
  request: APIRequestContext,
  arrCode = 'PEK',
  family: 'BASIC' | 'STANDARD' | 'FLEX' = 'STANDARD',
  fromDay = 0,
): Promise<Flight> {
  nextDay = Math.max(nextDay, fromDay);
  for (let tries = 0; tries < 10; tries += 1) {
    const query = new URLSearchParams({
      channelNo: 'B2C',
      language: 'zh_CN',
      currency: 'CNY',
      tripType: 'OW',
      adultCount: '2',
    });
    query.append(
      'flightCondition',
      JSON.stringify({
        index: 0,
        depCode: 'CAN',
        arrCode,
        depDate: dateIn(nextDay++),
        depCodeType: 'CITY',
        arrCodeType: 'CITY',
      }),
    );
    const res = await request.get(`${API()}/shop/api/shopping/b2c/searchflight?${query}`);
    const body = (await res.json()) as { data?: { legs: { flights: Flight[] }[] } };
    const flight = body.data?.legs[0]?.flights.find(
      (f) => (f.fares.find((x) => x.fareFamily === family)?.seatsLeft ?? 0) >= 5,
    );
    if (flight) return flight;
  }
  throw new Error('no bookable flight in the next days');
}

/** A flight from `depCode` to `arrCode` on a date, with seats of the family to spare (a return leg, say). */
export async function flightOn(
  request: APIRequestContext,
  depCode: string,
  arrCode: string,
  depDate: string,
  family: 'BASIC' | 'STANDARD' | 'FLEX' = 'STANDARD',
): Promise<Flight> {
  const query = new URLSearchParams({
    channelNo: 'B2C',
    language: 'zh_CN',
    currency: 'CNY',
    tripType: 'OW',
    adultCount: '2',
  });
  query.append(
    'flightCondition',
    JSON.stringify({ index: 0, depCode, arrCode, depDate, depCodeType: 'CITY', arrCodeType: 'CITY' }),
  );
  const res = await request.get(`${API()}/shop/api/shopping/b2c/searchflight?${query}`);
  const body = (await res.json()) as { data?: { legs: { flights: Flight[] }[] } };
  const flight = body.data?.legs[0]?.flights.find(
    (f) => (f.fares.find((x) => x.fareFamily === family)?.seatsLeft ?? 0) >= 5,
  );
  if (!flight) throw new Error(`no ${depCode}-${arrCode} flight on ${depDate}`);
  return flight;
}

export type Ticketed = {
  orderNo: string;
  departure: number;
  timeZone: string;
  ticketNos: string[];
  /** The first flight, as the sandbox's operations desk names it (its number and local date). */
  flight: { flightNo: string; date: string };
};

/**
 * Reserves, pays on the sandbox gateway and tickets an order (as the demo member with a token, else as a
 * visitor), straight against airline-api; answers its departure and its 902 ticket numbers.
 */
export async function ticketedOrder(
  request: APIRequestContext,
  baseURL: string,
  names: string[],
  token?: string,
  opts: {
    arrCode?: string;
    passengers?: object[];
    family?: 'BASIC' | 'STANDARD' | 'FLEX';
    fromDay?: number;
    /** A round trip: the way back this many days after the first flight. */
    returnAfterDays?: number;
    /** Add-ons bought with the booking (the reserve call's `ancillaries`). */
    ancillaries?: object;
    /** The contact's phone and e-mail (MOBILE and zhang@example.com unless told): where its messages go. */
    contact?: { mobile: string; email: string };
    /** The language the booking is made in (its messages are written in it); Chinese unless told. */
    language?: 'zh_CN' | 'en_US';
  } = {},
): Promise<Ticketed> {
  const family = opts.family ?? 'STANDARD';
  const contact = opts.contact ?? { mobile: MOBILE, email: 'zhang@example.com' };
  const flight = await soonFlight(request, opts.arrCode, family, opts.fromDay);
  const back =
    opts.returnAfterDays === undefined
      ? null
      : await flightOn(
          request,
          opts.arrCode ?? 'PEK',
          'CAN',
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
            new Date(Date.parse(flight.depTime) + opts.returnAfterDays * 86_400_000),
          ),
          family,
        );
  const reserved = await request.post(`${API()}/shop/api/reserve/b2c/reserve`, {
    headers: {
      'idempotency-key': randomUUID(),
      ...(token ? { 'x-member-token': token } : {}),
      ...(opts.language ? { 'x-language': opts.language } : {}),
    },
    data: {
      channelNo: 'B2C',
      currency: 'CNY',
      fareIds: [`${flight.flightId}.${family}`, ...(back ? [`${back.flightId}.${family}`] : [])],
      passengers: opts.passengers ?? names.map(adult),
      contact: { name: names[0], areaCode: '86', ...contact },
      ...(opts.ancillaries ? { ancillaries: opts.ancillaries } : {}),
      agreeTerms: true,
    },
  });
  const order = (await reserved.json()) as {
    code: string;
    data?: { orderNo: string; price: { actualAmount: number } };
  };
  expect(order.code, JSON.stringify(order)).toBe('0');
  const { orderNo, price } = order.data!;

  const applied = await request.post(`${API()}/pay/api/payment/apply`, {
    data: {
      amount: price.actualAmount,
      channelNo: 'B2C',
      orderNo,
      type: 'ticket',
      currency: 'CNY',
      webCallbackUrl: `${baseURL}/zh-CN/result`,
    },
  });
  const apply = (await applied.json()) as { code: string; data?: { url: string } };
  expect(apply.code, JSON.stringify(apply)).toBe('0');
  const gateway = `${API()}${new URL(apply.data!.url).pathname}`;
  const paid = await request.post(gateway, { form: { decision: 'pay', lang: 'zh' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  let ticketNos: string[] = [];
  await expect
    .poll(
      async () => {
        await runJobs(request);
        const res = await request.post(`${API()}/order/api/order/visitor-query`, {
          data: { orderNo, passengerName: names[0], mobile: contact.mobile },
        });
        const detail = (await res.json()) as {
          data?: { ticketing: string; tickets: { passengerIndex: number; ticketNo: string | null }[] };
        };
        ticketNos = (detail.data?.tickets ?? [])
          .sort((a, b) => a.passengerIndex - b.passengerIndex)
          .map((x) => x.ticketNo ?? '');
        return detail.data?.ticketing;
      },
      { message: `order ${orderNo} ticketed`, timeout: 20_000 },
    )
    .toBe('ISSUED');
  const dated = { flightNo: flight.flightId.slice(0, -11), date: flight.flightId.slice(-10) };
  return { orderNo, departure: Date.parse(flight.depTime), timeZone: flight.depTimeZone, ticketNos, flight: dated };
}
