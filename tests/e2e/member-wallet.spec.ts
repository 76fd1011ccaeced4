import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, OTHER, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, memberToken, type Locale } from './pages/orders';
import { applyForRefund, demoWallet, paidFromWallet } from './pages/wallet';

// Spec §2 member centre /member/wallet/wallet ("wallet records by the last 1, 2, 3 months"), §3 Wallet (balances;
// trades, top-ups, withdrawals, refunds with request number, time, amount, status, order number), §4 and §8 (a
// wallet not opened prompts to open it); decision 23: money back by the original payment route, and the wallet shows
// wallet refunds. The demo member pays a FLEX ticket from the wallet, asks for its refund 10 days and more out
// (nothing kept), and the sandbox's refund desk approves and pays it back; the wallet page lists the trade and the
// refund, and the refund filter shows the refund alone. Set up straight against airline-api, as tests/e2e/pages/trips.ts.

const T = {
  'zh-CN': {
    userMenu: '会员菜单',
    myWallet: '我的钱包',
    sideMenu: '会员中心菜单',
    kinds: '记录类型',
    periods: '时间范围',
    refund: '退款',
    threeMonths: '近3个月',
    inProgress: '处理中',
    success: '成功',
    notOpened: '钱包未开通',
    reload: '重新加载',
    records: '钱包记录',
    available: '可用余额',
    frozen: '冻结余额',
    trade: '交易',
  },
  'en-US': {
    userMenu: 'Member menu',
    myWallet: 'My wallet',
    sideMenu: 'Member centre menu',
    kinds: 'Record type',
    periods: 'Period',
    refund: 'Refund',
    threeMonths: 'Last 3 months',
    inProgress: 'In progress',
    success: 'Successful',
    notOpened: 'Wallet not opened',
    reload: 'Reload',
    records: 'Wallet records',
    available: 'Available balance',
    frozen: 'Frozen balance',
    trade: 'Trade',
  },
} as const;

/** As the page writes money (lib/i18n/format formatMoney, always with fen): '￥1,234.00'. */
const money = (fen: number, locale: Locale) =>
  `￥${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fen / 100)}`;

/** The records as a table (from md up) and as a list of cards (on a phone); one of the two is shown. */
const recordsTable = (page: Page, l: Locale) =>
  page.getByRole('table', { name: T[l].records, exact: true, includeHidden: true });
const recordCards = (page: Page, l: Locale) =>
  page.getByRole('list', { name: T[l].records, exact: true, includeHidden: true });

