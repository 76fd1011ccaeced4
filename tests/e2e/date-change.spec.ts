import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, memberToken, runJobs } from './pages/orders';
import { adult, idNumber, ticketedOrder } from './pages/trips';

// Decision 23 and §6, spec §2 /modify/selair → /modify/selnewair → /modify/confirm, §3 change-date
// cost, §9 child change fee: a member moves a round trip of an adult and a child, both ways a day later. 8 days
// before departure the fee is 10% for both (STANDARD adult, child) both ways; 5 days before it is 20% on the way
// out and still 10% on the way back (8 days away); they pay the differences and the fees from the wallet, offered on
// the booking's payment page (decision 49), and get new 902 tickets, and the original tickets read 'changed'; the
// original order shows the new flights first and reads changed, and the change order opens from My orders (issue 28 §3).

const DAY = 86_400_000;

/** The sandbox's wallet control: sets the demo wallet (open, a balance), or reads it when nothing is given. */
async function demoWallet(request: APIRequestContext, set: { balance?: number; walletStatus?: 'T' | 'F' } = {}) {
  const res = await request.post(`${API()}/sandbox/wallet`, { data: { cellphone: DEMO.phone, ...set } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { walletStatus: 'T' | 'F'; balance: number } }).data;
}
const RATE = (n: number) => new RegExp(`[(（]${n}%[)）]`);

const T = {
  'zh-CN': {
    newDate: '新日期（必填）',
    continue: '下一步',
    ways: ['广州 → 北京', '北京 → 广州'],
    quote: '每位乘机人每个航段的改期费用',
    confirm: '确认改期',
    changes: '改期',
    priceBasis: '本页价格（日期价格条与航班列表）均为每位成人的票价，不含税费：改期不改航线，已付税费不变。',
    wallet: '钱包支付',
    walletPay: /^使用钱包支付 ￥/,
    walletConfirm: /^确认支付 ￥/,
    changed: '已改期至其他航班',
    orderStatus: '订单状态',
    departs: '出发',
    flights: '航班信息',
    badge: '已改期',
    bookedAs: /^原订航班 /,
    viewChange: /^查看改期订单 YQ\d{16}$/,
  },
  'en-US': {
    newDate: 'New date (required)',
    continue: 'Continue',
    ways: ['Guangzhou → Beijing', 'Beijing → Guangzhou'],
    quote: 'Cost of the change for each passenger and flight',
    confirm: 'Confirm the change',
    changes: 'Date changes',
    priceBasis:
      'All prices on this page, in the strip and in the flight list, are the fare per adult without taxes: the route stays the same, so the taxes you paid do not change.',
    wallet: 'Wallet',
    walletPay: /^Pay ￥[\d,.]+ from the wallet$/,
    walletConfirm: /^Confirm payment of ￥/,
    changed: 'Changed to another flight',
    orderStatus: 'Order status',
    departs: 'Departs',
    flights: 'Flights',
    badge: 'Changed',
    bookedAs: /^Booked as flight /,
    viewChange: /^View change order YQ\d{16}$/,
  },
} as const;

