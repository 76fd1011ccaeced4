import type { Page } from '@playwright/test';
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
  },
  'en-US': {
    baggageLabel: `Extra baggage for ${NAME}`,
    mealLabel: `Meal for ${NAME}`,
    allowance: 'Free allowance 20 KG · bought 0 KG · up to 30 KG more (at most 50 KG in all)',
    meals: 'Meals',
    done: 'Your services are confirmed',
    confirmed: 'Confirmed',
    tooLate: 'No longer on sale for this flight.',
    closed: 'Baggage cannot be bought within 2 hours of departure',
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
    const services = page.getByTestId('order-add-ons');
    await expect(services).toBeVisible();
    await services.locator('[data-testid="order-add-on-link"][data-kind="BAGGAGE"]').click();

    // /ancillary/consignment: the notice from the CMS, the airport's price beside the online one, the free 20 KG.
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/consignment/${order.orderNo}$`));
    await expect(page.getByTestId('consignment-notice')).toBeVisible();
    await expect(page.getByTestId('baggage-bands').locator('s')).toHaveCount(5);
    await expect(page.getByTestId('baggage-allowance')).toHaveText(t.allowance);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await page.getByLabel(t.baggageLabel).selectOption('BAG10');
    await expect(page.getByTestId('addon-estimate')).toContainText(/\d/);

    // /ancillary/addfood: a meal for the same passenger, kept with the baggage.
    await page.getByTestId('addon-more').getByRole('link', { name: t.meals }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/addfood/${order.orderNo}$`));
    await page.getByLabel(t.mealLabel).selectOption({ index: 1 });
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('addon-continue').click();

    // /ancillaryConfirm: both lines with their price parts and the total, then the gateway.
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?segment=0$`));
    const lines = page.getByTestId('addon-lines');
    await expect(lines.getByTestId('addon-line')).toHaveCount(2);
    await expect(page.getByTestId('addon-saving')).toContainText(/\d/);
    const total = await page.getByTestId('addon-total').innerText();
    expect(total).toMatch(/\d/);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    await page.getByTestId('addon-pay').click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: GATEWAY_PAY }).click();

    // Back on /ancillaryConfirm (result type ancillary): verified, applied by the worker, confirmed.
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?.*type=ancillary`));
    await runJobs(request);
    await expect(page.getByTestId('addon-return-heading')).toHaveText(t.done, { timeout: 30_000 });
    const bought = page.getByTestId('addon-order');
    await expect(bought).toHaveAttribute('data-state', 'DONE');
    await expect(bought.getByTestId('addon-order-item')).toHaveCount(2);
    for (const row of await bought.getByTestId('addon-order-item').all()) await expect(row).toContainText(t.confirmed);
    await expect(bought.getByTestId('addon-order-amount')).toHaveText(total);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // The order page lists the add-on order with its items and statuses.
    await page.goto(`/${l}/book/order?orderNo=${order.orderNo}`);
    const listed = page.getByTestId('order-add-on-order');
    await expect(listed).toHaveCount(1);
    await expect(listed).toHaveAttribute('data-state', 'DONE');
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
    await page.getByTestId('addon-continue').click();
    await expect(page.getByTestId('addon-total')).toContainText(/\d/);

    // The 2-hour mark passes before paying: airline-api refuses, the page says why and nothing is bought.
    await sandboxClock.setNow(order.departure - 2 * HOUR);
    await page.getByTestId('addon-pay').click();
    await expect(page.getByTestId('addon-checkout-notice')).toHaveText(t.closed);
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?segment=0$`));
    await expectNoSeriousA11yViolations(page);

    // Within the 2 hours the page no longer offers baggage, and says so for the passenger.
    await page.goto(`/${l}/ancillary/consignment/${order.orderNo}`);
    const passenger = page.getByTestId('addon-passenger');
    await expect(passenger.getByTestId('addon-blocked')).toHaveText(t.tooLate);
    await expect(page.getByLabel(t.baggageLabel)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
  });
}
