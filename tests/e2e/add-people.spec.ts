import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES, lookUpOrder, memberToken, runJobs, type Locale } from './pages/orders';
import { adult, idNumber, ticketedOrder } from './pages/trips';

// Issue 14 §3 and §6 (decision 25), spec §2 /addpeople/airandpeople/{type}/{orderNo}, /ancillary/baby/{orderNo},
// §5 "one adult may bring at most 2 children, or 1 child and 1 infant; a passenger under 18 cannot add a child or
// infant": a member adds an infant to a ticketed order, pays on the gateway and the infant gets 902 tickets; the
// adult then has no room for a second infant. A visitor adds a child beside the one adult who may bring one (the
// other is 17), after the form refuses a birthday that is not a child's.

const DAY = 86_400_000;
const GATEWAY_PAY = /^(支付|Pay)$/;
const T = {
  'zh-CN': { underage: /未满18周岁/, companion: /已达上限|最多/, birthdayMismatch: /类型|不符/ },
  'en-US': { underage: /under 18/i, companion: /limit|at most/i, birthdayMismatch: /type|match/i },
} as const;

/** A date `days` before today in the airline's zone. */
function daysAgo(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() - days * DAY));
}

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Fills the new passenger: a Chinese name, a gender, the birthday and a resident identity number of that day. */
async function fillPassenger(page: Page, name: string, birthday: string) {
  await page.getByTestId('add-people-name').fill(name);
  await page.getByTestId('add-people-gender').selectOption('M');
  await page.getByTestId('add-people-birthday').fill(birthday);
  await page.getByTestId('add-people-nationality').selectOption('CN');
  await page.getByTestId('add-people-certificateType').selectOption('NI');
  await page.getByTestId('add-people-certificateNumber').fill(idNumber(birthday));
}

/** Pays the addition on the sandbox gateway and waits on /result for its 902 tickets. */
async function payAndSeeTickets(page: Page, request: Parameters<typeof runJobs>[0], l: Locale) {
  await page.getByTestId('add-people-confirm').click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: GATEWAY_PAY }).click();
  await expect(page).toHaveURL(new RegExp(`/${l}/result\\?`));
  await runJobs(request);
  await expect(page.getByText(/902\d{10}/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('change-origin-link')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  test(`${l}: a member adds an infant, pays, gets 902 tickets; a second infant is refused`, async ({
    page,
    request,
    member,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['张云雀'], token, { fromDay: 20 });
    await member.login({ request: page.request, locale: l });

    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    await page.getByTestId('order-add-infant').click();
    await expect(page).toHaveURL(new RegExp(`/${l}/addpeople/airandpeople/baby/${order.orderNo}`));
    await page.getByTestId('add-people-adult-radio').first().check();
    await fillPassenger(page, '张小宝', daysAgo(200));
    await expect(page.getByTestId('add-people-total')).toContainText(/\d/);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await payAndSeeTickets(page, request, l);

    // The order lists the addition, ticketed, with the infant's 902 ticket.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    const row = page.getByTestId('order-addition');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-addition-name')).toContainText('张小宝');
    await expect(row.getByTestId('order-addition-ticket').first()).toContainText(/902\d{10}/);
    await expectNoSeriousA11yViolations(page);

    // One infant per adult (spec §5): the self-service route shows the adult, unselectable, and why.
    await page.goto(`/${l}/ancillary/baby/${order.orderNo}`);
    await expect(page.getByTestId('add-people-adult-radio').first()).toBeDisabled();
    await expect(page.getByTestId('add-people-block').first()).toContainText(T[l].companion);
  });

  test(`${l}: a visitor adds a child beside the adult of 18 or over, not the one of 17`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // 17 years and 11 months: under 18 on every flight of the next weeks.
    const young = daysAgo(17 * 365 + 330);
    const order = await ticketedOrder(request, baseURL!, ['张云雀', '李少年'], undefined, {
      fromDay: 20,
      passengers: [
        adult('张云雀'),
        { ...adult('李少年'), birthday: young, certificateNumber: idNumber(young), gender: 'M' },
      ],
    });

    await lookUpOrder(page, l, order.orderNo);
    await page.getByTestId('order-add-child').click();
    await expect(page).toHaveURL(new RegExp(`/${l}/addpeople/airandpeople/child/${order.orderNo}`));
    const radios = page.getByTestId('add-people-adult-radio');
    await expect(radios).toHaveCount(2);
    await expect(radios.nth(1)).toBeDisabled();
    await expect(page.getByTestId('add-people-adult').nth(1)).toContainText(T[l].underage);
    await radios.first().check();

    // An adult's birthday is refused beside the field and nothing is sent; the typed name stays.
    await fillPassenger(page, '张小明', '1995-05-05');
    await page.getByTestId('add-people-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/${l}/addpeople/airandpeople/child/${order.orderNo}`));
    await expect(page.getByTestId('add-people-error-summary')).toBeVisible();
    await expect(page.getByTestId('add-people-name')).toHaveValue('张小明');
    const birthday = daysAgo(8 * 365);
    await page.getByTestId('add-people-birthday').fill(birthday);
    await page.getByTestId('add-people-certificateNumber').fill(idNumber(birthday));
    await expectNoSeriousA11yViolations(page);
    await payAndSeeTickets(page, request, l);

    await lookUpOrder(page, l, order.orderNo);
    await expect(page.getByTestId('order-addition-name')).toContainText('张小明');
    await expect(page.getByTestId('order-addition-ticket').first()).toContainText(/902\d{10}/);
  });
}
