import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshBeneficiaries } from './pages/beneficiaries';
import { DEMO } from './pages/account';
import { LOCALES, memberToken, runJobs } from './pages/orders';
import { payProductOnGateway } from './pages/products';

// Issue 32 §1, decision 67 (spec §2 Special products; §3 Season-ticket product; §4 product states, order type 6;
// §5 beneficiaries): a member buys a season ticket for two beneficiaries of the book, pays it on the gateway, and
// the product page shows both cards usable with every flight left.

const T = {
  'zh-CN': {
    catalogue: '季票套餐',
    browse: '浏览季票套餐',
    product: { id: 'PKG-TIMES-6', name: '6次畅飞季票' },
    onSale: '进行中',
    notStarted: '未开始',
    soldOut: '已售罄',
    details: (name: string) => `查看详情：${name}`,
    buy: '立即购买',
    confirm: '确认购买',
    terms: '我已阅读并同意产品购买须知',
    termsRequired: '请先同意购票须知',
    total: '应付总额：￥3,998',
    submit: '提交订单并支付',
    orderTitle: '我的特色产品',
    awaiting: '待支付',
    gateway: '在线支付',
    payNow: /^支付 /,
    gatewayPay: '支付',
    ready: '支付成功，产品已生效',
    viewProduct: '查看我的产品',
    complete: '已完成，可兑换',
    usable: '可使用',
    exchangeCta: (name: string) => `为${name}兑换航班`,
    exchangeTitle: '兑换航班',
    leg: { from: '出发机场', to: '到达机场' },
    date: '出发日期',
    search: '查询航班',
    exchange: /^兑换 YQ/,
    remaining: '剩余 5 次，共 6 次',
    open: { id: 'OPEN-ANY-1', confirm: '确认您的畅飞卡订单' },
    pickFlight: '选择乘机人兑换航班',
    pickTitle: '选择乘机人',
    pick: (name: string) => `选择${name}`,
  },
  'en-US': {
    catalogue: 'Season tickets',
    browse: 'Browse Season tickets',
    product: { id: 'PKG-ROUTE-CANPEK', name: 'Guangzhou–Beijing season ticket' },
    onSale: 'On sale',
    notStarted: 'Not started',
    soldOut: 'Sold out',
    details: (name: string) => `View details: ${name}`,
    buy: 'Buy now',
    confirm: 'Confirm purchase',
    terms: 'I have read and agree to the product purchase terms',
    termsRequired: 'Please agree to the ticket purchase terms first',
    total: 'Total to pay: ￥2,598',
    submit: 'Place order and pay',
    orderTitle: 'My special product',
    awaiting: 'Awaiting payment',
    gateway: 'Online payment',
    payNow: /^Pay /,
    gatewayPay: 'Pay',
    ready: 'Payment successful: your product is ready',
    viewProduct: 'View my product',
    complete: 'Complete: ready to exchange',
    usable: 'Usable',
    exchangeCta: (name: string) => `Exchange a flight for ${name}`,
    exchangeTitle: 'Exchange a flight',
    leg: { route: 'Route' },
    date: 'Departure date',
    search: 'Find flights',
    exchange: /^Exchange for YQ/,
    remaining: '3 of 4 flights left',
    open: { id: 'OPEN-ROUTE-CTU', confirm: 'Confirm your open-ticket order' },
    pickFlight: 'Choose who flies and exchange a flight',
    pickTitle: 'Choose who flies',
    pick: (name: string) => `Choose ${name}`,
  },
} as const;

/** Two beneficiaries of the demo member's book that no other run uses; their ids and names. */
const twoBeneficiaries = (request: APIRequestContext, token: string) =>
  freshBeneficiaries(request, token, 2, { surname: 'QUE', given: 'LAN', letter: 'S' });

