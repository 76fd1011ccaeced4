import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, memberToken, type Locale } from './pages/orders';
import { airportTime, HOUR, MINUTE, ticketedOrder } from './pages/trips';

// Decision 21-§2, spec §2 Check-in and seats (/checkIn, /checkin/selair/{orderNo}), §4 "Check-in", §9 timings:
// online check-in opens 48 hours and closes 1 hour before departure; airline-api decides, the pages explain.
// Each test books and tickets its own order on a CAN–PEK flight a few days ahead (straight against airline-api,
// as pages/orders.ts does), then moves airline-api's sandbox clock (put back by the fixture) relative to that
// flight's departure. A login lasts a day in airline-api, so the browser logs in after each move of the clock.

const T = {
  'zh-CN': {
    heading: '网上值机',
    open: /^网上值机已开放，截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    notOpen: (date: string, time: string) => `网上值机将于 ${date} ${time} 开放`,
    closed: '网上值机已关闭，请前往机场柜台办理',
    ticketNo: '客票号',
    name: '乘机人姓名',
    find: '查找行程',
    ticketNoInvalid: '客票号为902开头的13位数字',
    nameRequired: '请输入乘机人姓名',
    notFound: '未找到该号码和姓名对应的行程。',
    found: '找到 1 个行程',
    agree: '我已阅读并同意值机条款',
    selectPassengers: '请选择乘机人',
    agreeClause: '请同意值机条款',
    resultLine: (name: string) => new RegExp(`^${name}：座位 \\d{1,2}[A-F]，序号 \\d{3}$`),
    checkedInSeat: /^已值机 · 座位 \d{1,2}[A-F] · 序号 \d{3}$/,
    cancelLabel: (name: string) => `取消值机：${name}`,
    cancelConfirm: '确定取消值机',
    cancelled: (name: string) => `${name} 的值机已取消。`,
    orderLine: (orderNo: string) => `订单 ${orderNo}`,
    checkInLink: /^办理值机：/,
    toCheckIn: '待值机乘机人',
    submit: '办理值机',
    resultHeading: '值机成功',
    boardingPass: '查看登机牌',
    checkedInHeading: '已值机',
    noAccessHeading: '无法在此显示该行程',
    findTrip: '查找行程',
    lookupHeading: '查找行程',
  },
  'en-US': {
    heading: 'Online check-in',
    open: /^Online check-in is open until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    notOpen: (date: string, time: string) => `Online check-in opens ${date} ${time}`,
    closed: 'Online check-in has closed; please check in at the airport counter',
    ticketNo: 'Ticket number',
    name: 'Passenger name',
    find: 'Find trip',
    ticketNoInvalid: 'A ticket number has 13 digits and starts with 902',
    nameRequired: "Please enter the passenger's name",
    notFound: 'No trip found for this number and name.',
    found: '1 trip found',
    agree: 'I have read and agree to the check-in clause',
    selectPassengers: 'Please select passengers',
    agreeClause: 'Please agree to the check-in clause',
    resultLine: (name: string) => new RegExp(`^${name}: seat \\d{1,2}[A-F], sequence \\d{3}$`),
    checkedInSeat: /^Checked in · seat \d{1,2}[A-F] · sequence \d{3}$/,
    cancelLabel: (name: string) => `Cancel check-in: ${name}`,
    cancelConfirm: 'Yes, cancel check-in',
    cancelled: (name: string) => `The check-in of ${name} is cancelled.`,
    orderLine: (orderNo: string) => `Order ${orderNo}`,
    checkInLink: /^Check in: /,
    toCheckIn: 'Passengers to check in',
    submit: 'Check in',
    resultHeading: 'You are checked in',
    boardingPass: 'View boarding passes',
    checkedInHeading: 'Checked in',
    noAccessHeading: 'We cannot show this trip here',
    findTrip: 'Find your trip',
    lookupHeading: 'Find your trip',
  },
} as const;

/**
 * The order's trip card on /checkIn (the demo member has other trips too): the list item holding a trip's article,
 * the one that names the order. Its passengers are the items of its own list.
 */
