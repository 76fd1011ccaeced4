import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES, memberToken, runJobs } from './pages/orders';
import { adult, idNumber, ticketedOrder } from './pages/trips';

// Decision 23 and §6, spec §2 /modify/selair → /modify/selnewair → /modify/confirm, §3 change-date
// cost, §9 child change fee: a member moves a round trip of an adult and a child, both ways a day later. 8 days
// before departure the fee is 10% for both (STANDARD adult, child) both ways; 5 days before it is 20% on the way
// out and still 10% on the way back (8 days away); they pay the differences and the fees on the gateway and get
// new 902 tickets, and the original tickets read 'changed'.

const DAY = 86_400_000;
const GATEWAY_PAY = /^(支付|Pay)$/;
const RATE = (n: number) => new RegExp(`[(（]${n}%[)）]`);

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

    const chooseNextDay = async () => {
      await page.goto(`/${l}/modify/selair/${order.orderNo}`);
      const segments = page.getByTestId('change-segment');
      await expect(segments).toHaveCount(2);
      for (const [i, date] of nextDays.entries()) {
        const segment = segments.nth(i);
        for (const box of await segment.getByRole('checkbox').all()) await box.check();
        await segment.locator('input[type="date"]').fill(date);
      }
      await page.getByTestId('change-continue').click();
      await expect(page).toHaveURL(new RegExp(`/${l}/modify/selnewair/${order.orderNo}`));
      const ways = page.getByTestId('change-segment-flights');
      await expect(ways).toHaveCount(2);
      for (const way of await ways.all())
        await way.getByTestId('change-flight').locator('input[type="radio"]:enabled').first().check();
      await page.getByTestId('change-continue').click();
      await expect(page).toHaveURL(new RegExp(`/${l}/modify/confirm`));
      await expect(page.getByTestId('change-quote-line')).toHaveCount(4);
    };

    // 8 days before departure: 10% for the STANDARD adult and for the child.
    await sandboxClock.setNow(order.departure - 8 * DAY);
    await member.login({ request: page.request, locale: l });
    await chooseNextDay();
    for (const line of await page.getByTestId('change-quote-line').all()) await expect(line).toContainText(RATE(10));
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // 5 days before: 20% for both; confirm and pay on the gateway.
    await sandboxClock.setNow(order.departure - 5 * DAY);
    await member.login({ request: page.request, locale: l });
    await chooseNextDay();
    // Each way in its own band: the way out is 5 days away (20%), the way back 8 (still 10%).
    const lines = page.getByTestId('change-quote-line');
    for (const line of await lines.filter({ hasText: 'CAN–PEK' }).all()) await expect(line).toContainText(RATE(20));
    for (const line of await lines.filter({ hasText: 'PEK–CAN' }).all()) await expect(line).toContainText(RATE(10));
    await expect(lines.filter({ hasText: 'CAN–PEK' })).toHaveCount(2);
    await page.getByTestId('change-confirm').click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: GATEWAY_PAY }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/result\\?`));
    await runJobs(request);
    await expect(page.getByText(/902\d{10}/).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    // The original order lists the change, ticketed, and its tickets read 'changed'.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    await expect(page.getByTestId('order-change')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    const fresh = await memberToken(request, DEMO.phone, DEMO.password);
    const detail = await request.get(`${process.env.E2E_API_URL}/order/api/order/my-flight-order/${order.orderNo}`, {
      headers: { 'x-member-token': fresh },
    });
    const tickets = ((await detail.json()) as { data: { tickets: { ticketStatus: number }[] } }).data.tickets;
    expect(tickets.map((t) => t.ticketStatus)).toEqual([4, 4, 4, 4]);
  });
}
