import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { API, memberToken, sandbox } from './pages/orders';
import { adult, HOUR, idNumber, MINUTE, ticketedOrder } from './pages/trips';

// "e2e of refusals" (spec §4 "Check-in", §8 check-in messages; decision 21): the 4th online check-in
// of a traveller on a flight goes to the counter (check-ins cancelled afterwards count); an adult travelling with
// an infant checks in at the counter, and so does the infant; a domestic check-in can be cancelled online 46
// minutes before departure and not 44. (49 h and 59 min before, and the international cutoffs of 61 and 59
// minutes, are in check-in.spec.ts.) Each test tickets its own order and moves the sandbox clock.

const CHECK_IN = '/member/api/seat/select/b2c/checkIn';
const CANCEL = '/member/api/seat/select/b2c/cancelCheckIn';

const T = {
  'zh-CN': {
    limitReached: '同一航班仅可网上值机3次，请前往机场柜台办理',
    infant: '携带婴儿的旅客请前往机场柜台办理值机',
    cancelLabel: (name: string) => `取消值机：${name}`,
    cancelConfirm: '确定取消值机',
    cancelled: (name: string) => `${name} 的值机已取消。`,
    cutoffPassed: /^已超过在线取消值机的截止时间/,
    toCheckIn: '待值机乘机人',
    submit: '办理值机',
    checkedIn: '已值机',
    flightCancelled: '该航班已取消：请免费改期或全额退票',
    choices: /^查看处理方式/,
  },
  'en-US': {
    limitReached: 'Online check-in is limited to 3 times per flight: please check in at the airport counter',
    infant: 'Travelling with an infant: please check in at the airport counter',
    cancelLabel: (name: string) => `Cancel check-in: ${name}`,
    cancelConfirm: 'Yes, cancel check-in',
    cancelled: (name: string) => `The check-in of ${name} is cancelled.`,
    cutoffPassed: /^The check-in can no longer be cancelled online/,
    toCheckIn: 'Passengers to check in',
    submit: 'Check in',
    checkedIn: 'Checked in',
    flightCancelled: 'This flight is cancelled: change it free of charge or get a full refund instead',
    choices: /^Your choices: /,
  },
} as const;

async function passengerIds(request: APIRequestContext, token: string, orderNo: string): Promise<string[]> {
  const res = await request.get(`${API()}/order/api/order/my-flight-order/${orderNo}`, {
    headers: { 'x-member-token': token },
  });
  return ((await res.json()) as { data: { passengers: { passengerId: string }[] } }).data.passengers.map(
    (p) => p.passengerId,
  );
}

async function call(request: APIRequestContext, token: string, path: string, data: object): Promise<string> {
  const res = await request.post(`${API()}${path}`, { headers: { 'x-member-token': token }, data });
  return ((await res.json()) as { code: string }).code;
}

type Locale = keyof typeof T;

/**
 * On /checkin/selair: a passenger still to check in, the item of the group whose box is named by them (an infant's
 * item names its guardian too, decision 50).
 */
const passengerRow = (page: Page, l: Locale, name: string) =>
  page
    .getByRole('group', { name: T[l].toCheckIn, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: new RegExp(`^${name} `) }) });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

