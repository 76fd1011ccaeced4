import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  OrderDetailSchema,
  PaymentApplyDataSchema,
  ReserveDataSchema,
  SearchFlightDataSchema,
  UpstreamPath,
  type Flight,
  type ReserveBody,
  type ReservePassenger,
} from '@/lib/contract';
import { mainlandIdCheckChar } from '@/lib/domain/certificate-rules';
import { addDays } from '../src/domain/dates';
import { okData } from './account-api';
import { shopQuery } from './test-server';

export const FLIGHT_DATE = '2026-12-10';

export const idNumber = (birthday: string, seq = '851') => {
  const first = `110101${birthday.replaceAll('-', '')}${seq}`;
  return first + mainlandIdCheckChar(first);
};

export const adult = (over: Partial<ReservePassenger> = {}): ReservePassenger => ({
  type: 'ADT',
  name: '张云雀',
  gender: 'F',
  birthday: '1990-03-07',
  nationality: 'CN',
  certificateType: 'NI',
  certificateNumber: idNumber('1990-03-07'),
  ...over,
});
export const child = (over: Partial<ReservePassenger> = {}): ReservePassenger => ({
  type: 'CHD',
  name: '张小雀',
  gender: 'M',
  birthday: '2019-06-18',
  nationality: 'CN',
  certificateType: 'NI',
  certificateNumber: idNumber('2019-06-18', '853'),
  ...over,
});
export const infant = (over: Partial<ReservePassenger> = {}): ReservePassenger => ({
  type: 'INF',
  name: '张宝宝',
  gender: 'F',
  birthday: '2026-05-01',
  nationality: 'CN',
  certificateType: 'BC',
  certificateNumber: 'O440123456',
  ...over,
});
export const CONTACT = { name: '张云雀', areaCode: '86', mobile: '13812345678', email: 'zhang@example.com' };

/** Flights of a route and date as searchflight answers them. */
export async function flightsOn(app: FastifyInstance, dep = 'CAN', arr = 'PEK', date = FLIGHT_DATE): Promise<Flight[]> {
  const res = await app.inject({ url: `${UpstreamPath.searchFlight}?${shopQuery([{ dep, arr, date }])}` });
  return okData(SearchFlightDataSchema, res).legs[0]!.flights;
}

/** The first flight with 20 STANDARD seats left, `n` days after FLIGHT_DATE (each test its own flight). */
export async function standardFare(app: FastifyInstance, n = 0, opts: { dep?: string; arr?: string } = {}) {
  const date = addDays(FLIGHT_DATE, n);
  const flight = (await flightsOn(app, opts.dep, opts.arr, date)).find(
    (f) => (f.fares.find((x) => x.fareFamily === 'STANDARD')?.seatsLeft ?? 0) >= 20,
  );
  if (!flight) throw new Error('no bookable flight');
  return { flight, fareId: `${flight.flightId}.STANDARD` };
}

export function reserveBody(fareIds: string[], over: Partial<ReserveBody> = {}): ReserveBody {
  return {
    channelNo: 'B2C',
    currency: 'CNY',
    fareIds,
    passengers: [adult()],
    contact: CONTACT,
    agreeTerms: true,
    ...over,
  };
}

let keys = 0;
export const newKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

export function reserveCall(app: FastifyInstance, body: ReserveBody, opts: { key?: string; token?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: UpstreamPath.reserve,
    headers: { [IDEMPOTENCY_HEADER]: opts.key ?? newKey(), ...(opts.token ? { 'x-member-token': opts.token } : {}) },
    payload: body,
  });
}

export async function reserveOk(app: FastifyInstance, body: ReserveBody, opts: { key?: string; token?: string } = {}) {
  return okData(ReserveDataSchema, await reserveCall(app, body, opts));
}

export async function visitorDetail(
  app: FastifyInstance,
  orderNo: string,
  passengerName = '张云雀',
  mobile = CONTACT.mobile,
) {
  const res = await app.inject({
    method: 'POST',
    url: UpstreamPath.visitorOrder,
    payload: { orderNo, passengerName, mobile },
  });
  return okData(OrderDetailSchema, res);
}

export const runJobs = (app: FastifyInstance) => app.inject({ method: 'POST', url: UpstreamPath.sandboxRunJobs });

/** Applies a gateway payment and submits the sandbox page's decision; answers the return URL. */
export async function payOnGateway(
  app: FastifyInstance,
  orderNo: string,
  amount: number,
  decision: 'pay' | 'fail' | 'cancel' = 'pay',
): Promise<URL> {
  const apply = await app.inject({
    method: 'POST',
    url: UpstreamPath.paymentApply,
    payload: {
      amount,
      channelNo: 'B2C',
      orderNo,
      type: 'ticket',
      currency: 'CNY',
      webCallbackUrl: 'http://localhost:3000/zh-CN/result',
    },
  });
  const { url } = okData(PaymentApplyDataSchema, apply);
  const page = new URL(url);
  const res = await app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}&lang=zh`,
  });
  if (res.statusCode !== 303) throw new Error(`gateway answered ${res.statusCode}: ${res.body}`);
  return new URL(String(res.headers.location));
}
