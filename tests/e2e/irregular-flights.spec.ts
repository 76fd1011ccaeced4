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
  'zh-CN': {
    orderNo: '订单号',
    name: '乘机人姓名',
    mobile: '联系电话',
    notAffected: '按计划运行',
    mine: '您受影响的行程',
    lookupHeading: '查找订单',
    lookup: '查询航班',
    cancelledBadge: /^状态：\s*取消$/,
    delayedBy: /^延误 \d+ 分钟/,
    freeChange: '免费改期',
    refund: '全额退票（非自愿）',
    keep: '保留原客票',
    kept: '您已选择保留原客票',
    newDate: '新日期',
    flightsOn: (date: string) => `${date} 的航班`,
    confirm: '确认改期',
    done: '航班已改期。',
    paid: /^已支付：/,
    newTickets: '新客票',
    involuntary: '非自愿退票（航班延误或取消、疾病）',
    converted: '该航班未延误也未取消，本次退票按自愿退票办理，并收取上方所示手续费。',
    cancelledShort: '该航班已取消。',
    flightStatus: '航班动态',
    onTimeBadge: /^状态：\s*正常$/,
    arrive: '到达',
    listAlert: /^本订单有航班已取消。/,
    choices: /^查看处理方式/,
    history: (flightNo: string) => new RegExp(`^原订航班 ${flightNo}，`),
  },
  'en-US': {
    orderNo: 'Order number',
    name: 'Passenger name',
    mobile: 'Contact phone',
    notAffected: 'running as planned',
    mine: 'Your affected trips',
    lookupHeading: 'Find your booking',
    lookup: 'Find flights',
    cancelledBadge: /^Status:\s*Cancelled$/,
    delayedBy: /^Delayed by \d+ minutes/,
    freeChange: 'Change flight free of charge',
    refund: 'Full refund (involuntary)',
    keep: 'Keep my ticket',
    kept: 'You are keeping your ticket.',
    newDate: 'New date',
    flightsOn: (date: string) => `Flights on ${date}`,
    confirm: 'Confirm the change',
    done: 'Your flight is changed.',
    paid: /^Paid: /,
    newTickets: 'New tickets',
    involuntary: 'Involuntary refund (flight delayed or cancelled, illness)',
    converted:
      'The flight was neither delayed nor cancelled, so this refund is voluntary and the fee shown above applies.',
    cancelledShort: 'This flight is cancelled.',
    flightStatus: 'Flight status',
    onTimeBadge: /^Status:\s*On time$/,
    arrive: 'Arrives',
    listAlert: /^A flight of this order is cancelled\. /,
    choices: /^Your choices: /,
    history: (flightNo: string) => new RegExp(`^Booked as flight ${flightNo}, `),
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
    const t = T[l];
    // My orders says it under the order's route, and the order's own page tells it and leads to the choices.
    await page.goto(`/${l}/member/order`);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: order.orderNo, exact: true }) });
    await expect(row.getByText(t.listAlert)).toBeVisible();
    await row.getByRole('link', { name: order.orderNo, exact: true }).click();
    const orderPage = `/${l}/member/ticketorderdetail/${order.orderNo}`;
    await expect(page).toHaveURL(new RegExp(`${orderPage}$`));
    const status = page.getByRole('group', { name: t.flightStatus, exact: true });
    await expect(status.getByText(t.cancelledBadge)).toBeVisible();
    await expect(status.getByText(t.cancelledShort, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await status.getByRole('link', { name: t.choices }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/abnormalEntry\\?orderNo=${order.orderNo}$`));
    const trip = page
      .getByRole('region', { name: t.mine, exact: true })
      .getByRole('region')
      .filter({ hasText: order.orderNo });
    await expect(trip).toHaveCount(1);
    await expect(trip.getByText(t.cancelledBadge)).toBeVisible();
    await expect(trip.getByRole('link', { name: t.refund, exact: true })).toBeVisible();
    await expect(trip.getByRole('button', { name: t.keep, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    await trip.getByRole('link', { name: t.freeChange, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/normalModify/${order.orderNo}\\?segment=0`));
    // The day after the cancelled flight: a flight of the same route, free.
    const nextDay = page.getByRole('group', { name: t.newDate, exact: true }).getByRole('button').nth(1);
    const date = (await nextDay.textContent())!;
    await nextDay.click();
    const flights = page.getByRole('group', { name: t.flightsOn(date), exact: true }).getByRole('listitem');
    await expect(flights.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await flights.first().getByRole('radio').check();
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();
    await expect(page).not.toHaveURL(/\/sandbox\/pay\//);
    await expect(
      page.getByRole('region', { name: t.newTickets, exact: true }).getByRole('listitem').first(),
    ).toContainText(/902\d{10}/, { timeout: 30_000 });
    await expect(page.getByText(t.paid)).toContainText(/[¥￥$]\s?0(\.00)?$/);
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

    // Back on the order's page the changed flight is history: no cancellation is told of a flight nobody flies.
    await page.goto(orderPage);
    await expect(page.getByText(t.history(segment!.flightNo))).toBeVisible();
    // The new flight is shown whole: when it leaves and when it lands.
    const leg = page.getByRole('listitem').filter({ has: page.getByText(t.history(segment!.flightNo)) });
    await expect(leg.getByRole('definition')).toHaveCount(2);
    await expect(leg.getByText(t.arrive, { exact: true })).toBeVisible();
    // The status told is the new flight's: on time, not the old flight's cancellation.
    const now = page.getByRole('group', { name: t.flightStatus, exact: true });
    await expect(now).toHaveCount(1);
    await expect(now.getByText(t.cancelledShort, { exact: true })).toHaveCount(0);
    await expect(now.getByText(t.onTimeBadge)).toBeVisible();
  });

  test(`${l}: a visitor keeps a delayed flight's ticket, then goes to the involuntary refund; the unaffected way back offers no free change`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], undefined, { fromDay: 20, returnAfterDays: 2 });
    const [out, back] = await segmentsOf(request, order.orderNo);
    await sandbox(request, '/sandbox/flight-status', {
      flightNo: out!.flightNo,
      date: out!.flightDate,
      status: 'DELAYED',
      delayMinutes: 150,
    });

    await page.goto(`/${l}/ancillary/abnormalEntry`);
    const t = T[l];
    await expect(page.getByRole('region', { name: t.mine, exact: true })).toHaveCount(0);
    await page.getByLabel(t.orderNo).fill(order.orderNo);
    await page.getByLabel(t.name).fill('张云雀');
    await page.getByLabel(t.mobile).fill(MOBILE);
    await page.getByRole('button', { name: t.lookup, exact: true }).click();
    // Each flight of the order is a region named by its heading: flight number, from → to.
    const trips = page.getByRole('region', { name: t.lookupHeading, exact: true }).getByRole('region');
    await expect(trips).toHaveCount(2);
    const tripOf = (flightNo: string) =>
      trips.filter({ has: page.getByRole('heading', { name: new RegExp(`^${flightNo} `) }) });
    const delayed = tripOf(out!.flightNo);
    const onTime = tripOf(back!.flightNo);
    await expect(delayed.getByText(t.delayedBy)).toContainText('150');
    await expect(onTime.getByText(t.notAffected)).toContainText(t.notAffected);
    await expect(onTime.getByRole('link', { name: t.freeChange, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Keeping the ticket is recorded; the page says nothing more is needed.
    await delayed.getByRole('button', { name: t.keep, exact: true }).click();
    await expect(delayed.getByRole('status').filter({ hasText: t.kept })).toBeVisible();

    // The unaffected way back: its free change page refuses with the reason.
    await page.goto(`/${l}/ancillary/normalModify/${order.orderNo}?segment=1`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.notAffected);
    await expect(page.getByRole('button', { name: t.confirm, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The kept choice stays after a new lookup (the seal opens the order: the entry page lists it again).
    await page.goto(`/${l}/ancillary/abnormalEntry`);
    await page.getByLabel(t.orderNo).fill(order.orderNo);
    await page.getByLabel(t.name).fill('张云雀');
    await page.getByLabel(t.mobile).fill(MOBILE);
    await page.getByRole('button', { name: t.lookup, exact: true }).click();
    const again = page
      .getByRole('region', { name: t.lookupHeading, exact: true })
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^${out!.flightNo} `) }) });
    await expect(again.getByRole('status').filter({ hasText: t.kept })).toBeVisible();

    // The involuntary refund: the refund form with the type preselected and the way out's ticket chosen.
    await again.getByRole('link', { name: t.refund, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/refunds/selair/${order.orderNo}\\?type=INVOLUNTARY&segment=0`));
    await expect(page.getByRole('radio', { name: t.involuntary, exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(page.getByText(t.converted, { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
