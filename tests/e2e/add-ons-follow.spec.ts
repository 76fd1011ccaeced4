import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, MOBILE, memberToken, sandbox } from './pages/orders';
import { ticketedOrder } from './pages/trips';

// Issue 28 §2 and §7, decision 46 (with decision 32, spec §2 /ancillary/normalModify, §4 service request statuses):
// a member's booking has a checked bag and a wheelchair request; the sandbox cancels the flight; the member changes
// to another flight free of charge, and the result page and the order page say where each went: the bag moved to the
// new flight, the wheelchair asked again for it.

const T = {
  'zh-CN': {
    mine: '您受影响的行程',
    freeChange: '免费改期',
    newDate: '新日期',
    flightsOn: (date: string) => `${date} 的航班`,
    confirm: '确认改期',
    done: '航班已改期。',
    addOns: '改期后的附加服务',
    bag: (flightNo: string) => new RegExp(`托运行李 10 公斤 — 已转至 ${flightNo} `),
    wheelchair: (flightNo: string) => new RegExp(`轮椅服务 — 已为 ${flightNo} .*重新申请`),
    changes: '改期',
  },
  'en-US': {
    mine: 'Your affected trips',
    freeChange: 'Change flight free of charge',
    newDate: 'New date',
    flightsOn: (date: string) => `Flights on ${date}`,
    confirm: 'Confirm the change',
    done: 'Your flight is changed.',
    addOns: 'Your add-ons after the change',
    bag: (flightNo: string) => new RegExp(`Checked bag 10 kg — moved to ${flightNo} `),
    wheelchair: (flightNo: string) => new RegExp(`Wheelchair — asked again for ${flightNo} `),
    changes: 'Date changes',
  },
};

const WHEELCHAIR = {
  kind: 'WHEELCHAIR',
  wheelchairType: 'GROUND',
  companionName: '李陪同',
  companionAreaCode: '86',
  companionMobile: '13900001111',
  atArrival: true,
};

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The order as the visitor lookup reads it: its segments and passengers. */
async function orderOf(request: APIRequestContext, orderNo: string) {
  const res = await request.post(`${API()}/order/api/order/visitor-query`, {
    data: { orderNo, passengerName: '张云雀', mobile: MOBILE },
  });
  return (
    (await res.json()) as {
      data: { segments: { flightNo: string; flightDate: string }[]; passengers: { passengerId: string }[] };
    }
  ).data;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  test(`${l}: after a cancelled flight's free change, the bag and the wheelchair request follow to the new flight`, async ({
    page,
    request,
    member,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], token, {
      fromDay: 22,
      ancillaries: { baggage: [{ passenger: 0, segment: 0, productCode: 'BAG10' }] },
    });
    const { segments, passengers } = await orderOf(request, order.orderNo);
    const asked = await request.post(`${API()}/shop/api/reserve/b2c/flightOrder/${order.orderNo}/specialService`, {
      headers: { 'x-member-token': token },
      data: { orderNo: order.orderNo, segmentIndex: 0, passengerId: passengers[0]!.passengerId, request: WHEELCHAIR },
    });
    expect(((await asked.json()) as { code: string }).code).toBe('0');
    await sandbox(request, '/sandbox/flight-status', {
      flightNo: segments[0]!.flightNo,
      date: segments[0]!.flightDate,
      status: 'CANCELLED',
    });

    await member.login({ request: page.request, locale: l });
    const t = T[l];
    await page.goto(`/${l}/ancillary/abnormalEntry`);
    const trip = page
      .getByRole('region', { name: t.mine, exact: true })
      .getByRole('region')
      .filter({ hasText: order.orderNo });
    await trip.getByRole('link', { name: t.freeChange, exact: true }).click();
    const nextDay = page.getByRole('group', { name: t.newDate, exact: true }).getByRole('button').nth(1);
    const date = (await nextDay.textContent())!;
    await nextDay.click();
    const flights = page.getByRole('group', { name: t.flightsOn(date), exact: true }).getByRole('listitem');
    await flights.first().getByRole('radio').check();
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.done })).toBeVisible();

    // The new flight, as airline-api made the change.
    const listed = await request.post(`${API()}/order/api/order/my-reschedule-order`, {
      headers: { 'x-member-token': await memberToken(request, DEMO.phone, DEMO.password) },
      data: { orderNo: order.orderNo },
    });
    const [change] = ((await listed.json()) as { data: { list: { segments: { flightNo: string }[] }[] } }).data.list;
    const flightNo = change!.segments[0]!.flightNo;

    const followed = page.getByRole('region', { name: t.addOns, exact: true });
    await expect(followed.getByRole('listitem').filter({ hasText: t.bag(flightNo) })).toHaveCount(1);
    await expect(followed.getByRole('listitem').filter({ hasText: t.wheelchair(flightNo) })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // The order page says the same with the change.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    const onOrder = page
      .getByRole('region', { name: t.changes, exact: true })
      .getByRole('region', { name: t.addOns, exact: true });
    await expect(onOrder.getByRole('listitem').filter({ hasText: t.bag(flightNo) })).toHaveCount(1);
    await expect(onOrder.getByRole('listitem').filter({ hasText: t.wheelchair(flightNo) })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
  });
}
