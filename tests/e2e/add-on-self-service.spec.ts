import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES, lookUpOrder, runJobs } from './pages/orders';
import { HOUR, MINUTE, ticketedOrder } from './pages/trips';

// Decision 28, spec §2 /ancillary/consignment, /ancillary/addfood, /ancillaryConfirm, §5 Services, §8
// services messages, §9 baggage constants: a visitor adds checked baggage and a meal to their ticketed order, pays on
// the gateway (result type ancillary, back to /ancillaryConfirm) and sees them confirmed there and on the order page;
// baggage is refused within 2 hours of departure (the sandbox clock), on the page and when paying.

const NAME = '张云雀';

const T = {
  'zh-CN': {
    baggageLabel: `${NAME} 的额外行李`,
    mealLabel: `${NAME} 的餐食`,
    allowance: '免费行李额 20 公斤 · 已购 0 公斤 · 还可购买 30 公斤（合计不超过 50 公斤）',
    meals: '餐食',
    done: '您的服务已确认',
    confirmed: '已确认',
    tooLate: '本航班已停止销售此服务。',
    closed: '起飞前2小时内不可购买行李额',
    addServices: '添加服务',
    baggageLink: '托运行李',
    notice: '托运须知',
    bands: '行李额价格',
    summary: '已选服务',
    estimate: /^预计合计/,
    more: '更多服务',
    continue: '下一步',
    checkout: '购买明细',
    lines: '服务与价格',
    saving: '比机场节省',
    total: '合计',
    pay: /^支付 /,
    addOnOrder: /^增值服务订单 \S+$/,
    stateDone: '已完成',
    amount: '合计',
  },
  'en-US': {
    baggageLabel: `Extra baggage for ${NAME}`,
    mealLabel: `Meal for ${NAME}`,
    allowance: 'Free allowance 20 kg · bought 0 kg · up to 30 kg more (at most 50 kg in all)',
    meals: 'Meals',
    done: 'Your services are confirmed',
    confirmed: 'Confirmed',
    tooLate: 'No longer on sale for this flight.',
    closed: 'Baggage cannot be bought within 2 hours of departure',
    addServices: 'Add services',
    baggageLink: 'Checked baggage',
    notice: 'About checked baggage',
    bands: 'Baggage prices',
    summary: 'Your choice',
    estimate: /^Estimated total/,
    more: 'More services',
    continue: 'Continue',
    checkout: 'What you are buying',
    lines: 'Services and prices',
    saving: 'You save against the airport',
    total: 'Total',
    pay: /^Pay /,
    addOnOrder: /^Add-on order \S+$/,
    stateDone: 'Done',
    amount: 'Total',
  },
} as const;

