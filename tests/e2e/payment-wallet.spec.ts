import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { waitForHydration } from './pages/hydration';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, lookUpOrder, memberToken, reserveOrder, runJobs } from './pages/orders';
import { ticketedOrder } from './pages/trips';

// Decision 49; issue 28 §5. Spec §2 payment ('wallet-enabled members pay through the wallet flow', /result), §3
// Wallet (records with their request number), §8 ('payment failed', 'timeout: order cancelled automatically'):
// the wallet asks to confirm the amount and ends on the result page; the wallet record carries the airline's number;
// a declined card says why, keeps the billing fields for "pay again", and names the deadline with its zone.

const T = {
  'zh-CN': {
    walletPay: /^使用钱包支付 ￥/,
    ask: /^确认使用钱包支付 ￥[\d,.]+？$/,
    confirm: /^确认支付 ￥/,
    back: '暂不支付',
    ticketed: '支付成功，已出票',
    payFailed: '支付失败',
    declined: '原因：发卡银行拒绝了该卡的支付，请换一张卡或其他支付方式。',
    keptUntil: /^订单将保留至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（北京时间）。$/,
    payAgain: '重新支付',
    ocean: '境外银行卡',
    oceanSubmit: '继续银行卡支付',
    cardNumber: '卡号',
    cardPay: '支付',
    fields: ['姓', '名', '电子邮箱', '电话', '国家或地区代码（如 US）', '城市', '详细地址', '邮政编码'],
  },
  'en-US': {
    walletPay: /^Pay ￥[\d,.]+ from the wallet$/,
    ask: /^Pay ￥[\d,.]+ from your wallet\?$/,
    confirm: /^Confirm payment of ￥/,
    back: 'Not now',
    ticketed: 'Payment successful — your tickets are issued',
    payFailed: 'Payment failed',
    declined: 'Reason: the card was declined by its bank. Try another card or another payment method.',
    keptUntil: /^The order is kept until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Beijing time\)\.$/,
    payAgain: 'Pay again',
    ocean: 'Overseas bank card',
    oceanSubmit: 'Continue to card payment',
    cardNumber: 'Card number',
    cardPay: 'Pay',
    fields: [
      'Surname',
      'Given name',
      'E-mail',
      'Phone',
      'Country or region code (e.g. US)',
      'City',
      'Address',
      'Postcode',
    ],
  },
} as const;

/** Decision 49 for an add-on order: the bag bought on /ancillary/consignment, paid from the wallet. */
const NAME = '张云雀';
const ADD_ON = {
  'zh-CN': {
    baggageLabel: `${NAME} 的额外行李`,
    summary: '已选服务',
    continue: '下一步',
    checkoutPay: /^支付 /,
    gatewayPay: /^支付 \S+$/,
    pending: '待支付',
    done: '您的服务已确认',
    // An add-on order is priced in the currency the site shows; the wallet's words are the booking's.
    walletPay: /^使用钱包支付 \S+$/,
    ask: /^确认使用钱包支付 \S+？$/,
    confirm: /^确认支付 /,
  },
  'en-US': {
    baggageLabel: `Extra baggage for ${NAME}`,
    summary: 'Your choice',
    continue: 'Continue',
    checkoutPay: /^Pay \S+$/,
    gatewayPay: /^Pay \S+$/,
    pending: 'Waiting for payment',
    done: 'Your services are confirmed',
    walletPay: /^Pay \S+ from the wallet$/,
    ask: /^Pay \S+ from your wallet\?$/,
    confirm: /^Confirm payment of /,
  },
} as const;

const VALUES = ['Lovelace', 'Ada', 'ada@example.com', '+14155550100', 'US', 'San Francisco', '1 Market St', '94105'];

/** The sandbox's wallet control: sets the demo wallet (open, a balance), or reads it when nothing is given. */
async function demoWallet(request: APIRequestContext, set: { balance?: number; walletStatus?: 'T' | 'F' } = {}) {
  const res = await request.post(`${API()}/sandbox/wallet`, { data: { cellphone: DEMO.phone, ...set } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { walletStatus: 'T' | 'F'; balance: number } }).data;
}

