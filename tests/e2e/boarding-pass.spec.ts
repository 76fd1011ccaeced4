import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, PASSENGER_NAME, memberToken, reserveOrder, runJobs } from './pages/orders';

// Decision 20 (spec §2 /checkin/printBoardingPass/{type}: view, send by e-mail, print): a member's checked-in
// passenger sees the boarding pass with its barcode, downloads the PDF, mails it, opens it again offline,
// and has no pass once the check-in is cancelled. The order is booked, paid and checked in straight against
// airline-api (the check-in pages are another spec's), with airline-api's clock 47 hours before departure.

const HOUR = 3_600_000;
/** The worker's cache of boarding pass pages (components/boarding-pass/offline.ts PAGES_CACHE). */
const PAGES_CACHE = 'boarding-pass-pages-v2';

const T = {
  'zh-CN': {
    heading: '登机牌',
    download: '下载 PDF',
    print: '打印',
    email: '电子邮箱',
    send: '发送',
    sent: (to: string) => `已发送至 ${to}。`,
    barcode: (name: string, flight: string) => `${name} 的登机牌条码，航班 ${flight}`,
    saved: '已保存在本设备：没有网络时也能打开此页。',
    none: '本航班没有登机牌：旅客尚未办理值机，或值机已取消。',
    goCheckIn: '前往网上值机',
    back: '返回值机',
    delayed: '延误',
    delay: '晚点 45 分钟',
    card: /^登机牌 /,
    flight: '航班',
    seat: '座位',
    flightStatus: '航班动态',
    badge: /^状态：\s*延误$/,
    newDeparture: /^预计起飞 /,
    userMenu: '会员菜单',
    logout: '退出登录',
  },
  'en-US': {
    heading: 'Boarding pass',
    download: 'Download PDF',
    print: 'Print',
    email: 'E-mail address',
    send: 'Send',
    sent: (to: string) => `Sent to ${to}.`,
    barcode: (name: string, flight: string) => `Boarding pass barcode for ${name}, flight ${flight}`,
    saved: 'Saved on this device: this page opens without a connection too.',
    none: 'There is no boarding pass for this flight: the passengers are not checked in, or the check-in was cancelled.',
    goCheckIn: 'Go to online check-in',
    back: 'Back to check-in',
    delayed: 'Delayed',
    delay: '45 min late',
    card: /^Boarding pass /,
    flight: 'Flight',
    seat: 'Seat',
    flightStatus: 'Flight status',
    badge: /^Status:\s*Delayed$/,
    newDeparture: /^Now expected to depart /,
    userMenu: 'Member menu',
    logout: 'Log out',
  },
};

type OrderDetail = {
  price: { actualAmount: number };
  ticketing: string;
  segments: { depTime: string }[];
  passengers: { passengerId: string }[];
};
type Pass = {
  passengerId: string;
  passengerName: string;
  carrier: string;
  flightNumber: string;
  flightNo: string;
  flightDate: string;
  seat: string;
};

async function orderDetail(request: APIRequestContext, token: string, orderNo: string): Promise<OrderDetail> {
  const res = await request.get(`${API()}/order/api/order/my-flight-order/${orderNo}`, {
    headers: { 'x-member-token': token },
  });
  const body = (await res.json()) as { code: string; data: OrderDetail };
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data;
}

