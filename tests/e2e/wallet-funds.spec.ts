import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES, memberToken, reserveOrder, type Locale } from './pages/orders';
import { applyForRefund, demoWallet, paidFromWallet, settleDemoWallet } from './pages/wallet';

// Issue 31 §1, decision 64 (spec §2 /member/wallet/*, §3 Wallet, §5, §6, §8, §9): the demo member opens the wallet,
// adds a bank card with the SMS code sent to the bound phone, tops up (in progress until the sandbox bank settles,
// then successful), pays a ticket from the wallet and has it refunded, withdraws to the card (frozen until paid out),
// and sees the four kinds of records; then removes the card. The demo wallet is shared: it is put back at the end.

const T = {
  'zh-CN': {
    notOpened: '钱包未开通',
    open: '开通我的钱包',
    available: '可用余额',
    frozen: '冻结余额',
    actions: '钱包操作',
    bankCards: '银行卡',
    recharge: '充值',
    withdraw: '提现',
    cardsList: '已添加的银行卡',
    bank: '开户银行',
    bankName: '招商银行',
    credit: '信用卡',
    cardNo: '银行卡号',
    code: '发送至已绑定手机的短信验证码',
    getCode: '获取验证码',
    add: '添加银行卡',
    fromCard: '付款银行卡',
    toCard: '收款银行卡',
    amount: '金额（元）',
    pickCardTopUp: '请选择付款银行卡',
    pickCard: '请选择收款银行卡',
    amountRequired: '请输入金额',
    twoDecimals: '金额最多两位小数',
    overBalance: '金额超过可用余额',
    doneRecharge: '充值已提交',
    doneWithdraw: '提现已提交',
    seeRecords: '查看钱包记录',
    records: '钱包记录',
    inProgress: '处理中',
    success: '成功',
    kinds: ['交易', '充值', '提现', '退款'],
    removeConfirm: '删除银行卡',
    walletPay: /^使用钱包支付 ￥/,
    ask: /^确认使用钱包支付 ￥[\d,.]+？$/,
    confirm: /^确认支付 ￥/,
  },
  'en-US': {
    notOpened: 'Wallet not opened',
    open: 'Open my wallet',
    available: 'Available balance',
    frozen: 'Frozen balance',
    actions: 'Wallet actions',
    bankCards: 'Bank cards',
    recharge: 'Top up',
    withdraw: 'Withdraw',
    cardsList: 'Saved bank cards',
    bank: 'Bank',
    bankName: 'China Merchants Bank',
    credit: 'Credit card',
    cardNo: 'Card number',
    code: 'SMS code sent to your bound phone',
    getCode: 'Get code',
    add: 'Add the card',
    fromCard: 'Pay from card',
    toCard: 'Receiving bank card',
    amount: 'Amount (yuan)',
    pickCardTopUp: 'Please select the card to pay from',
    pickCard: 'Please select the receiving bank card',
    amountRequired: 'Please enter the amount',
    twoDecimals: 'Enter an amount with at most two decimals',
    overBalance: 'The amount is more than your available balance',
    doneRecharge: 'Top-up requested',
    doneWithdraw: 'Withdrawal requested',
    seeRecords: 'See wallet records',
    records: 'Wallet records',
    inProgress: 'In progress',
    success: 'Successful',
    kinds: ['Trade', 'Top-up', 'Withdrawal', 'Refund'],
    removeConfirm: 'Remove the card',
    walletPay: /^Pay ￥[\d,.]+ from the wallet$/,
    ask: /^Pay ￥[\d,.]+ from your wallet\?$/,
    confirm: /^Confirm payment of ￥/,
  },
} as const;

/** A card number per locale (both run on one database): valid check digits, masked as the page shows it. */
const CARD = { 'zh-CN': '4000 0000 0000 0002', 'en-US': '6217 0000 1000 0000 003' } as const;
const MASKED = { 'zh-CN': '4000 **** **** 0002', 'en-US': '6217 **** **** 0003' } as const;

const money = (fen: number, locale: Locale) =>
  `￥${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fen / 100)}`;

/** The records table (from md up): the row of a request number. */
const recordRow = (page: Page, l: Locale, text: string) =>
  page.getByRole('table', { name: T[l].records, exact: true }).getByRole('row').filter({ hasText: text });