const tripCard = (page: Page, l: Locale, orderNo: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .filter({ hasText: T[l].orderLine(orderNo) });

/** On /checkin/selair: the passengers still to check in (the fieldset named by its legend), one item each. */
const toCheckIn = (page: Page, l: Locale) =>
  page.getByRole('group', { name: T[l].toCheckIn, exact: true }).getByRole('listitem');

/** On /checkin/selair: the passengers checked in, one item each in the section of that name. */
const checkedIn = (page: Page, l: Locale) =>
  page.getByRole('region', { name: T[l].checkedInHeading, exact: true }).getByRole('listitem');

/** On /checkin/selair: what a check-in just gave, the section that takes the focus. */
const checkInResult = (page: Page, l: Locale) => page.getByRole('region', { name: T[l].resultHeading, exact: true });

async function expectPhoneLayout(page: Page) {
  await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone]! });
  expect(await layoutProblems(page)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: the member checks in two passengers 47 h before departure, sees seats and sequence numbers, cancels one`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const names = ['张云雀', '李云雀'];
    const order = await ticketedOrder(request, baseURL!, names, token);
    await sandboxClock.setNow(order.departure - 47 * HOUR);
    await member.login({ request: page.request, locale: l });

    // /checkIn: the header leads here; the trip is open, until 1 hour before departure.
    await page.goto(`/${l}/checkIn`);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.locator(`header a[href="/${l}/checkIn"]`).first()).toBeAttached();
    const card = tripCard(page, l, order.orderNo);
    await expect(card).toHaveAttribute('data-window', 'open');
    const closes = airportTime(order.departure - HOUR, order.timeZone);
    await expect(card.getByText(t.open)).toContainText(`${closes.date} ${closes.time}`);
    await expect(card.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: t.checkInLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/checkin/selair/${order.orderNo}\\?segment=0$`));
    await expect(toCheckIn(page, l)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // The page's own rules first: nobody selected, then the clause unticked.
    const submit = page.getByRole('button', { name: t.submit, exact: true });
    await submit.click();
    await expect(page.getByText(t.selectPassengers, { exact: true })).toBeVisible();
    for (const name of names) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
    await submit.click();
    await expect(page.getByText(t.agreeClause, { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: t.agree }).check();
    await submit.click();

    // Both checked in: each with a seat and a boarding sequence number, and the boarding pass link.
    const result = checkInResult(page, l);
    const lines = result.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    for (const [i, name] of names.entries()) await expect(lines.nth(i)).toHaveText(t.resultLine(name));
    await expect(result.getByRole('link', { name: t.boardingPass, exact: true })).toHaveAttribute(
      'href',
      `/${l}/checkin/printBoardingPass/view?orderNo=${order.orderNo}&segment=0`,
    );
    await expect(checkedIn(page, l)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayout(page);

    // Cancel one passenger's check-in, after the confirmation; the other stays checked in.
    await page.getByRole('button', { name: t.cancelLabel(names[1]!) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page.getByRole('status').filter({ hasText: t.cancelled(names[1]!) })).toHaveText(
      t.cancelled(names[1]!),
    );
    await expect(checkedIn(page, l)).toHaveCount(1);
    await expect(checkedIn(page, l).getByText(t.checkedInSeat)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(names[1]!) })).toBeEnabled();

    // As airline-api keeps it: after a reload, one checked in and one not.
    await page.reload();
    await expect(checkedIn(page, l)).toHaveCount(1);
    await expect(toCheckIn(page, l)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${l}: 49 h before departure check-in is not open yet (with the opening time); 59 minutes before it is closed`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], token);

    await sandboxClock.setNow(order.departure - 49 * HOUR);
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/checkIn`);
    const card = tripCard(page, l, order.orderNo);
    await expect(card).toHaveAttribute('data-window', 'notOpen');
    const opens = airportTime(order.departure - 48 * HOUR, order.timeZone);
    await expect(card.getByText(t.notOpen(opens.date, opens.time), { exact: true })).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // The check-in page says the same (under its heading, and again above the passengers), and offers no Check in.
    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    await expect(page.getByText(t.notOpen(opens.date, opens.time), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.submit, exact: true })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /张云雀/ })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await sandboxClock.setNow(order.departure - 59 * MINUTE);
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/checkIn`);
    await expect(card).toHaveAttribute('data-window', 'closed');
    await expect(card.getByText(t.closed, { exact: true })).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    await expect(page.getByText(t.closed, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.submit, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${l}: a visitor finds the trip by ticket number and name and checks in, by keyboard`, async ({
    page,
    request,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Two passengers; the visitor proves the first one's ticket (issue 29 §5, decision 56: that passenger only).
    const order = await ticketedOrder(request, baseURL!, ['赵云雀', '钱云雀']);
    await sandboxClock.setNow(order.departure - 47 * HOUR);

    // Without the lookup, the check-in page says how to find the trip.
    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    await expect(page.getByRole('heading', { level: 1, name: t.noAccessHeading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t.findTrip, exact: true })).toHaveAttribute(
      'href',
      `/${l}/checkIn`,
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/${l}/checkIn`);
    await expectPhoneLayout(page);
    await expectNoSeriousA11yViolations(page);
    const form = page.getByRole('region', { name: t.lookupHeading, exact: true });
    // Errors beside their fields.
    await form.getByLabel(t.ticketNo, { exact: true }).fill('12345');
    await form.getByRole('button', { name: t.find }).click();
    await expect(form.getByLabel(t.ticketNo, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(t.ticketNoInvalid)).toBeVisible();
    await expect(form.getByText(t.nameRequired)).toBeVisible();
    // A wrong name: no trip found.
    await form.getByLabel(t.ticketNo, { exact: true }).fill(order.ticketNos[0]!);
    await form.getByLabel(t.name).fill('孙云雀');
    await form.getByRole('button', { name: t.find }).click();
    await expect(form.getByRole('alert')).toHaveText(t.notFound);
    // The right one.
    await form.getByLabel(t.name).fill('赵云雀');
    await form.getByLabel(t.name).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: t.found, exact: true })).toBeVisible();
    const card = tripCard(page, l, order.orderNo);
    await expect(card.getByText(t.open)).toBeVisible();
    await expect(card.getByText(/钱云雀/)).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: t.checkInLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/checkin/selair/${order.orderNo}\\?segment=0$`));
    expect(await layoutProblems(page)).toEqual([]);
    // The other passenger of the booking is not the proof's: neither listed nor offered.
    await expect(page.getByRole('checkbox', { name: /赵云雀/ })).toBeVisible();
    await expect(page.getByText(/钱云雀/)).toHaveCount(0);
    // Keyboard only: the passenger, the clause, then Check in.
    await page.getByRole('checkbox', { name: /赵云雀/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /赵云雀/ })).toBeChecked();
    await page.getByRole('checkbox', { name: t.agree }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: t.submit, exact: true }).focus();
    await page.keyboard.press('Enter');
    const result = checkInResult(page, l);
    await expect(result.getByRole('listitem')).toHaveText([t.resultLine('赵云雀')]);
    await expect(result.getByRole('link', { name: t.boardingPass, exact: true })).toHaveAttribute(
      'href',
      `/${l}/checkin/printBoardingPass/view?orderNo=${order.orderNo}&segment=0`,
    );
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
}

