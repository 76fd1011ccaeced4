import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations } from '../fixtures';
import { DEMO, OTHER } from './account';
import { freshBeneficiaries } from './beneficiaries';
import { API } from './orders';

// A presale's journey as the presale specs walk it (issue 32 §3, decision 67 Presale): the words of each locale, two
// beneficiaries of the member's book, the deposit paid on the sandbox gateway, the balance's deadline.

export const PRESALE = 'PRESALE-SUMMER';
export const PRESALE_WORDS = {
  'zh-CN': {
    who: DEMO,
    hub: '查看预售产品',
    title: '预售',
    name: '暑期预售季票',
    onSale: '进行中',
    details: (name: string) => `查看详情：${name}`,
    deposit: '定金：每人￥199',
    minimum: '每单至少2人',
    window: '支付定金后72小时内支付',
    buy: '立即购买',
    confirm: '确认预售订单',
    split: ['现在支付定金：￥398', '稍后支付尾款：￥2,800'],
    terms: '我已阅读并同意产品购买须知',
    submit: '提交订单并支付',
    depositDue: '待付定金',
    gateway: '在线支付',
    payNow: /^支付 /,
    gatewayPay: '支付',
    depositPaid: '定金支付成功',
    viewProduct: '查看我的产品',
    balanceDue: '已付定金，待付尾款',
    beijing: '北京时间',
    expired: '已失效，定金不退',
    notRefunded: '定金不予退还',
    ready: '支付成功，产品已生效',
    complete: '已完成，可兑换',
    usable: '可使用',
  },
  'en-US': {
    who: OTHER,
    hub: 'Browse presales',
    title: 'Presale',
    name: 'Summer presale ticket',
    onSale: 'On sale',
    details: (name: string) => `View details: ${name}`,
    deposit: 'Deposit: ￥199 per person',
    minimum: 'At least 2 passengers per order',
    window: 'within 72 hours of paying the deposit',
    buy: 'Buy now',
    confirm: 'Confirm presale',
    split: ['Deposit to pay now: ￥398', 'Balance to pay later: ￥2,800'],
    terms: 'I have read and agree to the product purchase terms',
    submit: 'Place order and pay',
    depositDue: 'Deposit due',
    gateway: 'Online payment',
    payNow: /^Pay /,
    gatewayPay: 'Pay',
    depositPaid: 'Deposit paid',
    viewProduct: 'View my product',
    balanceDue: 'Deposit paid, balance due',
    beijing: 'Beijing time',
    expired: 'Expired: the deposit is not refunded',
    notRefunded: 'the deposit is not refunded',
    ready: 'Payment successful: your product is ready',
    complete: 'Complete: ready to exchange',
    usable: 'Usable',
  },
} as const;
export type PresaleWords = (typeof PRESALE_WORDS)[keyof typeof PRESALE_WORDS];

/** The order's balance deadline as airline-api answers it. */
export async function balanceDeadline(request: APIRequestContext, token: string, orderNo: string): Promise<number> {
  const res = await request.post(`${API()}/order/api/order/special-product`, {
    headers: { 'x-member-token': token },
    data: { orderNo },
  });
  const body = (await res.json()) as { data: { presale: { balanceDeadline: string } } };
  return Date.parse(body.data.presale.balanceDeadline);
}

/** Pays what the product order's page asks now on the sandbox gateway; back on the result page. */
export async function payOnGateway(page: Page, t: PresaleWords, locale: string) {
  await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: t.gatewayPay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?`));
}

/** The beneficiaries step of the presale for these two people, then its deposit paid; answers the order's page. */
export async function orderAndPayDeposit(page: Page, t: PresaleWords, locale: string, people: string[], axe: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: t.confirm })).toBeVisible();
  await expect(page.getByTestId('presale-confirm-hint')).toBeVisible();
  for (const p of people) await page.getByRole('checkbox', { name: new RegExp(p) }).check();
  await expect(page.getByTestId('presale-split')).toContainText(t.split[0]);
  await expect(page.getByTestId('presale-split')).toContainText(t.split[1]);
  await page.getByRole('checkbox', { name: t.terms }).check();
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t.submit }).click();

  await expect(page).toHaveURL(new RegExp(`/${locale}/member/specialProduct/YQ\\d+$`));
  const orderPage = page.url();
  await expect(page.getByTestId('product-order-status')).toHaveText(t.depositDue);
  await expect(page.getByTestId('installment-plan')).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page);
  await payOnGateway(page, t, locale);
  await expect(page.getByRole('heading', { level: 2, name: t.depositPaid })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: t.viewProduct }).click();
  await expect(page.getByTestId('product-order-status')).toHaveText(t.balanceDue);
  return { orderPage, orderNo: orderPage.split('/').at(-1)! };
}

/** Two beneficiaries of the member's book that no other run uses; their names as the pages show them. */
export async function twoBeneficiaries(request: APIRequestContext, token: string) {
  const made = await freshBeneficiaries(request, token, 2, { surname: 'YU', given: 'CHUN', letter: 'Y' });
  return made.map((b) => b.name);
}