test('zh-CN: the 4th online check-in on a flight goes to the counter, cancelled ones counted (decision 21)', async ({
  page,
  request,
  member,
  sandboxClock,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = T['zh-CN'];
  const token = await memberToken(request, DEMO.phone, DEMO.password);
  const order = await ticketedOrder(request, baseURL!, ['钱云雀'], token);
  const [id] = await passengerIds(request, token, order.orderNo);
  const name = '钱云雀';
  await sandboxClock.setNow(order.departure - 47 * HOUR);
  const token2 = await memberToken(request, DEMO.phone, DEMO.password);
  const segment = { orderNo: order.orderNo, segmentIndex: 0 };
  for (let round = 1; round <= 3; round += 1) {
    expect(
      await call(request, token2, CHECK_IN, { ...segment, passengers: [{ passengerId: id }], clauseAgreed: true }),
    ).toBe('0');
    expect(await call(request, token2, CANCEL, { ...segment, passengerIds: [id] })).toBe('0');
  }
  await member.login({ request: page.request, locale: 'zh-CN' });
  await page.goto(`/zh-CN/checkin/selair/${order.orderNo}?segment=0`);
  // The refusal describes the passenger's box.
  const row = passengerRow(page, 'zh-CN', name);
  await expect(row.getByRole('checkbox')).toBeDisabled();
  await expect(row.getByRole('checkbox')).toHaveAccessibleDescription(t.limitReached);
  await expect(page.getByRole('button', { name: t.submit, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // airline-api refuses the 4th try itself, whatever the page shows.
  expect(
    await call(request, token2, CHECK_IN, { ...segment, passengers: [{ passengerId: id }], clauseAgreed: true }),
  ).toBe('7000001');
});

test('en-US: an adult travelling with an infant, and the infant, check in at the counter; another adult of the order may check in', async ({
  page,
  request,
  member,
  sandboxClock,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = T['en-US'];
  const token = await memberToken(request, DEMO.phone, DEMO.password);
  const infantBirthday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() - 300 * 86_400_000),
  );
  const order = await ticketedOrder(request, baseURL!, ['孙云雀', '周云雀'], token, {
    passengers: [
      adult('孙云雀'),
      adult('周云雀'),
      {
        type: 'INF',
        name: '孙小雀',
        gender: 'M',
        birthday: infantBirthday,
        nationality: 'CN',
        certificateType: 'NI',
        certificateNumber: idNumber(infantBirthday),
      },
    ],
  });
  const [carrier, other] = ['孙云雀', '周云雀'];
  await sandboxClock.setNow(order.departure - 47 * HOUR);
  await member.login({ request: page.request, locale: 'en-US' });
  await page.goto(`/en-US/checkin/selair/${order.orderNo}?segment=0`);
  // The first adult carries the infant (decision 21): refused with the reason; the second adult is not.
  await expect(passengerRow(page, 'en-US', carrier).getByRole('checkbox')).toBeDisabled();
  await expect(passengerRow(page, 'en-US', carrier).getByRole('checkbox')).toHaveAccessibleDescription(t.infant);
  await expect(passengerRow(page, 'en-US', other).getByRole('checkbox')).toBeEnabled();
  const infantRows = passengerRow(page, 'en-US', '孙小雀');
  await expect(infantRows.getByRole('checkbox')).toHaveAccessibleDescription(t.infant);
  await expectNoSeriousA11yViolations(page);
});

test('en-US: a domestic check-in is cancelled online 46 minutes before departure, and not 44 (spec §4)', async ({
  page,
  request,
  member,
  sandboxClock,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = T['en-US'];
  const token = await memberToken(request, DEMO.phone, DEMO.password);
  const names = ['吴云雀', '郑云雀'] as const;
  const order = await ticketedOrder(request, baseURL!, [...names], token);
  const ids = await passengerIds(request, token, order.orderNo);
  await sandboxClock.setNow(order.departure - 47 * HOUR);
  const early = await memberToken(request, DEMO.phone, DEMO.password);
  const segment = { orderNo: order.orderNo, segmentIndex: 0 };
  expect(
    await call(request, early, CHECK_IN, {
      ...segment,
      passengers: ids.map((passengerId) => ({ passengerId })),
      clauseAgreed: true,
    }),
  ).toBe('0');

  await sandboxClock.setNow(order.departure - 46 * MINUTE);
  await member.login({ request: page.request, locale: 'en-US' });
  await page.goto(`/en-US/checkin/selair/${order.orderNo}?segment=0`);
  await page.getByRole('button', { name: t.cancelLabel(names[0]) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: t.cancelled(names[0]) })).toHaveText(t.cancelled(names[0]));

  await sandboxClock.setNow(order.departure - 44 * MINUTE);
  await member.login({ request: page.request, locale: 'en-US' });
  await page.goto(`/en-US/checkin/selair/${order.orderNo}?segment=0`);
  const checkedIn = page.getByRole('region', { name: t.checkedIn, exact: true });
  await expect(checkedIn.getByRole('listitem')).toHaveCount(1);
  await expect(checkedIn.getByText(t.cutoffPassed)).toHaveText(t.cutoffPassed);
  await expect(page.getByRole('button', { name: t.cancelLabel(names[1]) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const late = await memberToken(request, DEMO.phone, DEMO.password);
  expect(await call(request, late, CANCEL, { ...segment, passengerIds: [ids[1]] })).toBe('7000009');
});

for (const l of ['zh-CN', 'en-US'] as const)
  test(`${l}: nobody checks in for a cancelled flight; the page says so and leads to the choices (decision 78)`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = T[l];
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const name = '吴云雀';
    const order = await ticketedOrder(request, baseURL!, [name], token);
    await sandboxClock.setNow(order.departure - 47 * HOUR);
    await sandbox(request, '/sandbox/flight-status', { ...order.flight, status: 'CANCELLED' });
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    const row = passengerRow(page, l, name);
    await expect(row.getByRole('checkbox')).toBeDisabled();
    await expect(row.getByRole('checkbox')).toHaveAccessibleDescription(t.flightCancelled);
    await expect(page.getByRole('button', { name: t.submit, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // airline-api refuses it too, whatever a page shows.
    const [id] = await passengerIds(request, await memberToken(request, DEMO.phone, DEMO.password), order.orderNo);
    const segment = { orderNo: order.orderNo, segmentIndex: 0, passengers: [{ passengerId: id }], clauseAgreed: true };
    expect(await call(request, await memberToken(request, DEMO.phone, DEMO.password), CHECK_IN, segment)).toBe(
      '7000032',
    );
    await page.getByRole('link', { name: t.choices }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/abnormalEntry\\?orderNo=${order.orderNo}$`));
  });
