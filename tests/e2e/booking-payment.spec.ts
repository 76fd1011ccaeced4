import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { LOCALES, lookUpOrder, memberToken, reserveOrder, runJobs, sandbox, type Locale } from './pages/orders';

const T = {
  'zh-CN': {
    gatewayPay: '支付',
    gatewayFail: '模拟支付失败',
    cancelPayment: '取消支付',
    cancelConfirm: '确定取消',
    ticketed: '支付成功，已出票',
    ticketFailed: '支付成功，但出票失败',
    refund: /出票失败，￥[\d,.]+将按原支付渠道（在线支付）退回/,
    payFailed: '支付失败',
    cancelled: '订单已取消',
    expired: '支付超时，订单已自动取消',
    invalid: '支付结果校验失败',
    pending: '待支付',
    goToPay: '去支付',
    timeLeft: '剩余支付时间',
    gateway: '在线支付',
    payNow: /^支付 /,
    payAgain: '重新支付',
    payPanel: '应付金额',
    orderNo: '订单号',
    status: '订单状态',
    price: '价格明细',
    amountDue: '应付金额',
    ticketNo: '票号',
  },
  'en-US': {
    gatewayPay: 'Pay',
    gatewayFail: 'Simulate failure',
    cancelPayment: 'Cancel payment',
    cancelConfirm: 'Yes, cancel the order',
    ticketed: 'Payment successful — your tickets are issued',
    ticketFailed: 'Payment received, but ticketing failed',
    refund: /Ticketing failed\. ￥[\d,.]+ is being returned by the original route \(online payment\)/,
    payFailed: 'Payment failed',
    cancelled: 'Order cancelled',
    expired: 'Timeout: order cancelled automatically',
    invalid: 'The payment result could not be verified',
    pending: 'Pending payment',
    goToPay: 'Go to pay',
    timeLeft: 'Time left to pay',
    gateway: 'Online payment',
    payNow: /^Pay /,
    payAgain: 'Pay again',
    payPanel: 'Amount payable',
    orderNo: 'Order number',
    status: 'Order status',
    price: 'Price details',
    amountDue: 'Amount payable',
    ticketNo: 'Ticket number',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** From the visitor's order detail to the countdown page. */
async function openPayPage(page: Page, locale: Locale, orderNo: string) {
  await lookUpOrder(page, locale, orderNo);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: T[locale].goToPay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/book/pay\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('timer', { name: T[locale].timeLeft })).toHaveText(/^(29|30):\d\d$/);
  await expectNoSeriousA11yViolations(page);
}

/** The online payment's "Pay <amount>" button of the pay page. */
const gatewayButton = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: T[locale].gateway, exact: true }).getByRole('button', { name: T[locale].payNow });

/** The outcome of a return on /result: its heading says how the payment went. */
const outcome = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

/** The passengers' e-ticket numbers, each a value labelled by its term. */
const ticketNos = (page: Page, locale: Locale) => page.getByLabel(T[locale].ticketNo, { exact: true });

/** Once the order can no longer be paid, the pay panel says why (a status line). */
const payClosed = (page: Page, locale: Locale, text: string) =>
  page
    .getByRole('complementary', { name: T[locale].payPanel, exact: true })
    .getByRole('status')
    .filter({ hasText: text });