/** Pays the order on the sandbox gateway and lets airline-api issue its tickets. */
async function payAndTicket(request: APIRequestContext, token: string, orderNo: string) {
  const { price } = await orderDetail(request, token, orderNo);
  const apply = await request.post(`${API()}/pay/api/payment/apply`, {
    data: {
      amount: price.actualAmount,
      channelNo: 'B2C',
      orderNo,
      type: 'ticket',
      currency: 'CNY',
      webCallbackUrl: 'http://localhost:3000/zh-CN/result',
    },
  });
  const applied = (await apply.json()) as { code: string; data: { url: string } };
  expect(applied.code, JSON.stringify(applied)).toBe('0');
  const paid = await request.post(`${API()}${new URL(applied.data.url).pathname}`, {
    form: { decision: 'pay', lang: 'zh' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await runJobs(request);
  await expect.poll(async () => (await orderDetail(request, token, orderNo)).ticketing).toBe('ISSUED');
}

/** A call of airline-api's online check-in as the member of the token. */
async function checkInCall(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`${API()}/member/api/seat/select/b2c/${path}`, {
    headers: { 'x-member-token': token },
    data,
  });
  const body = (await res.json()) as { code: string; data: { passes?: Pass[] } };
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data;
}

/** Whether the worker's cache holds this page, showing `text`. */
async function cachedPageShows(page: Page, url: string, text: string): Promise<boolean> {
  return page.evaluate(
    async ([cacheName, key, expected]) => {
      const copy = await (await caches.open(cacheName!)).match(key!, { ignoreVary: true });
      return copy ? (await copy.text()).includes(expected!) : false;
    },
    [PAGES_CACHE, url, text],
  );
}

/** A ticketed order of the demo member, checked in 47 hours before departure: its number and its pass. */
async function checkedInOrder(request: APIRequestContext, setNow: (ms: number) => Promise<unknown>) {
  const bookingToken = await memberToken(request, DEMO.phone, DEMO.password);
  const orderNo = await reserveOrder(request, { token: bookingToken, arrCode: 'HGH' });
  await payAndTicket(request, bookingToken, orderNo);
  const booked = await orderDetail(request, bookingToken, orderNo);
  await setNow(Date.parse(booked.segments[0]!.depTime) - 47 * HOUR);
  const token = await memberToken(request, DEMO.phone, DEMO.password);
  const passengerId = booked.passengers[0]!.passengerId;
  const checkedIn = await checkInCall(request, token, 'checkIn', {
    orderNo,
    segmentIndex: 0,
    passengers: [{ passengerId }],
    clauseAgreed: true,
  });
  return { orderNo, pass: checkedIn.passes![0]! };
}

for (const locale of LOCALES) {
  const t = T[locale];

  test(`${locale}: the boarding pass on screen, as a PDF, by e-mail, offline, and gone once the check-in is cancelled`, async ({
    page,
    context,
    request,
    member,
    sandboxClock,
  }) => {
    test.setTimeout(150_000);
    // A ticketed order of the demo member, checked in 47 hours before departure.
    const bookingToken = await memberToken(request, DEMO.phone, DEMO.password);
    const orderNo = await reserveOrder(request, { token: bookingToken, arrCode: 'HGH' });
    await payAndTicket(request, bookingToken, orderNo);
    const booked = await orderDetail(request, bookingToken, orderNo);
    await sandboxClock.setNow(Date.parse(booked.segments[0]!.depTime) - 47 * HOUR);
    // A login lasts a day of airline-api's clock: log in again at its new now, here and in the browser.
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const passengerId = booked.passengers[0]!.passengerId;
    const checkedIn = await checkInCall(request, token, 'checkIn', {
      orderNo,
      segmentIndex: 0,
      passengers: [{ passengerId }],
      clauseAgreed: true,
    });
    const pass = checkedIn.passes![0]!;
    const flight = `${pass.carrier}${pass.flightNumber}`;
    await member.login({ request: page.request, locale });

    // On screen: one card, with name, flight, seat and the barcode named for a screen reader.
    const url = `/${locale}/checkin/printBoardingPass/view?orderNo=${orderNo}&segment=0`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    // The pass is an article named by its title and the passenger; its facts are terms and their values.
    const card = page.getByRole('article', { name: t.card });
    const fact = (term: string) => card.getByLabel(term, { exact: true });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(PASSENGER_NAME, { exact: true })).toHaveText(PASSENGER_NAME);
    await expect(fact(t.flight)).toHaveText(flight);
    await expect(fact(t.seat)).toHaveText(pass.seat);
    await expect(card.getByRole('img', { name: t.barcode(pass.passengerName, flight) })).toBeVisible();
    await expect(page.getByRole('link', { name: t.back })).toHaveAttribute(
      'href',
      `/${locale}/checkin/selair/${orderNo}?segment=0`,
    );
    await expectNoSeriousA11yViolations(page);

    // The PDF: a download named by order and segment, a real PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`boarding-pass-${orderNo}-1.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // By e-mail: the member's address prefilled; another typed; the mail lands in the sandbox outbox.
    const address = page.getByLabel(t.email);
    await expect(address).toHaveValue('demo@skylark.example');
    const to = `bp${Date.now().toString(36)}@example.com`;
    await address.fill(to);
    await page.getByRole('button', { name: t.send, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent(to) })).toHaveText(t.sent(to));
    const outbox = await request.get(`${API()}/sandbox/outbox?to=${encodeURIComponent(to)}`);
    const mails = (
      (await outbox.json()) as {
        data: { messages: { id: number; event: string; text: string; attachment: { name: string } | null }[] };
      }
    ).data.messages;
    expect(mails.map((m) => m.event)).toEqual(['BOARDING_PASS']);
    expect(mails[0]!.text).toContain(`boarding-pass-${orderNo}-1.pdf (application/pdf, `);
    // The mail carries the PDF.
    expect(mails[0]!.attachment?.name).toBe(`boarding-pass-${orderNo}-1.pdf`);
    const attached = await request.get(`${API()}/sandbox/outbox/${mails[0]!.id}/attachment`);
    expect((await attached.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // operations delay the flight 45 minutes (sandbox control); the reloaded pass says so.
    const delayed = await request.post(`${API()}/sandbox/flight-status`, {
      data: { flightNo: pass.flightNo, date: pass.flightDate, status: 'DELAYED', delayMinutes: 45 },
    });
    expect(((await delayed.json()) as { code: string }).code).toBe('0');
    await page.reload();
    const line = page.getByRole('group', { name: t.flightStatus, exact: true });
    await expect(line.getByText(t.badge)).toHaveText(new RegExp(t.delayed));
    await expect(line.getByText(t.delay, { exact: true })).toHaveText(t.delay);
    await expect(line.getByText(t.newDeparture)).toBeVisible();

    // A phone's width: nothing scrolls sideways, nothing is cut or too small to tap.
    await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page)).toEqual([]);

    // Offline: the worker has kept the page; with the network off, a reload still shows the pass.
    // The status line says the page is saved only once the worker has kept it.
    const status = page.getByRole('status').filter({ hasText: t.saved });
    await expect(status).toBeVisible();
    await expect(status).toHaveText(t.saved);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await cachedPageShows(page, page.url(), PASSENGER_NAME)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(card.getByText(PASSENGER_NAME, { exact: true })).toHaveText(PASSENGER_NAME);
    await expect(fact(t.seat)).toHaveText(pass.seat);
    await context.setOffline(false);
    // Back online as the page sees it before the next navigation (the worker would otherwise still fail it).
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);

    // The print layout opens the print dialog once loaded (window.print is counted instead of shown).
    await page.addInitScript(() => {
      const w = window as Window & { __printed?: number };
      w.print = () => {
        w.__printed = (w.__printed ?? 0) + 1;
      };
    });
    await page.goto(`/${locale}/checkin/printBoardingPass/print?orderNo=${orderNo}&segment=0`);
    await expect(card).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => (window as Window & { __printed?: number }).__printed ?? 0)).toBe(1);

    // Cancelled: the page says there is no pass and leads to check-in; the offline copy is dropped.
    await checkInCall(request, token, 'cancelCheckIn', { orderNo, segmentIndex: 0, passengerIds: [passengerId] });
    await page.goto(url);
    await expect(card).toHaveCount(0);
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByRole('link', { name: t.goCheckIn })).toHaveAttribute('href', `/${locale}/checkIn`);
    // Forgetting the copy shows nothing (the status line stays empty): its state is read from the page's attribute.
    await expect(page.getByTestId('boarding-pass-offline')).toHaveAttribute('data-offline', 'dropped');
    expect(await cachedPageShows(page, page.url(), PASSENGER_NAME)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    expect(await layoutProblems(page)).toEqual([]);
  });

  // Issue 29 §5, decision 56: the pass kept offline is the visitor's who opened it; it goes with their cookies.
  test(`${locale}: a pass kept offline is not shown offline once the cookies are cleared, nor after logout`, async ({
    page,
    context,
    request,
    member,
    sandboxClock,
  }) => {
    test.setTimeout(150_000);
    const { orderNo, pass } = await checkedInOrder(request, (ms) => sandboxClock.setNow(ms));
    const url = `/${locale}/checkin/printBoardingPass/view?orderNo=${orderNo}&segment=0`;
    const card = page.getByRole('article', { name: t.card });
    const saved = page.getByRole('status').filter({ hasText: t.saved });
    const openAndKeep = async () => {
      await member.login({ request: page.request, locale });
      await page.goto(url);
      await expect(card.getByLabel(t.seat, { exact: true })).toHaveText(pass.seat);
      await expect(saved).toHaveText(t.saved);
      expect(await cachedPageShows(page, page.url(), PASSENGER_NAME)).toBe(true);
    };
    /** Offline, the pass page is not answered: the browser's own offline error, no card. */
    const notServedOffline = async () => {
      await context.setOffline(true);
      await expect(page.reload()).rejects.toThrow(/ERR_/);
      await expect(card).toHaveCount(0);
      await context.setOffline(false);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    };

    // Cookies cleared (the browser's "clear cookies"): the worker finds no owner and answers no copy.
    await openAndKeep();
    await context.clearCookies();
    await notServedOffline();
    await page.goto(`/${locale}`);
    expect(await cachedPageShows(page, new URL(url, page.url()).href, PASSENGER_NAME)).toBe(false);

    // Logged out through the user menu: the kept pages are deleted from the device.
    await openAndKeep();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: t.userMenu }).click();
    await header.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    expect(await cachedPageShows(page, new URL(url, page.url()).href, PASSENGER_NAME)).toBe(false);
    await page.goto(url);
    await expect(card).toHaveCount(0);
    await notServedOffline();
  });

  test(`${locale}: without a check-in or a proof there is no pass, and the page says so`, async ({ page }) => {
    await page.goto(`/${locale}/checkin/printBoardingPass/view?orderNo=YQ2026120100000000&segment=0`);
    await expect(page.getByText(t.none)).toBeVisible();
    await expect(page.getByRole('link', { name: t.goCheckIn })).toBeVisible();
    await expect(page.getByRole('article', { name: t.card })).toHaveCount(0);
    await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
}
