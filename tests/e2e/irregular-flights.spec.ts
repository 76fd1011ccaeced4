import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, MOBILE, memberToken, sandbox } from './pages/orders';
import { ticketedOrder } from './pages/trips';

// Decision 32, spec §2 /ancillary/abnormalEntry and /ancillary/normalModify, §4 flight dynamics and
// involuntary refunds: the sandbox cancels (or delays) a flight; a member finds it among their trips and changes to
// another flight free of charge (a BASIC fare, which a voluntary change refuses): new 902 tickets, nothing paid, no
// gateway. A visitor looks a round trip up: the delayed way out offers the three choices, keeps the ticket, then
// goes to the refund form preselected as involuntary; the way back runs as planned and offers no free change, and
// its /ancillary/normalModify page refuses with the reason.

const T = {
  'zh-CN': { orderNo: '订单号', name: '乘机人姓名', mobile: '联系电话', notAffected: '按计划运行' },
  'en-US': {
    orderNo: 'Order number',
    name: 'Passenger name',
    mobile: 'Contact phone',
    notAffected: 'running as planned',
  },
};

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The order's segments (flight number and date) as the visitor lookup reads them. */
async function segmentsOf(request: APIRequestContext, orderNo: string) {
  const res = await request.post(`${API()}/order/api/order/visitor-query`, {
    data: { orderNo, passengerName: '张云雀', mobile: MOBILE },
  });
  const body = (await res.json()) as { data: { segments: { flightNo: string; flightDate: string }[] } };
  return body.data.segments;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  test(`${l}: a member finds a cancelled flight and changes to another for free: new tickets, nothing paid`, async ({
    page,
    request,
    member,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], token, { family: 'BASIC', fromDay: 20 });
    const [segment] = await segmentsOf(request, order.orderNo);
    await sandbox(request, '/sandbox/flight-status', {
      flightNo: segment!.flightNo,
      date: segment!.flightDate,
      status: 'CANCELLED',
    });

    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/ancillary/abnormalEntry`);
    const trip = page.getByTestId('irregular-mine').getByTestId('irregular-trip').filter({ hasText: order.orderNo });
    await expect(trip).toHaveCount(1);
    await expect(trip.getByTestId('flight-status-badge')).toHaveAttribute('data-status', 'CANCELLED');
    await expect(trip.getByTestId('irregular-refund')).toBeVisible();
    await expect(trip.getByTestId('irregular-keep')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    await trip.getByTestId('irregular-free-change').click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/normalModify/${order.orderNo}\\?segment=0`));
    // The day after the cancelled flight: a flight of the same route, free.
    await page.getByTestId('irregular-dates').getByRole('button').nth(1).click();
    const flights = page.getByTestId('irregular-flight');
    await expect(flights.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await flights.first().getByRole('radio').check();
    await page.getByTestId('irregular-confirm').click();
    await expect(page.getByTestId('irregular-done')).toBeVisible();
    await expect(page).not.toHaveURL(/\/sandbox\/pay\//);
    await expect(page.getByTestId('irregular-new-ticket').first()).toContainText(/902\d{10}/, { timeout: 30_000 });
    await expect(page.getByTestId('irregular-paid')).toContainText(/[¥￥$]\s?0(\.00)?$/);
    await expectNoSeriousA11yViolations(page);

    // airline-api: the change order totals 0 and its ticket is a new 902 number; the old ticket reads 'changed'.
    const fresh = await memberToken(request, DEMO.phone, DEMO.password);
    const listed = await request.post(`${API()}/order/api/order/my-reschedule-order`, {
      headers: { 'x-member-token': fresh },
      data: { orderNo: order.orderNo },
    });
    const list = ((await listed.json()) as { data: { list: { total: number; tickets: { ticketNo: string }[] }[] } })
      .data.list;
    expect(list).toHaveLength(1);
    expect(list[0]!.total).toBe(0);
    expect(list[0]!.tickets[0]!.ticketNo).toMatch(/^902\d{10}$/);
    expect(list[0]!.tickets[0]!.ticketNo).not.toBe(order.ticketNos[0]);
  });

  test(`${l}: a visitor keeps a delayed flight's ticket, then goes to the involuntary refund; the unaffected way back offers no free change`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], undefined, { fromDay: 20, returnAfterDays: 2 });
    const [out] = await segmentsOf(request, order.orderNo);
    await sandbox(request, '/sandbox/flight-status', {
      flightNo: out!.flightNo,
      date: out!.flightDate,
      status: 'DELAYED',
      delayMinutes: 150,
    });

    await page.goto(`/${l}/ancillary/abnormalEntry`);
    await expect(page.getByTestId('irregular-mine')).toHaveCount(0);
    const t = T[l];
    await page.getByLabel(t.orderNo).fill(order.orderNo);
    await page.getByLabel(t.name).fill('张云雀');
    await page.getByLabel(t.mobile).fill(MOBILE);
    await page.getByTestId('irregular-lookup-submit').click();
    const trips = page.getByTestId('irregular-trip');
    await expect(trips).toHaveCount(2);
    const delayed = trips.and(page.locator('[data-affected="true"]'));
    const onTime = trips.and(page.locator('[data-affected="false"]'));
    await expect(delayed.getByTestId('irregular-delay')).toContainText('150');
    await expect(onTime.getByTestId('irregular-not-affected')).toContainText(t.notAffected);
    await expect(onTime.getByTestId('irregular-free-change')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Keeping the ticket is recorded; the page says nothing more is needed.
    await delayed.getByTestId('irregular-keep').click();
    await expect(delayed.getByTestId('irregular-kept')).toBeVisible();

    // The unaffected way back: its free change page refuses with the reason.
    await page.goto(`/${l}/ancillary/normalModify/${order.orderNo}?segment=1`);
    await expect(page.getByTestId('irregular-refused')).toContainText(t.notAffected);
    await expect(page.getByTestId('irregular-confirm')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The kept choice stays after a new lookup (the seal opens the order: the entry page lists it again).
    await page.goto(`/${l}/ancillary/abnormalEntry`);
    await page.getByLabel(t.orderNo).fill(order.orderNo);
    await page.getByLabel(t.name).fill('张云雀');
    await page.getByLabel(t.mobile).fill(MOBILE);
    await page.getByTestId('irregular-lookup-submit').click();
    const again = page.getByTestId('irregular-trip').and(page.locator('[data-affected="true"]'));
    await expect(again.getByTestId('irregular-kept')).toBeVisible();

    // The involuntary refund: the refund form with the type preselected and the way out's ticket chosen.
    await again.getByTestId('irregular-refund').click();
    await expect(page).toHaveURL(new RegExp(`/${l}/refunds/selair/${order.orderNo}\\?type=INVOLUNTARY&segment=0`));
    await expect(page.locator('input[type="radio"][value="INVOLUNTARY"]')).toBeChecked();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(page.getByTestId('refund-converted')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
