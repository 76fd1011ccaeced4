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
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** From the visitor's order detail to the countdown page. */
async function openPayPage(page: Page, locale: Locale, orderNo: string) {
  await lookUpOrder(page, locale, orderNo);
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('go-to-pay').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/book/pay\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('countdown')).toHaveText(/^(29|30):\d\d$/);
  await expectNoSeriousA11yViolations(page);
}

/** Pay page → sandbox gateway → a decision → back on /result. */
async function payOnGateway(page: Page, locale: Locale, decision: 'gatewayPay' | 'gatewayFail') {
  await page.getByTestId('pay-gateway').click();
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
    await expect(page.getByTestId('result-heading')).toHaveText(t.ticketed, { timeout: 20_000 });
    const tickets = page.getByTestId('ticket-no');
    await expect(tickets).toHaveCount(1);
    await expect(tickets.first()).toHaveText(/^902\d{10}$/);
    await expectNoSeriousA11yViolations(page);

    // A repeated visit of the same return changes nothing.
    await page.reload();
    await expect(page.getByTestId('result-heading')).toHaveText(t.ticketed);
  });

  test(`${locale}: a tampered return is refused and never shows paid`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await payOnGateway(page, locale, 'gatewayPay');
    const url = new URL(page.url());
    const amount = new URL(url);
    amount.searchParams.set('amount', String(Number(url.searchParams.get('amount')) - 100));
    await page.goto(amount.toString());
    await expect(page.getByTestId('result-invalid')).toContainText(t.invalid);
    await expect(page.getByTestId('result-heading')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const sign = new URL(url);
    sign.searchParams.set('sign', 'f'.repeat(64));
    await page.goto(sign.toString());
    await expect(page.getByTestId('result-invalid')).toContainText(t.invalid);
    const failed = new URL(url);
    failed.searchParams.set('pay', 'fail');
    await page.goto(failed.toString());
    await expect(page.getByTestId('result-invalid')).toContainText(t.invalid);
  });

  test(`${locale}: a failed payment says so and offers to pay again`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await payOnGateway(page, locale, 'gatewayFail');
    await expect(page.getByTestId('result-heading')).toHaveText(t.payFailed);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('pay-again').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/book/pay\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('countdown')).toBeVisible();
  });

  test(`${locale}: cancel payment asks first, then the order is cancelled`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await page.getByRole('button', { name: t.cancelPayment, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(orderNo);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page.getByTestId('pay-closed')).toHaveText(t.cancelled);
    await page.reload();
    await expect(page.getByTestId('pay-closed')).toHaveText(t.cancelled);
  });

  test(`${locale}: at the deadline the order is cancelled automatically`, async ({ page, request, sandboxClock }) => {
    const orderNo = await reserveOrder(request);
    await openPayPage(page, locale, orderNo);
    await sandboxClock.set(31 * 60 * 1000);
    await runJobs(request);
    await page.reload();
    await expect(page.getByTestId('pay-closed')).toHaveText(t.expired);
    await expect(page.getByTestId('pay-gateway')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${locale}: a failed ticketing returns the money by the original route`, async ({ page, request }) => {
    const orderNo = await reserveOrder(request);
    await sandbox(request, '/sandbox/ticketing', { orderNo, fail: true });
    await openPayPage(page, locale, orderNo);
    await payOnGateway(page, locale, 'gatewayPay');
    await runJobs(request);
    await expect(page.getByTestId('result-heading')).toHaveText(t.ticketFailed, { timeout: 20_000 });
    await expect(page.getByTestId('result-refund')).toHaveText(t.refund);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${locale}: the member sees an own order and a 404 for anyone else's`, async ({ page, request, member }) => {
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const own = await reserveOrder(request, { token });
    const foreign = await reserveOrder(request);
    await member.login({ locale });

    await page.goto(`/${locale}/member/ticketorderdetail/${own}`);
    await expect(page.getByTestId('order-no')).toHaveText(own);
    await expect(page.getByTestId('order-status')).toContainText(t.pending);
    await expect(page.getByTestId('order-price')).toBeVisible();
    await expect(page.getByTestId('go-to-pay')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (const orderNo of [foreign, 'YQ2099010100000000']) {
      const res = await page.goto(`/${locale}/member/ticketorderdetail/${orderNo}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByTestId('order-detail')).toHaveCount(0);
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
  await expect(page.getByTestId('result-heading')).toHaveText(T['en-US'].ticketed, { timeout: 20_000 });
  await expect(page.getByTestId('ticket-no').first()).toHaveText(/^902\d{10}$/);
});

// Spec §7 wallet payment when walletStatus is T (the demo member's wallet holds ￥520.00).
test('a member pays from the wallet, and an order over the balance is refused', async ({
  memberPage: page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await memberToken(request, DEMO.phone, DEMO.password);

  const dear = await reserveOrder(request, { token, family: 'FLEX' });
  await page.goto(`/en-US/book/pay?orderNo=${dear}`);
  await page.getByRole('button', { name: /from the wallet/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Insufficient wallet balance' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const cheap = await reserveOrder(request, { token, arrCode: 'CSX', family: 'BASIC' });
  await page.goto(`/en-US/book/pay?orderNo=${cheap}`);
  await page.getByRole('button', { name: /from the wallet/ }).click();
  // Paid from the wallet: the member lands on the order, where tickets appear once issued.
  await expect(page).toHaveURL(new RegExp(`/en-US/member/ticketorderdetail/${cheap}$`));
  await runJobs(request);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText(/^902\d{10}$/).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});
