import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mainlandIdCheckChar } from '../../../lib/domain/certificate-rules';

/** Orders made straight against airline-api (the funnel UI is another helper's), then reached through the site. */
export const API = () => process.env.E2E_API_URL!;
export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: Locale[] = ['zh-CN', 'en-US'];

export const PASSENGER_NAME = '张云雀';
export const MOBILE = '13812345678';

const idNumber = (birthday: string) => {
  const first = `110101${birthday.replaceAll('-', '')}851`;
  return first + mainlandIdCheckChar(first);
};

function dateIn(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(d);
}

let nextDay = 12;

type FareChoice = { arrCode?: string; family?: 'BASIC' | 'STANDARD' | 'FLEX' };

/** A fare with seats to spare from CAN (STANDARD to PEK unless asked), a different day for each order. */
async function standardFare(request: APIRequestContext, choice: FareChoice = {}): Promise<string> {
  const arrCode = choice.arrCode ?? 'PEK';
  const family = choice.family ?? 'STANDARD';
  for (let tries = 0; tries < 10; tries += 1) {
    const date = dateIn(nextDay++);
    const query = new URLSearchParams({
      channelNo: 'B2C',
      language: 'zh_CN',
      currency: 'CNY',
      tripType: 'OW',
      adultCount: '1',
    });
    query.append(
      'flightCondition',
      JSON.stringify({
        index: 0,
        depCode: 'CAN',
        arrCode,
        depDate: date,
        depCodeType: 'CITY',
        arrCodeType: 'CITY',
      }),
    );
    const res = await request.get(`${API()}/shop/api/shopping/b2c/searchflight?${query}`);
    const body = (await res.json()) as {
      data?: { legs: { flights: { flightId: string; fares: { fareFamily: string; seatsLeft: number }[] }[] }[] };
    };
    const flight = body.data?.legs[0]?.flights.find(
      (f) => (f.fares.find((x) => x.fareFamily === family)?.seatsLeft ?? 0) >= 5,
    );
    if (flight) return `${flight.flightId}.${family}`;
  }
  throw new Error('no bookable flight');
}

/**
 * POST /shop/api/reserve/b2c/reserve for one adult; with a member token the order is the member's; the contact phone
 * is MOBILE unless `mobile` is given.
 */
export async function reserveOrder(
  request: APIRequestContext,
  opts: { token?: string; mobile?: string } & FareChoice = {},
): Promise<string> {
  const fareId = await standardFare(request, opts);
  const res = await request.post(`${API()}/shop/api/reserve/b2c/reserve`, {
    headers: { 'idempotency-key': randomUUID(), ...(opts.token ? { 'x-member-token': opts.token } : {}) },
    data: {
      channelNo: 'B2C',
      currency: 'CNY',
      fareIds: [fareId],
      passengers: [
        {
          type: 'ADT',
          name: PASSENGER_NAME,
          gender: 'F',
          birthday: '1990-03-07',
          nationality: 'CN',
          certificateType: 'NI',
          certificateNumber: idNumber('1990-03-07'),
        },
      ],
      contact: { name: PASSENGER_NAME, areaCode: '86', mobile: opts.mobile ?? MOBILE, email: 'zhang@example.com' },
      agreeTerms: true,
    },
  });
  const body = (await res.json()) as { code: string; data?: { orderNo: string } };
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data!.orderNo;
}

export async function sandbox(request: APIRequestContext, path: string, data: object = {}) {
  const res = await request.post(`${API()}${path}`, { data });
  expect(res.ok()).toBe(true);
}

export const runJobs = (request: APIRequestContext) => sandbox(request, '/sandbox/jobs/run');

/** airline-api's own login, for a token to book with as the member. */
export async function memberToken(request: APIRequestContext, phone: string, password: string): Promise<string> {
  const res = await request.post(`${API()}/member/api/member/b2c/account/login`, {
    data: { channelNo: 'B2C', cellphoneCode: '86', cellphone: phone, password },
  });
  const body = (await res.json()) as { code: string; data?: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data!.token;
}

/**
 * Cancels the member's unpaid ticket orders, as the member would in My orders: other specs of the same database leave
 * some, and a member may hold only 3 unpaid at once (decision 51), so a spec that books as a held visitor starts clean.
 */
export async function cancelUnpaidTicketOrders(request: APIRequestContext, token: string) {
  const headers = { 'x-member-token': token };
  const res = await request.get(`${API()}/order/api/order/my-order?tab=UNPAID&period=M3&orderTypes=1&pageSize=100`, {
    headers,
  });
  const body = (await res.json()) as { code: string; data: { list: { orderNo: string }[] } };
  expect(body.code, JSON.stringify(body)).toBe('0');
  for (const { orderNo } of body.data.list) {
    const cancelled = await request.post(`${API()}/order/api/order/cancel`, { headers, data: { orderNo } });
    expect(((await cancelled.json()) as { code: string }).code).toBe('0');
  }
}

const T = {
  'zh-CN': { orderNo: '订单号', name: '乘机人姓名', mobile: '联系电话', submit: '查询' },
  'en-US': { orderNo: 'Order number', name: 'Passenger name', mobile: 'Contact phone', submit: 'Find order' },
};

/** The visitor's way to an order: /book/order, which also lets this browser pay and follow it. */
export async function lookUpOrder(page: Page, locale: Locale, orderNo: string) {
  await page.goto(`/${locale}/book/order`);
  const t = T[locale];
  await page.getByLabel(t.orderNo).fill(orderNo);
  await page.getByLabel(t.name).fill(PASSENGER_NAME);
  await page.getByLabel(t.mobile).fill(MOBILE);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  // The order's number is the value its term labels (the form's field keeps the same label).
  await expect(page.getByRole('definition').and(page.getByLabel(t.orderNo, { exact: true }))).toHaveText(orderNo);
}