/** Pay page → sandbox gateway → a decision → back on /result. */
async function payOnGateway(page: Page, locale: Locale, decision: 'gatewayPay' | 'gatewayFail') {
  await gatewayButton(page, locale).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: T[locale][decision], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?`));
}

for (const locale of LOCALES) {
  const t = T[locale];

  test(`${locale}: a visitor pays on the gateway and sees the issued 902 tickets`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await payOnGateway(page, locale, 'gatewayPay');
    await runJobs(request);
    await expect(outcome(page, t.ticketed)).toBeVisible({ timeout: 20_000 });
    const tickets = ticketNos(page, locale);
    await expect(tickets).toHaveCount(1);
    await expect(tickets.first()).toHaveText(/^902\d{10}$/);
    await expectNoSeriousA11yViolations(page);

    // A repeated visit of the same return changes nothing.
    await page.reload();
    await expect(outcome(page, t.ticketed)).toBeVisible();
  });

  test(`${locale}: a tampered return is refused and never shows paid`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await payOnGateway(page, locale, 'gatewayPay');
    const url = new URL(page.url());
    const amount = new URL(url);
    amount.searchParams.set('amount', String(Number(url.searchParams.get('amount')) - 100));
    await page.goto(amount.toString());
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.invalid);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const sign = new URL(url);
    sign.searchParams.set('sign', 'f'.repeat(64));
    await page.goto(sign.toString());
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.invalid);
    const failed = new URL(url);
    failed.searchParams.set('pay', 'fail');
    await page.goto(failed.toString());
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.invalid);
  });

  test(`${locale}: a failed payment says so and offers to pay again`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await payOnGateway(page, locale, 'gatewayFail');
    await expect(outcome(page, t.payFailed)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.payAgain, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/book/pay\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('timer', { name: t.timeLeft })).toBeVisible();
  });

  test(`${locale}: cancel payment asks first, then the order is cancelled`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await page.getByRole('button', { name: t.cancelPayment, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(orderNo);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.cancelConfirm }).click();
    await expect(payClosed(page, locale, t.cancelled)).toHaveText(t.cancelled);
    await page.reload();
    await expect(payClosed(page, locale, t.cancelled)).toHaveText(t.cancelled);
  });

  test(`${locale}: at the deadline the order is cancelled automatically`, async ({ page, request, sandboxClock }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await sandboxClock.set(31 * 60 * 1000);
    await runJobs(request);
    await page.reload();
    await expect(payClosed(page, locale, t.expired)).toHaveText(t.expired);
    await expect(gatewayButton(page, locale)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${locale}: a failed ticketing returns the money by the original route`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await sandbox(request, '/sandbox/ticketing', { orderNo, fail: true });
    await openPayPage(page, locale, orderNo);
    await payOnGateway(page, locale, 'gatewayPay');
    await runJobs(request);
    await expect(outcome(page, t.ticketFailed)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t.refund)).toHaveText(t.refund);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${locale}: the member sees an own order and a 404 for anyone else's`, async ({ page, request, member }) => {
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const own = await reserveOrder(request, { token });
    const foreign = await reserveOrder(request);
    await member.login({ locale });

    await page.goto(`/${locale}/member/ticketorderdetail/${own}`);
    await expect(page.getByLabel(t.orderNo, { exact: true })).toHaveText(own);
    await expect(page.getByLabel(t.status, { exact: true })).toContainText(t.pending);
    await expect(
      page.getByRole('region', { name: t.price, exact: true }).getByLabel(t.amountDue, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t.goToPay, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (const orderNo of [foreign, 'YQ2099010100000000']) {
      const res = await page.goto(`/${locale}/member/ticketorderdetail/${orderNo}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByLabel(t.orderNo, { exact: true })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
}

test('en-US: a visitor pays with an overseas card after the billing fields', async ({ page, request }) => {
  const orderNo = await reserveOrder(request);
  await openPayPage(page, 'en-US', orderNo);
  await page.getByText('Overseas bank card', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await expect(page.getByLabel('Surname', { exact: true })).toHaveAccessibleDescription('Required');
  const fields: [string, string][] = [
    ['Surname', 'Lovelace'],
    ['Given name', 'Ada'],
    ['E-mail', 'ada@example.com'],
    ['Phone', '+14155550100'],
    ['Country or region code (e.g. US)', 'us'],
    ['City', 'San Francisco'],
    ['Address', '1 Market St'],
    ['Postcode', '94105'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to card payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/en-US\/result\?/);
  await runJobs(request);
  await expect(outcome(page, T['en-US'].ticketed)).toBeVisible({ timeout: 20_000 });
  await expect(ticketNos(page, 'en-US').first()).toHaveText(/^902\d{10}$/);
});

// Spec §7 wallet payment when walletStatus is T (the demo member's wallet holds ￥520.00).
test('a member pays from the wallet, and an order over the balance is refused', async ({
  memberPage: page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await memberToken(request, DEMO.phone, DEMO.password);

  // Decision 49: the wallet asks to confirm the amount before it takes anything.
  const payFromWallet = async () => {
    await page.getByRole('button', { name: /from the wallet$/ }).click();
    await page.getByRole('button', { name: /^Confirm payment of / }).click();
  };

  const dear = await reserveOrder(request, { token, family: 'FLEX' });
  await page.goto(`/en-US/book/pay?orderNo=${dear}`);
  await payFromWallet();
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient wallet balance' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const cheap = await reserveOrder(request, { token, arrCode: 'CSX', family: 'BASIC' });
  await page.goto(`/en-US/book/pay?orderNo=${cheap}`);
  await payFromWallet();
  // Paid from the wallet: the result page verifies it and shows the tickets once issued.
  await expect(page).toHaveURL(/\/en-US\/result\?/);
  await runJobs(request);
  await expect(outcome(page, T['en-US'].ticketed)).toBeVisible({ timeout: 20_000 });
  await expect(ticketNos(page, 'en-US').first()).toHaveText(/^902\d{10}$/);
  await expectNoSeriousA11yViolations(page);
});
