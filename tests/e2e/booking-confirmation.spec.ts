import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { API, LOCALES, MOBILE, lookUpOrder, reserveOrder, runJobs, type Locale } from './pages/orders';

/**
 * 'A real confirmation' (spec §2 Booking: /result; payment success is not ticketing
 * success): the booking reference, itinerary, passengers with tickets and seats, what was paid, where the
 * confirmation went, an add-to-calendar file, and 'view the order' opening the order, for its owner only.
 */
const T = {
  'zh-CN': {
    pay: '支付',
    ticketed: '支付成功，已出票',
    sent: /确认信息已发送至 zh\*\*\*@example\.com 和 \+86 138\*\*\*\*5678/,
    city: '广州',
    orderHeading: '订单详情',
    lookupHeading: '查询订单',
    paid: '实付金额',
    document: '身份证',
    goToPay: '去支付',
    gateway: '在线支付',
    payNow: /^支付 /,
    reference: '订单号',
    itinerary: '行程',
    ticketNo: '票号',
    seat: '座位',
    paidHeading: '支付明细',
    addToCalendar: '添加到日历（.ics）',
    viewOrder: '查看订单',
    orderNo: '订单号',
    passengers: '乘机人',
    price: '价格明细',
  },
  'en-US': {
    pay: 'Pay',
    ticketed: 'Payment successful — your tickets are issued',
    sent: /Confirmation sent to zh\*\*\*@example\.com and \+86 138\*\*\*\*5678/,
    city: 'Guangzhou',
    orderHeading: 'Your order',
    lookupHeading: 'Find your order',
    paid: 'Amount paid',
    document: 'National ID card',
    goToPay: 'Go to pay',
    gateway: 'Online payment',
    payNow: /^Pay /,
    reference: 'Booking reference',
    itinerary: 'Your itinerary',
    ticketNo: 'Ticket number',
    seat: 'Seat',
    paidHeading: 'What you paid',
    addToCalendar: 'Add to calendar (.ics)',
    viewOrder: 'View the order',
    orderNo: 'Order number',
    passengers: 'Passengers',
    price: 'Price details',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

async function payAndReturn(page: Page, locale: Locale, orderNo: string) {
  await lookUpOrder(page, locale, orderNo);
  const t = T[locale];
  await page.getByRole('link', { name: t.goToPay, exact: true }).click();
  await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?`));
}

/**
 * Nothing of the page's own content reaches past the viewport's right edge. (The shared header is
 * left out: it is checked by its own spec.)
 */
async function contentFits(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    let worst = 0;
    for (const el of main.querySelectorAll('*')) worst = Math.max(worst, el.getBoundingClientRect().right);
    return worst - window.innerWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of LOCALES) {
  const t = T[locale];

  test(`${locale}: the result page is a confirmation, with a calendar file and the order one click away`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const orderNo = await reserveOrder(request);
    await payAndReturn(page, locale, orderNo);
    await runJobs(request);
    await expect(page.getByRole('heading', { level: 2, name: t.ticketed, exact: true })).toBeVisible({
      timeout: 20_000,
    });
    // The outcome is the region its heading names; the confirmation's parts are regions and labelled values.
    const confirmation = page.getByRole('region', { name: t.ticketed, exact: true });
    await expect(confirmation.getByLabel(t.reference, { exact: true })).toHaveText(orderNo);
    await expect(confirmation.getByText(t.sent)).toHaveText(t.sent);
    // The itinerary by name, in the airport's local time; the ticket with its 902 number and seat.
    await expect(confirmation.getByRole('region', { name: t.itinerary, exact: true })).toContainText(t.city);
    await expect(confirmation.getByLabel(t.ticketNo, { exact: true })).toHaveText(/^902\d{10}$/);
    await expect(confirmation.getByLabel(t.seat, { exact: true })).toHaveCount(1);
    await expect(confirmation.getByRole('region', { name: t.paidHeading, exact: true })).toContainText(t.paid);
    await expectNoSeriousA11yViolations(page);

    // Phones first: nothing is cut off at 390 and 320 px.
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await contentFits(page);
      await page.screenshot({ path: testInfo.outputPath(`result-${locale}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 768 });

    // The confirmation e-mail and SMS went out through the outbox when the tickets were issued.
    const outbox = await request.get(`${API()}/sandbox/outbox?to=${encodeURIComponent('zhang@example.com')}&limit=50`);
    const messages = ((await outbox.json()) as { data: { messages: { event: string; text: string }[] } }).data.messages;
    const email = messages.find((m) => m.event === 'ORDER_TICKETED' && m.text.includes(orderNo));
    expect(email?.text).toMatch(/902\d{10}/);
    const sms = await request.get(`${API()}/sandbox/outbox?to=86-${MOBILE}&limit=50`);
    expect(JSON.stringify(await sms.json())).toContain(orderNo);

    // The add-to-calendar file: one event per flight, in UTC.
    const download = page.waitForEvent('download');
    await confirmation.getByRole('link', { name: t.addToCalendar, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${orderNo}.ics`);
    const ics = await page.request.get(`/api/orders/${orderNo}/itinerary?locale=${locale}`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(text).toContain(orderNo);

    // 'View the order' opens this order, not an empty lookup form.
    await confirmation.getByRole('link', { name: t.viewOrder, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/book/order\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orderHeading);
    await expect(page.getByLabel(t.orderNo, { exact: true })).toHaveText(orderNo);
    await expect(page.getByRole('region', { name: t.passengers, exact: true })).toContainText(t.document);
    await expectNoSeriousA11yViolations(page);

    // Another browser holds no proof: the same link only fills in the lookup form, and the file is refused.
    const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const other = await stranger.newPage();
    await other.goto(`/${locale}/book/order?orderNo=${orderNo}`);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(t.lookupHeading);
    // No order is shown: none of its parts (its price details, here) is on the page.
    await expect(other.getByRole('region', { name: t.price, exact: true })).toHaveCount(0);
    const refused = await other.request.get(`/api/orders/${orderNo}/itinerary?locale=${locale}`);
    expect(refused.status()).toBe(404);
    expect(await refused.text()).not.toContain('BEGIN:VCALENDAR');
    await stranger.close();
  });
}