const GATEWAY_PAY = /^(支付|Pay)$/;

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The rows of a table of services, each headed by whom the service is for. */
const rows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a visitor adds checked baggage and a meal to their order, pays on the gateway, and sees them confirmed`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const order = await ticketedOrder(request, baseURL!, [NAME]);

    // The visitor finds the order; its page offers the services (the visitor order seal opens the pages).
    await lookUpOrder(page, l, order.orderNo);
    const services = page.getByRole('region', { name: t.addServices, exact: true });
    await expect(services).toBeVisible();
    await services.getByRole('link', { name: t.baggageLink, exact: true }).click();

    // /ancillary/consignment: the notice from the CMS, the airport's price beside the online one, the free 20 KG.
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/consignment/${order.orderNo}$`));
    await expect(page.getByRole('group', { name: t.notice, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: t.bands, exact: true }).locator('s')).toHaveCount(5);
    // The allowance describes the passenger's baggage choice.
    await expect(page.getByLabel(t.baggageLabel)).toHaveAccessibleDescription(t.allowance);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await page.getByLabel(t.baggageLabel).selectOption('BAG10');
    await expect(page.getByRole('region', { name: t.summary, exact: true }).getByText(t.estimate)).toContainText(/\d/);

    // /ancillary/addfood: a meal for the same passenger, kept with the baggage.
    await page.getByRole('navigation', { name: t.more, exact: true }).getByRole('link', { name: t.meals }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/addfood/${order.orderNo}$`));
    await page.getByLabel(t.mealLabel).selectOption({ index: 1 });
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('region', { name: t.summary, exact: true })
      .getByRole('button', { name: t.continue, exact: true })
      .click();

    // /ancillaryConfirm: both lines with their price parts and the total, then the gateway.
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?segment=0$`));
    // The lines are the rows of the table its region names; the totals are read by their terms.
    const checkout = page.getByRole('region', { name: t.checkout, exact: true });
    await expect(rows(checkout.getByRole('region', { name: t.lines, exact: true }))).toHaveCount(2);
    await expect(checkout.getByLabel(t.saving, { exact: true })).toContainText(/\d/);
    const total = await checkout.getByLabel(t.total, { exact: true }).innerText();
    expect(total).toMatch(/\d/);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: GATEWAY_PAY }).click();

    // Back on /ancillaryConfirm (result type ancillary): verified, applied by the worker, confirmed.
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?.*type=ancillary`));
    await runJobs(request);
    await expect(page.getByText(t.done, { exact: true })).toBeVisible({ timeout: 30_000 });
    // The add-on order is the region its number heads; its state is said beside the heading.
    const bought = page.getByRole('region', { name: t.addOnOrder });
    await expect(bought.getByText(t.stateDone, { exact: true })).toBeVisible();
    await expect(rows(bought)).toHaveCount(2);
    for (const row of await rows(bought).all()) await expect(row).toContainText(t.confirmed);
    await expect(bought.getByLabel(t.amount, { exact: true })).toHaveText(total);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // The order page lists the add-on order with its items and statuses.
    await page.goto(`/${l}/book/order?orderNo=${order.orderNo}`);
    // Each add-on order is an item of the section's list, opened by its number (its services are a list within).
    const listed = page
      .getByRole('region', { name: t.addServices, exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    await expect(listed).toHaveCount(1);
    await expect(listed.getByText(t.stateDone, { exact: true })).toBeVisible();
    await expect(listed).toContainText(t.confirmed);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${l}: baggage is refused within 2 hours of departure, on the page and when paying`, async ({
    page,
    request,
    baseURL,
    sandboxClock,
  }) => {
    test.setTimeout(120_000);
    const order = await ticketedOrder(request, baseURL!, [NAME]);
    await lookUpOrder(page, l, order.orderNo);

    // One minute before the 2-hour mark: on sale; chosen and priced.
    await sandboxClock.setNow(order.departure - 2 * HOUR - MINUTE);
    await page.goto(`/${l}/ancillary/consignment/${order.orderNo}`);
    await page.getByLabel(t.baggageLabel).selectOption('BAG5');
    await page
      .getByRole('region', { name: t.summary, exact: true })
      .getByRole('button', { name: t.continue, exact: true })
      .click();
    await expect(
      page.getByRole('region', { name: t.checkout, exact: true }).getByLabel(t.total, { exact: true }),
    ).toContainText(/\d/);

    // The 2-hour mark passes before paying: airline-api refuses, the page says why and nothing is bought.
    await sandboxClock.setNow(order.departure - 2 * HOUR);
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.closed })).toHaveText(t.closed);
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?segment=0$`));
    await expectNoSeriousA11yViolations(page);

    // Within the 2 hours the page no longer offers baggage, and says so for the passenger.
    await page.goto(`/${l}/ancillary/consignment/${order.orderNo}`);
    const passenger = page.getByRole('listitem').filter({ hasText: NAME });
    await expect(passenger.getByText(t.tooLate, { exact: true })).toBeVisible();
    await expect(page.getByLabel(t.baggageLabel)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
  });
}