function localDate(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(ms));
}

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  test(`${l}: a member moves a round trip of an adult and a child a day later: 10% at 8 days, 20% at 5; pays; new tickets`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const childBirthday = localDate(Date.now() - 8 * 365 * DAY, 'Asia/Shanghai');
    const order = await ticketedOrder(request, baseURL!, ['张云雀', '张小雀'], token, {
      fromDay: 12,
      returnAfterDays: 3,
      passengers: [
        adult('张云雀'),
        {
          type: 'CHD',
          name: '张小雀',
          gender: 'M',
          birthday: childBirthday,
          nationality: 'CN',
          certificateType: 'NI',
          certificateNumber: idNumber(childBirthday),
        },
      ],
    });
    // Both ways a day later: the return (3 days after the first flight) by its date at its own airport.
    const nextDays = [
      localDate(order.departure + DAY, order.timeZone),
      localDate(order.departure + 4 * DAY, order.timeZone),
    ];

    const t = T[l];
    // The quote's lines: the table's rows headed by a passenger.
    const quoteLines = () =>
      page
        .getByRole('region', { name: t.quote, exact: true })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') });
    const chooseNextDay = async () => {
      await page.goto(`/${l}/modify/selair/${order.orderNo}`);
      // Each flight of the order is a group named by its legend: number · from → to · date time.
      const segments = page.getByRole('group', { name: / · .+ → .+ · / });
      await expect(segments).toHaveCount(2);
      for (const [i, date] of nextDays.entries()) {
        const segment = segments.nth(i);
        for (const box of await segment.getByRole('checkbox').all()) await box.check();
        await segment.getByLabel(t.newDate).fill(date);
      }
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/modify/selnewair/${order.orderNo}`));
      // Each way is the region its heading (from → to) names; its flights are radios, those without seats disabled.
      const ways = t.ways.map((name) => page.getByRole('region', { name, exact: true }));
      for (const way of ways) await expect(way).toHaveCount(1);
      // One price basis for the strip and the flights, said on the page (decision 49).
      await expect(page.getByText(t.priceBasis, { exact: true })).toBeVisible();
      for (const way of ways) await way.getByRole('radio', { disabled: false }).first().check();
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/modify/confirm`));
      await expect(quoteLines()).toHaveCount(4);
    };

    // 8 days before departure: 10% for the STANDARD adult and for the child.
    await sandboxClock.setNow(order.departure - 8 * DAY);
    await member.login({ request: page.request, locale: l });
    await chooseNextDay();
    for (const line of await quoteLines().all()) await expect(line).toContainText(RATE(10));
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // 5 days before: 20% for both; confirm and pay on the gateway.
    await sandboxClock.setNow(order.departure - 5 * DAY);
    await member.login({ request: page.request, locale: l });
    await chooseNextDay();
    // Each way in its own band: the way out is 5 days away (20%), the way back 8 (still 10%).
    const lines = quoteLines();
    for (const line of await lines.filter({ hasText: 'CAN–PEK' }).all()) await expect(line).toContainText(RATE(20));
    for (const line of await lines.filter({ hasText: 'PEK–CAN' }).all()) await expect(line).toContainText(RATE(10));
    await expect(lines.filter({ hasText: 'CAN–PEK' })).toHaveCount(2);
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    // Decision 49: the change is paid on the booking's payment page, which offers the member's wallet as a booking
    // does; the wallet asks to confirm the amount, then the result page follows the new tickets.
    await expect(page).toHaveURL(new RegExp(`/${l}/book/pay\\?orderNo=YQ\\d{16}$`));
    const before = await demoWallet(request);
    await demoWallet(request, { walletStatus: 'T', balance: 1_000_000 });
    try {
      await page.reload();
      const wallet = page.getByRole('region', { name: t.wallet, exact: true });
      await wallet.getByRole('button', { name: t.walletPay }).click();
      await wallet.getByRole('button', { name: t.walletConfirm }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/result\\?type=reschedule&`));
    } finally {
      await demoWallet(request, { walletStatus: before.walletStatus, balance: before.balance });
    }
    await runJobs(request);
    await expect(page.getByText(/902\d{10}/).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // The original order lists the change, ticketed, and its tickets read 'changed'.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    // One change, listed with its own order number (its flights are a list inside it).
    await expect(
      page
        .getByRole('region', { name: t.changes, exact: true })
        .getByRole('listitem')
        .filter({ hasText: /YQ\d{16}/ }),
    ).toHaveCount(1);
    // Issue 28 §3: no ticket is left on the booked flights, so the order reads changed; each flight shows the one
    // now flown (a day later, in its airport's time) first and the booked one below it, with the way to the change.
    await expect(page.getByLabel(t.orderStatus, { exact: true })).toHaveText(t.changed);
    const flights = page.getByRole('region', { name: t.flights, exact: true }).getByRole('listitem');
    await expect(flights).toHaveCount(2);
    for (const [i, date] of nextDays.entries()) {
      const flight = flights.nth(i);
      await expect(flight.getByText(t.badge, { exact: true })).toBeVisible();
      await expect(flight.getByLabel(t.departs, { exact: true })).toContainText(date);
      await expect(flight.getByText(t.bookedAs)).toBeVisible();
    }
    const toChange = flights.first().getByRole('link', { name: t.viewChange });
    const changeNo = (await toChange.textContent())!.match(/YQ\d{16}/)![0];
    await expect(toChange).toHaveAttribute('href', `/${l}/member/ticketorderdetail/${changeNo}`);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    // The change order opens its own page from My orders, as from the original order.
    await page.goto(`/${l}/member/order`);
    await page.getByRole('link', { name: changeNo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/member/ticketorderdetail/${changeNo}$`));
    const fresh = await memberToken(request, DEMO.phone, DEMO.password);
    const detail = await request.get(`${process.env.E2E_API_URL}/order/api/order/my-flight-order/${order.orderNo}`, {
      headers: { 'x-member-token': fresh },
    });
    const tickets = ((await detail.json()) as { data: { tickets: { ticketStatus: number }[] } }).data.tickets;
    expect(tickets.map((t) => t.ticketStatus)).toEqual([4, 4, 4, 4]);
  });
}