async function expectPhoneLayouts(page: Page, l: Locale) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    // On a phone the records are cards.
    await expect(recordCards(page, l)).toBeVisible();
    await expect(recordsTable(page, l)).toBeHidden();
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: the demo member's wallet lists a wallet payment and its refund, and filters refunds`, async ({
    page,
    request,
    member,
  }) => {
    test.setTimeout(150_000);
    // The demo wallet is shared with other specs (it pays in booking-payment): funded here, put back at the end.
    const before = await demoWallet(request);
    await demoWallet(request, { walletStatus: 'T', balance: 1_000_000 });
    try {
      const token = await memberToken(request, DEMO.phone, DEMO.password);
      const order = await paidFromWallet(request, token);
      const refund = await applyForRefund(request, token, order.orderNo, order.passengerId);
      await member.login({ request: page.request, locale: l });

      // From the user menu to the wallet page; the side menu marks it.
      await page.goto(`/${l}/member/index`);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: t.userMenu }).click();
      await header.getByRole('link', { name: t.myWallet }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/member/wallet/wallet$`));
      await expect(
        page.getByRole('navigation', { name: t.sideMenu }).getByRole('link', { name: t.myWallet }),
      ).toHaveAttribute('aria-current', 'page');
      const available = page.getByLabel(t.available, { exact: true });
      await expect(available).toHaveText(money(1_000_000 - order.paid, l));
      await expect(page.getByLabel(t.frozen, { exact: true })).toHaveText(money(0, l));

      // Approved and not yet paid back: the refund is in progress.
      await refund.decide('approve');
      await page.reload();
      const table = recordsTable(page, l);
      // A record is the table's row of the order whose type cell says its kind; each fact is a cell of it.
      const record = (kind: string) =>
        table
          .getByRole('row')
          .filter({ hasText: order.orderNo })
          .filter({ has: page.getByRole('cell', { name: kind, exact: true }) });
      const cell = (row: Locator, text: string) => row.getByRole('cell', { name: text, exact: true });
      const trade = record(t.trade);
      const back = record(t.refund);
      await expect(cell(back, t.inProgress)).toBeVisible();
      await expect(cell(back, t.inProgress)).toHaveText(t.inProgress);

      // Paid back: the whole ticket came back (FLEX 10 days out), the balance is whole again.
      await refund.decide('pay');
      const now = await demoWallet(request);
      expect(refund.amount).toBe(order.paid);
      expect(now.balance).toBe(1_000_000);
      await page.reload();
      await expect(available).toHaveText(money(now.balance, l));
      await expect(cell(trade, `-${money(order.paid, l)}`)).toHaveText(`-${money(order.paid, l)}`);
      await expect(cell(trade, t.success)).toHaveText(t.success);
      await expect(cell(back, refund.refundNo)).toHaveText(refund.refundNo);
      await expect(cell(back, `+${money(refund.amount, l)}`)).toHaveText(`+${money(refund.amount, l)}`);
      await expect(cell(back, t.success)).toHaveText(t.success);
      await expect(trade.getByRole('link', { name: order.orderNo })).toHaveAttribute(
        'href',
        `/${l}/member/ticketorderdetail/${order.orderNo}`,
      );
      await expectNoSeriousA11yViolations(page);

      // The refund filter: refunds alone, in the URL.
      await page.getByRole('navigation', { name: t.kinds }).getByRole('link', { name: t.refund, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/member/wallet/wallet\\?kind=REFUND$`));
      await expect(
        page.getByRole('navigation', { name: t.kinds }).getByRole('link', { name: t.refund, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(back).toHaveCount(1);
      await expect(trade).toHaveCount(0);
      // Every record row (a row of cells, not the header's) is a refund.
      const kinds = await table
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .evaluateAll((rows) => rows.map((r) => (r as HTMLTableRowElement).cells[0]!.textContent));
      expect(new Set(kinds)).toEqual(new Set([t.refund]));

      // The period: the last 3 months still hold it.
      await page.getByRole('navigation', { name: t.periods }).getByRole('link', { name: t.threeMonths }).click();
      await expect(page).toHaveURL(new RegExp(`/${l}/member/wallet/wallet\\?months=3&kind=REFUND$`));
      await expect(back).toHaveCount(1);
      await expectPhoneLayouts(page, l);
      await expect(
        recordCards(page, l)
          .getByRole('listitem', { includeHidden: true })
          .filter({ hasText: order.orderNo })
          .filter({ has: page.getByText(t.refund, { exact: true }) }),
      ).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await demoWallet(request, { walletStatus: before.walletStatus, balance: before.balance });
    }
  });
}

test('zh-CN: a member whose wallet is not opened is prompted to open it; a failed read offers a reload', async ({
  page,
  request,
  member,
}) => {
  await member.login({ request: page.request, who: OTHER });
  await page.goto('/zh-CN/member/wallet/wallet');
  const notOpened = page.getByRole('region', { name: T['zh-CN'].notOpened, exact: true });
  await expect(notOpened).toContainText(T['zh-CN'].notOpened);
  // The rules of opening, with where to meet them (decision 64); this member is not certified.
  await expect(notOpened.getByRole('link')).toHaveCount(2);
  await notOpened.getByRole('button', { name: '开通我的钱包' }).click();
  await expect(notOpened.getByRole('alert')).toHaveText('请先完成实名认证');
  // Neither way of showing records holds any, shown or not.
  await expect(
    recordsTable(page, 'zh-CN')
      .getByRole('row', { includeHidden: true })
      .filter({ has: page.getByRole('cell', { includeHidden: true }) }),
  ).toHaveCount(0);
  await expect(recordCards(page, 'zh-CN').getByRole('listitem', { includeHidden: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // airline-api fails once: the page says so with a reload link, and the reload finds the wallet again.
  const armed = await request.post(`${API()}/sandbox/faults`, {
    data: { path: '/member/api/wallet/records', mode: 'error', count: 1 },
  });
  expect(armed.ok()).toBe(true);
  await page.goto('/zh-CN/member/wallet/wallet?months=2');
  const alert = page.getByRole('alert').filter({ hasText: '钱包查询异常' });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: T['zh-CN'].reload }).click();
  await expect(page).toHaveURL(/\/zh-CN\/member\/wallet\/wallet\?months=2$/);
  await expect(page.getByRole('region', { name: T['zh-CN'].notOpened, exact: true })).toBeVisible();
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
});
