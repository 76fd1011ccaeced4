import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshBeneficiaries } from './pages/beneficiaries';
import { DEMO, OTHER } from './pages/account';
import { API, LOCALES, memberToken } from './pages/orders';
import { payProductOnGateway } from './pages/products';

// Issue 32, decision 68 (spec §2 /seasonTicket/secondKill/*; §4 order type 10): a member waits on the detail page
// of a flash sale not yet open, airline-api's sandbox clock reaches its opening, the page asks the server again and
// the buy button appears; the member buys for a beneficiary, pays on the gateway, and the product is ready.
// The clock is airline-api's (put back by the fixture; each e2e shard has its own airline-api and runs its tests
// one after another); the page's countdown runs on the test's clock. FLASH-99 sells one unit per member: each
// locale buys as another member.

const PRODUCT = 'FLASH-99';
const T = {
  'zh-CN': {
    who: DEMO,
    hub: '查看限时秒杀',
    title: '限时秒杀',
    name: '99元秒杀单程',
    notStarted: '未开始',
    details: (name: string) => `查看详情：${name}`,
    buy: '立即购买',
    pmsg: '选择受益人',
    terms: '我已阅读并同意产品购买须知',
    submit: '提交订单并支付',
    confirm: '确认秒杀订单',
    awaiting: '待支付',
    gateway: '在线支付',
    payNow: /^支付 /,
    gatewayPay: '支付',
    ready: '支付成功，产品已生效',
    viewProduct: '查看我的产品',
    complete: '已完成，可兑换',
    usable: '可使用',
  },
  'en-US': {
    who: OTHER,
    hub: 'Browse the flash sale',
    title: 'Flash sale',
    name: 'CNY 99 flash-sale flight',
    notStarted: 'Not started',
    details: (name: string) => `View details: ${name}`,
    buy: 'Buy now',
    pmsg: 'Choose beneficiaries',
    terms: 'I have read and agree to the product purchase terms',
    submit: 'Place order and pay',
    confirm: 'Confirm your flash-sale order',
    awaiting: 'Awaiting payment',
    gateway: 'Online payment',
    payNow: /^Pay /,
    gatewayPay: 'Pay',
    ready: 'Payment successful: your product is ready',
    viewProduct: 'View my product',
    complete: 'Complete: ready to exchange',
    usable: 'Usable',
  },
} as const;

/** A beneficiary of the member's book that no other run uses; its name. */
const oneBeneficiary = async (request: APIRequestContext, token: string) =>
  (await freshBeneficiaries(request, token, 1, { surname: 'MIAO', given: 'SHA', letter: 'F', gender: 'M' }))[0]!.name;

async function saleStartOf(request: APIRequestContext): Promise<number> {
  const res = await request.post(`${API()}/shop/api/special-product/b2c/detail`, { data: { productId: PRODUCT } });
  const body = (await res.json()) as { data: { saleStart: string; state: string } };
  expect(body.data.state).toBe('NOT_STARTED');
  return Date.parse(body.data.saleStart);
}

for (const locale of LOCALES) {
  const t = T[locale];
  test(`${locale}: buy in a flash sale as it opens`, async ({ page, request, member, sandboxClock }) => {
    const person = await oneBeneficiary(request, await memberToken(request, t.who.phone, t.who.password));
    const saleStart = await saleStartOf(request);
    // Ten minutes before the opening on airline-api's clock; a login lasts a day of it, so log in at its new now.
    await sandboxClock.setNow(saleStart - 10 * 60_000);
    await member.login({ who: t.who, locale, request: page.request });
    await page.clock.install();

    await page.goto(`/${locale}/seasonTicket`);
    await page.getByRole('link', { name: t.hub }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: t.name, exact: true }) });
    await expect(card.getByTestId('product-state')).toHaveText(t.notStarted);
    await expect(card.getByTestId('sale-start')).toContainText(locale === 'zh-CN' ? '北京时间' : 'Beijing time');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: t.details(t.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
    const countdown = page.getByRole('timer');
    await expect(countdown).toHaveText(/^00:(10:00|09:\d\d)$/);
    await expect(page.getByRole('link', { name: t.buy })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The opening: airline-api's clock reaches it, and so does the page's countdown, which then asks the server.
    await sandboxClock.setNow(saleStart);
    await page.clock.fastForward('10:00');
    await page.getByRole('link', { name: t.buy }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/secondKill/purchasePmsg\\?productId=${PRODUCT}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.pmsg })).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(person) }).check();
    await page.getByRole('checkbox', { name: t.terms }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/secondKill/purchaseConfirm\\?orderNo=YQ\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: t.confirm })).toBeVisible();
    await expect(page.getByTestId('product-order-status')).toHaveText(t.awaiting);
    await expect(page.getByTestId('hold-deadline')).toBeVisible();
    await expect(page.getByTestId('product-unit').filter({ hasText: person })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
    await payProductOnGateway(page, request, locale, t);
    await expect(page.getByTestId('product-unit').filter({ hasText: person })).toContainText(t.usable);
  });
}

test('a phone shows the flash sale and its countdown without sideways scrolling', async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/zh-CN/seasonTicket/secondKill/main');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.goto(`/zh-CN/seasonTicket/secondKill/detail/${PRODUCT}`);
    await expect(page.getByRole('timer')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
