import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshBeneficiaries } from './pages/beneficiaries';
import { DEMO } from './pages/account';
import { LOCALES, memberToken } from './pages/orders';
import { payProductOnGateway } from './pages/products';

// Spec §2 /seasonTicket/package/refund → /seasonTicket/refundSuccess, §9 (15 working days; used flights are not
// restored); decision 67: a member buys a season ticket, pays it, refunds the card from the product page, sees the
// amount and the date, and the card reads refunded.

const T = {
  'zh-CN': {
    product: 'PKG-TIMES-6',
    terms: '我已阅读并同意产品购买须知',
    submit: '提交订单并支付',
    gateway: '在线支付',
    payNow: /^支付 /,
    gatewayPay: '支付',
    ready: '支付成功，产品已生效',
    viewProduct: '查看我的产品',
    complete: '已完成，可兑换',
    refundLink: '退款',
    refundTitle: '申请退款',
    amount: '可退 ￥1,999',
    total: '退款合计：￥1,999',
    refundTerms: '我已阅读并同意退款须知：已使用的兑换次数不予恢复',
    termsRequired: '请先同意退款须知',
    refundSubmit: '确认退款',
    successTitle: '退款已受理',
    refunded: '￥1,999',
    arrival: '退款将在15个工作日内按原支付方式到账。',
    back: '返回我的产品',
    unitRefunded: '已退订',
    allRefunded: '已退款：没有可用的产品',
  },
  'en-US': {
    product: 'PKG-ROUTE-CANPEK',
    terms: 'I have read and agree to the product purchase terms',
    submit: 'Place order and pay',
    gateway: 'Online payment',
    payNow: /^Pay /,
    gatewayPay: 'Pay',
    ready: 'Payment successful: your product is ready',
    viewProduct: 'View my product',
    complete: 'Complete: ready to exchange',
    refundLink: 'Refund',
    refundTitle: 'Refund cards',
    amount: 'Refund ￥1,299',
    total: 'Refund total: ￥1,299',
    refundTerms: 'I agree to the refund terms: flights already used are not restored',
    termsRequired: 'Please agree to the refund terms first',
    refundSubmit: 'Refund now',
    successTitle: 'Refund accepted',
    refunded: '￥1,299',
    arrival: 'The refund arrives the way you paid within 15 working days.',
    back: 'Back to my product',
    unitRefunded: 'Cancelled or refunded',
    allRefunded: 'Refunded: no card left to use',
  },
} as const;

/** A beneficiary of the demo member's book that no other run uses; its name. */
const oneBeneficiary = async (request: APIRequestContext, token: string) =>
  (
    await freshBeneficiaries(request, token, 1, { surname: 'TUI', given: 'KUAN', letter: 'T', birthday: '1991-04-04' })
  )[0]!.name;

/** Buys the product for one beneficiary through the pages, pays it on the gateway, and opens the product order. */
async function boughtAndPaid(page: Page, request: APIRequestContext, locale: (typeof LOCALES)[number]) {
  const t = T[locale];
  const name = await oneBeneficiary(request, await memberToken(request, DEMO.phone, DEMO.password));
  await page.goto(`/${locale}/seasonTicket/package/confirm?productId=${t.product}`);
  await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/member/specialProduct/YQ\\d+$`));
  const orderUrl = page.url();
  await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
  await payProductOnGateway(page, request, locale, t);
  return { name, orderUrl };
}

for (const locale of LOCALES) {
  const t = T[locale];
  test(`${locale}: a season ticket refunded from its product page, its card then refunded`, async ({
    memberPage: page,
    request,
  }) => {
    const { name, orderUrl } = await boughtAndPaid(page, request, locale);
    await expect(page.getByTestId('product-refund-link')).toHaveText(t.refundLink);
    await page.getByTestId('product-refund-link').click();

    await expect(page.getByRole('heading', { level: 1, name: t.refundTitle })).toBeVisible();
    const card = page.getByTestId('refund-unit').filter({ hasText: name });
    await expect(card).toContainText(t.amount);
    await card.getByRole('checkbox').check();
    await expect(page.getByTestId('refund-total')).toHaveText(t.total);
    // The terms first: nothing is refunded, and the choice stays.
    await page.getByRole('button', { name: t.refundSubmit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.termsRequired })).toBeVisible();
    await expect(card.getByRole('checkbox')).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: t.refundTerms }).check();
    await page.getByRole('button', { name: t.refundSubmit }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/refundSuccess\\?orderNo=`));
    await expect(page.getByRole('heading', { level: 1, name: t.successTitle })).toBeVisible();
    await expect(page.getByTestId('refund-amount')).toHaveText(t.refunded);
    await expect(page.getByTestId('refund-expected-by')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByText(t.arrival)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByTestId('product-unit').filter({ hasText: name })).toContainText(t.unitRefunded);
    await expect(page.getByTestId('product-refund-link')).toHaveCount(0);
    // Its one card refunded, the order says so, and where the money went.
    await expect(page.getByTestId('product-order-status')).toHaveText(t.allRefunded);
    await expect(page.getByTestId('product-refunds')).toContainText(t.refunded);
    await expect(page.getByTestId('product-refunds')).toContainText(/RF\d{16}/);
  });
}

test('a phone shows the refund page without sideways scrolling', async ({ memberPage: page, request }) => {
  await boughtAndPaid(page, request, 'zh-CN');
  const refundUrl = (await page.getByTestId('product-refund-link').getAttribute('href'))!;
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(refundUrl);
    await expect(page.getByTestId('refund-unit').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The card's whole label is its checkbox's target: at least 24 px high.
    const target = await page.getByTestId('refund-unit').first().locator('label').boundingBox();
    expect(target!.height).toBeGreaterThanOrEqual(24);
  }
  // Keyboard: the card's checkbox takes the space bar.
  const box = page.getByTestId('refund-unit').first().getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
});