/** No horizontal scroll or overlap at 390 and 320 px wide; back to the desktop width after. */
async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, WIDTHS.phoneSmall]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    expect(await layoutProblems(page), `layout of ${page.url()} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: open the wallet, add a card, top up, pay, withdraw, and see the four kinds of records`, async ({
    page,
    request,
    member,
  }) => {
    test.setTimeout(240_000);
    const before = await demoWallet(request);
    await demoWallet(request, { walletStatus: 'F', balance: 1_000_000 });
    try {
      await member.login({ request: page.request, locale: l });

      // Not opened: the rules, then the button opens it (spec §6: the demo member is certified, phone bound).
      await page.goto(`/${l}/member/wallet/wallet`);
      const prompt = page.getByRole('region', { name: t.notOpened, exact: true });
      await expect(prompt.getByRole('link')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await prompt.getByRole('button', { name: t.open }).click();
      await expect(page.getByLabel(t.available, { exact: true })).toHaveText(money(1_000_000, l));

      // A bank card, proven with the code sent to the member's own phone.
      const actions = page.getByRole('navigation', { name: t.actions });
      await actions.getByRole('link', { name: t.bankCards }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/member/wallet/bankCards$`));
      await page.getByRole('radio', { name: t.credit }).check();
      await page.getByLabel(t.bank, { exact: true }).selectOption({ label: t.bankName });
      await page.getByLabel(t.cardNo, { exact: true }).fill(CARD[l]);
      // The code of this send, not an older one of another test.
      const seen = (await member.outbox(DEMO.phone)).find((m) => m.event === 'VERIFY_OWNER');
      await page.getByRole('button', { name: t.getCode }).click();
      const sms = await member.latestMessage(DEMO.phone, { event: 'VERIFY_OWNER', after: seen });
      await page.getByLabel(t.code, { exact: true }).fill(sms.code);
      await page.getByRole('button', { name: t.add, exact: true }).click();
      const cards = page.getByRole('list', { name: t.cardsList });
      await expect(cards.getByRole('listitem').filter({ hasText: MASKED[l] })).toContainText(t.bankName);
      await expectNoSeriousA11yViolations(page);
      await expectPhoneLayouts(page);

      // Top up: the card and the amount first (spec §5), then in progress until the sandbox bank settles it.
      await page.goto(`/${l}/member/wallet/wallet`);
      await actions.getByRole('link', { name: t.recharge, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/member/wallet/rechargeWallet$`));
      const submit = page.locator('form').getByRole('button', { name: t.recharge, exact: true });
      await submit.click();
      await expect(page.getByText(t.pickCardTopUp)).toBeVisible();
      await expect(page.getByText(t.amountRequired)).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(MASKED[l].replaceAll('*', '\\*')) }).check();
      await page.getByLabel(t.amount).fill('12.345');
      await submit.click();
      await expect(page.getByText(t.twoDecimals)).toBeVisible();
      await page.getByLabel(t.amount).fill('100.50');
      await submit.click();
      const done = page.getByRole('status').filter({ hasText: t.doneRecharge });
      await expect(done).toContainText(/TU\d{16}/);
      const topUpNo = /TU\d{16}/.exec((await done.textContent()) ?? '')![0];
      await expectNoSeriousA11yViolations(page);
      await done.getByRole('link', { name: t.seeRecords }).click();
      await expect(recordRow(page, l, topUpNo)).toContainText(t.inProgress);
      await settleDemoWallet(request);
      await page.reload();
      await expect(recordRow(page, l, topUpNo)).toContainText(t.success);
      await expect(page.getByLabel(t.available, { exact: true })).toHaveText(money(1_010_050, l));

      // An order paid from the wallet on the booking's payment page, after confirming (decision 49).
      const token = await memberToken(request, DEMO.phone, DEMO.password);
      const paidOrderNo = await reserveOrder(request, { token, arrCode: 'CSX', family: 'BASIC' });
      await page.goto(`/${l}/book/pay?orderNo=${paidOrderNo}`);
      await page.getByRole('button', { name: t.walletPay }).click();
      await page.getByRole('alertdialog', { name: t.ask }).getByRole('button', { name: t.confirm }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/result\\?type=ticket&orderNumber=${paidOrderNo}&pay=success&`));

      // A ticket paid from the wallet, refunded to it (set up against airline-api, as member-wallet.spec does).
      const order = await paidFromWallet(request, token);
      const refund = await applyForRefund(request, token, order.orderNo, order.passengerId);
      await refund.decide('approve');
      await refund.decide('pay');
      const beforeWithdrawal = (await demoWallet(request)).balance;

      // Withdraw: within the balance, to the card; frozen until the bank has paid it out.
      await page.goto(`/${l}/member/wallet/withdrawCash`);
      const withdraw = page.locator('form').getByRole('button', { name: t.withdraw, exact: true });
      await withdraw.click();
      await expect(page.getByText(t.pickCard)).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(MASKED[l].replaceAll('*', '\\*')) }).check();
      await page.getByLabel(t.amount).fill('100000.01');
      await withdraw.click();
      await expect(page.getByText(t.overBalance)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectPhoneLayouts(page);
      await page.getByLabel(t.amount).fill('20');
      await withdraw.click();
      const out = page.getByRole('status').filter({ hasText: t.doneWithdraw });
      const withdrawalNo = /WD\d{16}/.exec((await out.textContent()) ?? '')![0];
      await out.getByRole('link', { name: t.seeRecords }).click();
      await expect(page.getByLabel(t.frozen, { exact: true })).toHaveText(money(2_000, l));
      await expect(recordRow(page, l, withdrawalNo)).toContainText(t.inProgress);
      await expect(recordRow(page, l, withdrawalNo)).toContainText(MASKED[l]);
      await settleDemoWallet(request);

      // All four kinds, each with its request number and status.
      await page.goto(`/${l}/member/wallet/wallet`);
      await expect(page.getByLabel(t.frozen, { exact: true })).toHaveText(money(0, l));
      await expect(page.getByLabel(t.available, { exact: true })).toHaveText(money(beforeWithdrawal - 2_000, l));
      await expect(recordRow(page, l, withdrawalNo)).toContainText(t.success);
      const table = page.getByRole('table', { name: t.records, exact: true });
      for (const kind of t.kinds)
        await expect(table.getByRole('cell', { name: kind, exact: true }).first()).toBeVisible();
      await expect(recordRow(page, l, order.orderNo).first()).toBeVisible();
      await expect(recordRow(page, l, paidOrderNo)).toContainText(t.kinds[0]);
      await expect(recordRow(page, l, refund.refundNo)).toContainText(t.success);
      await expectNoSeriousA11yViolations(page);
      await expectPhoneLayouts(page);

      // The card goes, after asking; its records keep its number.
      await page.goto(`/${l}/member/wallet/bankCards`);
      const mine = cards.getByRole('listitem').filter({ hasText: MASKED[l] });
      await mine.getByRole('button').click();
      await mine.getByRole('button', { name: t.removeConfirm }).click();
      await expect(cards.getByRole('listitem').filter({ hasText: MASKED[l] })).toHaveCount(0);
    } finally {
      await demoWallet(request, { walletStatus: before.walletStatus, balance: before.balance });
    }
  });
}
