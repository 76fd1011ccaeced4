import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, PASSENGER_NAME, memberToken } from './pages/orders';
import { HOUR, ticketedOrder } from './pages/trips';

// Issue 28 §3 and §7 (spec §4 ticket statuses, §2 My orders and the order page, §2 check-in, decision 20): a
// refunded order reads refunded in the member's list and on its page, and its check-in page gives the reason it
// cannot be checked in; a boarding pass reached from "view boarding passes" (a client-side navigation) is kept
// on that first view and opens offline.

const T = {
  'zh-CN': {
    refunded: '已退票',
    orderStatus: '订单状态',
    refusedHeading: '该行程无法在线办理值机',
    refusal: '该客票当前不能办理值机',
    allTrips: '全部行程',
    viewPass: '查看登机牌',
    passHeading: '登机牌',
    saved: '已保存在本设备：没有网络时也能打开此页。',
    card: /^登机牌 /,
    seat: '座位',
  },
  'en-US': {
    refunded: 'Refunded',
    orderStatus: 'Order status',
    refusedHeading: 'This trip cannot be checked in online',
    refusal: 'This ticket cannot be checked in now',
    allTrips: 'All trips',
    viewPass: 'View boarding passes',
    passHeading: 'Boarding pass',
    saved: 'Saved on this device: this page opens without a connection too.',
    card: /^Boarding pass /,
    seat: 'Seat',
  },
} as const;

type Order = { passengers: { passengerId: string }[]; segments: { depTime: string }[] };

async function myOrder(request: APIRequestContext, token: string, orderNo: string): Promise<Order> {
  const res = await request.get(`${API()}/order/api/order/my-flight-order/${orderNo}`, {
    headers: { 'x-member-token': token },
  });
  const body = (await res.json()) as { code: string; data: Order };
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data;
}

/** The member asks for a voluntary refund of every ticket; the airline's desk approves and pays it back. */
async function refundWholly(request: APIRequestContext, token: string, orderNo: string) {
  const { passengers } = await myOrder(request, token, orderNo);
  const items = passengers.map((p) => ({ passengerId: p.passengerId, segmentIndex: 0 }));
  const headers = { 'x-member-token': token };
  const quoted = await request.post(`${API()}/modAndRef/api/refund/`, {
    headers,
    data: { orderNo, items, refundType: 'VOLUNTARY' },
  });
  const quote = (await quoted.json()) as { code: string; data: { totalAmount: number } };
  expect(quote.code, JSON.stringify(quote)).toBe('0');
  const payload = { orderNo, items, refundType: 'VOLUNTARY', reason: 'PLAN_CHANGED', note: '' };
  const committed = await request.post(`${API()}/modAndRef/api/refund/commitV2`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    multipart: {
      payload: JSON.stringify({ ...payload, confirmVoluntary: false, quotedAmount: quote.data.totalAmount }),
    },
  });
  const application = (await committed.json()) as { code: string; data: { refundNo: string } };
  expect(application.code, JSON.stringify(application)).toBe('0');
  for (const decision of ['approve', 'pay'] as const) {
    const res = await request.post(`${API()}/sandbox/refunds/decide`, {
      data: { refundNo: application.data.refundNo, decision },
    });
    expect(((await res.json()) as { code: string }).code).toBe('0');
  }
}

for (const locale of LOCALES) {
  const t = T[locale];

  test(`${locale}: a refunded order reads refunded in My orders and on its page, and check-in says why not`, async ({
    page,
    request,
    member,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const { orderNo } = await ticketedOrder(request, baseURL!, [PASSENGER_NAME], token);
    await refundWholly(request, token, orderNo);
    await member.login({ request: page.request, locale });

    // My orders: the row's status is the refund, not "paid · tickets issued".
    await page.goto(`/${locale}/member/order`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: orderNo, exact: true }) });
    await expect(row.getByText(t.refunded, { exact: true })).toBeVisible();

    // Its page, opened from the row, says the same.
    await row.getByRole('link', { name: orderNo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/member/ticketorderdetail/${orderNo}$`));
    await expect(page.getByLabel(t.orderStatus, { exact: true })).toHaveText(t.refunded);

    // Check-in gives the refusal's own words, and the way back to the trips.
    await page.goto(`/${locale}/checkin/selair/${orderNo}?segment=0`);
    await expect(page.getByRole('heading', { level: 1, name: t.refusedHeading })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: t.refusal })).toHaveText(t.refusal);
    await expect(page.getByRole('link', { name: t.allTrips })).toHaveAttribute('href', `/${locale}/checkIn`);
    for (const width of [WIDTHS.phone, 320]) {
      await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
      expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
    }
  });

  test(`${locale}: a boarding pass opened from check-in is kept on its first view and opens offline`, async ({
    page,
    context,
    request,
    member,
    baseURL,
    sandboxClock,
  }) => {
    test.setTimeout(150_000);
    const booking = await memberToken(request, DEMO.phone, DEMO.password);
    const { orderNo, departure } = await ticketedOrder(request, baseURL!, [PASSENGER_NAME], booking);
    await sandboxClock.setNow(departure - 47 * HOUR);
    // A login lasts a day of airline-api's clock: log in again at its new now, here and in the browser.
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const { passengers } = await myOrder(request, token, orderNo);
    const checkIn = await request.post(`${API()}/member/api/seat/select/b2c/checkIn`, {
      headers: { 'x-member-token': token },
      data: { orderNo, segmentIndex: 0, passengers: [{ passengerId: passengers[0]!.passengerId }], clauseAgreed: true },
    });
    expect(((await checkIn.json()) as { code: string }).code).toBe('0');
    await member.login({ request: page.request, locale });

    // The trip's check-in page first: this document is created outside the boarding pass pages.
    await page.goto(`/${locale}/checkin/selair/${orderNo}?segment=0`);
    await page.getByRole('link', { name: t.viewPass }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.passHeading })).toBeVisible();
    await expect(page).toHaveURL(/\/checkin\/printBoardingPass\/view\?/);
    const card = page.getByRole('article', { name: t.card });
    await expect(card.getByText(PASSENGER_NAME, { exact: true })).toHaveText(PASSENGER_NAME);
    const seat = await card.getByLabel(t.seat, { exact: true }).textContent();

    // Kept on this first view, and it says so.
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toHaveText(t.saved);

    // Airplane mode: the page opens again from the device, with its pass.
    await context.setOffline(true);
    await page.reload();
    await expect(card.getByText(PASSENGER_NAME, { exact: true })).toHaveText(PASSENGER_NAME);
    await expect(card.getByLabel(t.seat, { exact: true })).toHaveText(seat!);
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  });
}