/** A passport holder (international flights), named SURNAME/GIVEN as the order shows a Latin name. */
const passportAdult = (surname: string, givenName: string) => ({
  type: 'ADT',
  surname,
  givenName,
  gender: 'M',
  birthday: '1988-06-01',
  nationality: 'CN',
  certificateType: 'PP',
  certificateNumber: `E${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`,
  certificateValidity: '2034-01-01',
});

test('zh-CN: international, checked in at the counter: cancel works 61 minutes before departure, refused at 59 (spec §4)', async ({
  page,
  request,
  member,
  sandboxClock,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const l = 'zh-CN';
  const t = T[l];
  const token = await memberToken(request, DEMO.phone, DEMO.password);
  // Decision 21: an international check-in exists only through the counter; the sandbox stands in for it.
  const names = ['WANG/FANG', 'WANG/MING'];
  const order = await ticketedOrder(request, baseURL!, names, token, {
    arrCode: 'BKK',
    passengers: [passportAdult('WANG', 'FANG'), passportAdult('WANG', 'MING')],
  });
  const detail = await request.get(`${API()}/order/api/order/my-flight-order/${order.orderNo}`, {
    headers: { 'x-member-token': token },
  });
  const passengerIds = (
    (await detail.json()) as { data: { passengers: { passengerId: string }[] } }
  ).data.passengers.map((p) => p.passengerId);
  await sandboxClock.setNow(order.departure - 3 * HOUR);
  const counter = await request.post(`${API()}/sandbox/check-in/counter`, {
    data: { orderNo: order.orderNo, segmentIndex: 0, passengerIds },
  });
  expect(((await counter.json()) as { code: string }).code).toBe('0');

  // 61 minutes before departure: the member's page offers Cancel, and it works.
  await sandboxClock.setNow(order.departure - 61 * MINUTE);
  await member.login({ request: page.request, locale: l });
  await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
  await expect(checkedIn(page, l)).toHaveCount(2);
  await page.getByRole('button', { name: t.cancelLabel(names[0]!) }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.cancelConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: t.cancelled(names[0]!) })).toHaveText(t.cancelled(names[0]!));
  await expect(checkedIn(page, l)).toHaveCount(1);

  // 59 minutes before: the other passenger's cancel is past the cutoff, and the page says so.
  await sandboxClock.setNow(order.departure - 59 * MINUTE);
  await member.login({ request: page.request, locale: l });
  await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
  await expect(checkedIn(page, l)).toHaveCount(1);
  await expect(checkedIn(page, l).getByText('已超过在线取消值机的截止时间')).toBeVisible();
  await expect(page.getByRole('button', { name: t.cancelLabel(names[1]!) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