for (const locale of LOCALES) {
  const t = T[locale];
  test(`${locale}: a season ticket bought for two beneficiaries, paid, and both cards usable`, async ({
    memberPage: page,
    request,
  }) => {
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const people = await twoBeneficiaries(request, token);

    // From the menu's entry, the hub of the product categories.
    await page.goto(`/${locale}/seasonTicket`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.browse }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.catalogue })).toBeVisible();
    const card = page.getByTestId('product-card').filter({ hasText: t.product.name });
    await expect(card.getByTestId('product-state')).toHaveText(t.onSale);
    // Every state of spec §4 the seed gives a package is told.
    await expect(page.getByTestId('product-state').filter({ hasText: t.notStarted })).not.toHaveCount(0);
    await expect(page.getByTestId('product-state').filter({ hasText: t.soldOut })).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: t.details(t.product.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.product.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.buy }).click();

    await expect(page.getByRole('heading', { level: 1, name: t.confirm })).toBeVisible();
    for (const p of people) await page.getByRole('checkbox', { name: new RegExp(p.name) }).check();
    await expect(page.getByTestId('product-total')).toHaveText(t.total);
    // The terms first: nothing is ordered, and the choice stays.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.termsRequired })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(people[0]!.name) })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/member/specialProduct/YQ\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: t.orderTitle })).toBeVisible();
    await expect(page.getByTestId('product-order-status')).toHaveText(t.awaiting);
    await expect(page.getByTestId('product-unit')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
    await payProductOnGateway(page, request, locale, t);
    const units = page.getByTestId('product-unit');
    for (const p of people) {
      const row = units.filter({ hasText: p.name });
      await expect(row).toContainText(t.usable);
    }
    await expectNoSeriousA11yViolations(page);

    // Issue 32 §1: one of the first card's flights exchanged for a ticket (spec §2 /specialBook/booking).
    const productPage = page.url();
    await units
      .filter({ hasText: people[0]!.name })
      .getByRole('link', { name: t.exchangeCta(people[0]!.name) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t.exchangeTitle })).toBeVisible();
    if ('route' in t.leg) await page.getByLabel(t.leg.route, { exact: true }).selectOption('CAN-PEK');
    else {
      await page.getByLabel(t.leg.from).selectOption('CAN');
      await page.getByLabel(t.leg.to).selectOption('PEK');
    }
    await page.getByLabel(t.date).fill(inDays(5));
    await page.getByRole('button', { name: t.search }).click();
    const flights = page.getByTestId('exchange-flight');
    await expect(flights.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The flights stack on a phone: nothing scrolls sideways at 320 px.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(size);
    await flights.getByRole('button', { name: t.exchange }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/member/ticketorderdetail/YQ\\d+$`));
    await expect(page.getByText(/902\d{10}/).first()).toBeVisible();

    await page.goto(productPage);
    const first = units.filter({ hasText: people[0]!.name });
    await expect(first.getByTestId('unit-used')).toHaveText('1');
    await expect(first.getByTestId('unit-exchange')).toHaveCount(1);
    await first.getByRole('link', { name: t.exchangeCta(people[0]!.name) }).click();
    await expect(page.getByTestId('exchange-remaining')).toHaveText(t.remaining);
  });
}

for (const locale of LOCALES) {
  const t = T[locale];
  test(`${locale}: an open ticket confirmed and paid on its own step, then its holder picks who flies`, async ({
    memberPage: page,
    request,
  }) => {
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const [person] = await twoBeneficiaries(request, token);
    await page.goto(`/${locale}/seasonTicket/open/purchase?productId=${t.open.id}`);
    await page.getByRole('checkbox', { name: new RegExp(person!.name) }).check();
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('button', { name: t.submit }).click();

    // Spec §2 /seasonTicket/open/purchaseConfirm: the order, its hold and its payment.
    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/open/purchaseConfirm\\?orderNo=YQ\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: t.open.confirm })).toBeVisible();
    await expect(page.getByTestId('product-order-status')).toHaveText(t.awaiting);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
    await page.getByRole('button', { name: t.gatewayPay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?`));
    await runJobs(request);
    await expect(page.getByRole('heading', { level: 2, name: t.ready })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: t.viewProduct }).click();

    // An open ticket's order is /member/openOrderDetail; from it the holder picks whose card flies next.
    await expect(page).toHaveURL(new RegExp(`/${locale}/member/openOrderDetail/YQ\\d+$`));
    await expect(page.getByTestId('product-order-status')).toHaveText(t.complete);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.pickFlight }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.pickTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The cards to pick stack on a phone: nothing scrolls sideways at 320 px.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(size);
    await page.getByRole('link', { name: t.pick(person!.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.exchangeTitle })).toBeVisible();
  });
}

/** A day `days` ahead in Beijing, as a date field takes it. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

test('a phone shows the catalogue and a product order without sideways scrolling', async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/zh-CN/seasonTicket/seasonTicketList/route');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
