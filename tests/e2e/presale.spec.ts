import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, OTHER } from './pages/account';
import { API, LOCALES, memberToken, runJobs } from './pages/orders';

// Issue 32 §3, decision 67 Presale (spec §2 /seasonTicket/presale/list, detail, confirm; §3 deposit and final
// payment; §4 statuses 9 → 7 → 2 → 5; §5 minimum passengers; §9 installments): a member orders a presale for two
// beneficiaries, pays the deposit on the gateway, and sees the balance due by its deadline (Beijing time). With
// airline-api's sandbox clock past the deadline (put back by the fixture), the order has expired and the deposit is
// not refunded. In English the member also pays the balance of another order in time and its cards are usable.

const PRODUCT = 'PRESALE-SUMMER';
const T = {
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
type Words = (typeof T)[keyof typeof T];

let n = Date.now() % 1_000_000;
/** Two beneficiaries of the member's book that no other run uses (room made as a person would); their names. */
async function twoBeneficiaries(request: APIRequestContext, token: string) {
  const headers = { 'x-member-token': token };
  const list = await request.get(`${API()}/member/api/member/b2c/book/beneficiaries`, { headers });
  // The book keeps 5: make room as a person would, by removing old entries.
  for (const e of ((await list.json()) as { data: { list: { id: string }[] } }).data.list.slice(0, -2))
    await request.post(`${API()}/member/api/member/b2c/book/beneficiaries/delete`, { headers, data: { id: e.id } });
  const made: string[] = [];
  for (const given of ['CHUN', 'XIA']) {
    n += 1;
    const data = {
      surname: 'YU',
      givenName: `${given}${String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26))}`,
      gender: 'F',
      birthday: '1991-04-04',
      certificateType: 'PP',
      certificateNumber: `Y${String(n).padStart(8, '0')}`,
      certificateValidity: '2035-01-01',
      mobile: '13800004444',
    };
    const res = await request.post(`${API()}/member/api/member/b2c/book/beneficiaries/add`, {
      headers,
      data: { data },
    });
    const body = (await res.json()) as { code: string; data: { id: string } };
    expect(body.code, JSON.stringify(body)).toBe('0');
    made.push(`${data.surname}/${data.givenName}`);
  }
  return made;
}

/** The order's balance deadline as airline-api answers it. */
async function balanceDeadline(request: APIRequestContext, token: string, orderNo: string): Promise<number> {
  const res = await request.post(`${API()}/order/api/order/special-product`, {
    headers: { 'x-member-token': token },
    data: { orderNo },
  });
  const body = (await res.json()) as { data: { presale: { balanceDeadline: string } } };
  return Date.parse(body.data.presale.balanceDeadline);
}

/** Pays what the product order's page asks now on the sandbox gateway; back on the result page. */
async function payOnGateway(page: Page, t: Words, locale: string) {
  await page.getByRole('region', { name: t.gateway, exact: true }).getByRole('button', { name: t.payNow }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: t.gatewayPay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?`));
}

/** The beneficiaries step of the presale for these two people, then its deposit paid; answers the order's page. */
async function orderAndPayDeposit(page: Page, t: Words, locale: string, people: string[], axe: boolean) {
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

for (const locale of LOCALES) {
  const t = T[locale];
  test(`${locale}: a presale's deposit paid, its balance due by the deadline, expired after it`, async ({
    page,
    request,
    member,
    sandboxClock,
  }) => {
    const token = await memberToken(request, t.who.phone, t.who.password);
    const people = await twoBeneficiaries(request, token);
    await member.login({ who: t.who, locale, request: page.request });

    await page.goto(`/${locale}/seasonTicket`);
    await page.getByRole('link', { name: t.hub }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: t.name, exact: true }) });
    await expect(card.getByTestId('product-state')).toHaveText(t.onSale);
    await expect(card.getByTestId('presale-deposit-fact')).toHaveText(t.deposit);
    await expect(card).toContainText(t.minimum);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: t.details(t.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/presale/detail/${PRODUCT}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
    await expect(page.getByTestId('presale-balance-window')).toContainText(t.window);
    await expect(page.getByTestId('installment-plan')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.buy }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/presale/confirm\\?productId=${PRODUCT}$`));

    const first = await orderAndPayDeposit(page, t, locale, people, true);
    const deadline = await balanceDeadline(request, token, first.orderNo);
    // The balance is due by the deadline, told in Beijing time (UTC+8, no daylight saving).
    const beijingDate = new Date(deadline + 8 * 3_600_000).toISOString().slice(0, 10);
    await expect(page.getByTestId('presale-balance')).toContainText(beijingDate);
    await expect(page.getByTestId('presale-balance')).toContainText(t.beijing);
    await expect(page.getByTestId('presale-deposit')).toContainText(t.beijing);
    await expectNoSeriousA11yViolations(page);

    let second: { orderPage: string } | null = null;
    if (locale === 'en-US') {
      // Another order, paid in full before its deadline: its cards are usable.
      const more = await twoBeneficiaries(request, token);
      await page.goto(`/${locale}/seasonTicket/presale/confirm?productId=${PRODUCT}`);
      second = await orderAndPayDeposit(page, t, locale, more, false);
      await payOnGateway(page, t, locale);
      await runJobs(request);
      await expect(page.getByRole('heading', { level: 2, name: t.ready })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('link', { name: t.viewProduct }).click();
      await expect(page.getByTestId('product-order-status')).toHaveText(t.complete);
      for (const p of more)
        await expect(page.getByTestId('product-unit').filter({ hasText: p })).toContainText(t.usable);
    }

    // A minute past the deadline on airline-api's clock; a login lasts a day of it, so log in at its new now.
    await sandboxClock.setNow(deadline + 60_000);
    await runJobs(request);
    await member.login({ who: t.who, locale, request: page.request });
    await page.goto(first.orderPage);
    await expect(page.getByTestId('product-order-status')).toHaveText(t.expired);
    await expect(page.getByTestId('presale-expired')).toContainText(t.notRefunded);
    await expect(page.getByRole('region', { name: t.gateway, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (second) {
      await page.goto(second.orderPage);
      await expect(page.getByTestId('product-order-status')).toHaveText(t.complete);
    }
  });
}

test('a phone shows the presale detail without sideways scrolling', async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/zh-CN/seasonTicket/presale/detail/${PRODUCT}`);
    await expect(page.getByTestId('presale-terms')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.goto('/en-US/seasonTicket/presale/list');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