/** No horizontal scroll, nothing over anything, targets of 24 px at a phone's 390 and 320 px; then a desktop again. */
async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, WIDTHS.phoneSmall]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The outcome of a return on /result: its heading says how the payment went. */
const outcome = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title, exact: true });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: the wallet asks to confirm the amount, then the result page says it worked; the record has a WP number`, async ({
    page,
    request,
    member,
  }) => {
    test.setTimeout(90_000);
    const before = await demoWallet(request);
    await demoWallet(request, { walletStatus: 'T', balance: 1_000_000 });
    try {
      const token = await memberToken(request, DEMO.phone, DEMO.password);
      const orderNo = await reserveOrder(request, { token, arrCode: 'CSX', family: 'BASIC' });
      await member.login({ request: page.request, locale: l });
      await page.goto(`/${l}/book/pay?orderNo=${orderNo}`);

      // The first tap asks: the amount, and nothing taken yet.
      await page.getByRole('button', { name: t.walletPay }).click();
      const ask = page.getByRole('alertdialog', { name: t.ask });
      await expect(ask).toBeVisible();
      await expect(ask.getByRole('button', { name: t.confirm })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await expectPhoneLayouts(page);
      await ask.getByRole('button', { name: t.back, exact: true }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect((await demoWallet(request)).balance).toBe(1_000_000);

      // Confirmed: the result page verifies the payment and follows the tickets.
      await page.getByRole('button', { name: t.walletPay }).click();
      await page.getByRole('alertdialog', { name: t.ask }).getByRole('button', { name: t.confirm }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/result\\?type=ticket&orderNumber=${orderNo}&pay=success&`));
      await runJobs(request);
      await expect(outcome(page, t.ticketed)).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      expect((await demoWallet(request)).balance).toBeLessThan(1_000_000);

      // The wallet's trade record carries the airline's number, not an internal id.
      await page.goto(`/${l}/member/wallet/wallet`);
      // (On a desktop the records are a table: its cells; the phone's cards are hidden.)
      await expect(page.getByRole('cell', { name: /^WP\d{16}$/ }).first()).toBeVisible();
      await expect(page.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);
    } finally {
      await demoWallet(request, { walletStatus: before.walletStatus, balance: before.balance });
    }
  });

  test(`${l}: a declined card says why and until when (Beijing time), and "pay again" keeps the billing fields`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const orderNo = await reserveOrder(request);
    await lookUpOrder(page, l, orderNo);
    await page.goto(`/${l}/book/pay?orderNo=${orderNo}`);
    await page.getByText(t.ocean, { exact: true }).click();
    for (const [i, label] of t.fields.entries()) await page.getByLabel(label, { exact: true }).fill(VALUES[i]!);
    await page.getByRole('button', { name: t.oceanSubmit }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByLabel(t.cardNumber).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: t.cardPay, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${l}/result\\?`));
    const failed = page.getByRole('region', { name: t.payFailed, exact: true });
    await expect(outcome(page, t.payFailed)).toBeVisible();
    await expect(failed.getByText(t.declined, { exact: true })).toBeVisible();
    await expect(failed.getByText(t.keptUntil)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Pay again: the card form is open and filled with what was typed (no card number: that is the card page's).
    await failed.getByRole('link', { name: t.payAgain, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/book/pay\\?orderNo=${orderNo}$`));
    for (const [i, label] of t.fields.entries()) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(VALUES[i]!);
    }
    await expect(page.getByRole('button', { name: t.oceanSubmit })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
  });

  test(`${l}: a member buys a bag, pays it from the wallet after confirming the amount, and the wallet lists it`, async ({
    page,
    request,
    baseURL,
    member,
  }) => {
    test.setTimeout(180_000);
    const a = ADD_ON[l];
    const before = await demoWallet(request);
    await demoWallet(request, { walletStatus: 'T', balance: 1_000_000 });
    try {
      const token = await memberToken(request, DEMO.phone, DEMO.password);
      const order = await ticketedOrder(request, baseURL!, [NAME], token);
      await member.login({ request: page.request, locale: l });
      await page.goto(`/${l}/ancillary/consignment/${order.orderNo}`);
      // A choice made before React hydrates the select is reset by it: choose once the page is interactive.
      const baggage = page.getByLabel(a.baggageLabel);
      await waitForHydration(baggage);
      await baggage.selectOption('BAG10');
      await page
        .getByRole('region', { name: a.summary, exact: true })
        .getByRole('button', { name: a.continue, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?segment=0$`));

      // Reserved, the order's own page offers the gateway and the wallet, as a booking's payment page does.
      await page.getByRole('button', { name: a.checkoutPay }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?addOnOrderNo=\\w+$`));
      const addOnOrder = page.getByRole('region', { name: /^(增值服务订单|Add-on order) \S+$/ });
      await expect(addOnOrder.getByText(a.pending, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: a.gatewayPay })).toBeVisible();
      await page.getByRole('button', { name: a.walletPay }).click();
      const ask = page.getByRole('alertdialog', { name: a.ask });
      await expect(ask.getByRole('button', { name: a.confirm })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await expectPhoneLayouts(page);
      await ask.getByRole('button', { name: t.back, exact: true }).click();
      expect((await demoWallet(request)).balance).toBe(1_000_000);

      // Confirmed: the page the gateway returns to verifies the payment and follows the order until it is applied.
      await page.getByRole('button', { name: a.walletPay }).click();
      await page.getByRole('alertdialog', { name: a.ask }).getByRole('button', { name: a.confirm }).click();
      await expect(page).toHaveURL(
        new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?type=ancillary&orderNumber=\\w+&pay=success&`),
      );
      const addOnOrderNo = new URL(page.url()).searchParams.get('orderNumber')!;
      await runJobs(request);
      await expect(page.getByText(a.done, { exact: true })).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(page);
      const paid = 1_000_000 - (await demoWallet(request)).balance;
      expect(paid).toBeGreaterThan(0);

      // The wallet's trade record: the add-on order with the airline's number.
      await page.goto(`/${l}/member/wallet/wallet`);
      const row = page.getByRole('row').filter({ hasText: addOnOrderNo });
      await expect(row.getByRole('cell', { name: /^WP\d{16}$/ })).toBeVisible();
    } finally {
      await demoWallet(request, { walletStatus: before.walletStatus, balance: before.balance });
    }
  });
}
