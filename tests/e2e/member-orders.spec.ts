import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { layoutProblems } from './pages/layout';
import { API, LOCALES, memberToken, reserveOrder, type Locale } from './pages/orders';

// Decision 17: the member's orders list, /{locale}/member/order. airline-api seeds the demo member's orders
// over the three periods (airline-api/src/db/seed/orders.ts); the older two periods hold only settled orders,
// so the rows there are the same whatever other tests book meanwhile, and the page is checked against
// airline-api's own answer for them.

const T = {
  'zh-CN': {
    menu: '会员中心菜单',
    myOrders: '我的订单',
    tabs: '订单状态',
    all: '全部',
    unpaid: '待支付',
    paid: '已支付',
    period: '下单时间',
    recent: '近三个月',
    older: '三个月以前',
    archive: '一年以前（归档）',
    type: '订单类型',
    allTypes: '全部类型',
    ticket: '机票',
    flashSale: '秒杀',
    list: '订单列表',
    emptyPaidFlashArchive: '一年以前没有已支付的秒杀订单。',
    emptyUnpaidOlder: '三个月以前至一年内没有待支付的订单。',
    goToPay: (orderNo: string) => `去支付订单 ${orderNo}`,
    payBy: '支付截止',
    payHeading: '支付订单',
    detailHeading: '订单详情',
    pages: '订单分页',
    next: '下一页',
    previous: '上一页',
    page: (n: number) => `第 ${n} 页`,
    pageSize: '每页条数',
    apply: '确定',
    summary: (total: number, page: number, pages: number) => `共 ${total} 个订单，第 ${page}/${pages} 页`,
    status: { 1: '待支付', 2: '已支付', 3: '已取消', 4: '支付失败', 5: '已支付', 6: '交易完成' } as Record<
      number,
      string
    >,
    from: '广州',
  },
  'en-US': {
    menu: 'Member centre menu',
    myOrders: 'My orders',
    tabs: 'Order status',
    all: 'All',
    unpaid: 'Pending payment',
    paid: 'Paid',
    period: 'Booked',
    recent: 'Within 3 months',
    older: 'Over 3 months',
    archive: 'Over a year (archive)',
    type: 'Order type',
    allTypes: 'All types',
    ticket: 'Ticket',
    flashSale: 'Flash sale',
    list: 'Orders',
    emptyPaidFlashArchive: 'You have no paid flash sale orders from over a year ago.',
    emptyUnpaidOlder: 'You have no unpaid orders from 3 to 12 months ago.',
    goToPay: (orderNo: string) => `Go to pay for order ${orderNo}`,
    payBy: 'Pay by',
    payHeading: 'Pay for your order',
    detailHeading: 'Order details',
    pages: 'Order pages',
    next: 'Next',
    previous: 'Previous',
    page: (n: number) => `Page ${n}`,
    pageSize: 'Per page',
    apply: 'Apply',
    summary: (total: number, page: number, pages: number) =>
      `${total} ${total === 1 ? 'order' : 'orders'}, page ${page} of ${pages}`,
    status: {
      1: 'Pending payment',
      2: 'Paid',
      3: 'Cancelled',
      4: 'Payment failed',
      5: 'Paid',
      6: 'Finished',
    } as Record<number, string>,
    from: 'Guangzhou',
  },
};

type ApiOrder = { orderNo: string; orderStatus: number; orderType: number };

/** airline-api's own answer for the demo member, to check the page's rows against. */
async function apiOrders(
  request: APIRequestContext,
  token: string,
  query: Record<string, string>,
): Promise<ApiOrder[]> {
  const search = new URLSearchParams({ pageSize: '100', ...query });
  const res = await request.get(`${API()}/order/api/order/my-order?${search}`, {
    headers: { 'x-member-token': token },
  });
  const body = (await res.json()) as { code: string; data: { list: ApiOrder[] } };
  expect(body.code).toBe('0');
  return body.data.list;
}

const rowsOf = (page: Page, locale: Locale) => page.getByRole('list', { name: T[locale].list }).getByRole('listitem');

/** The order numbers of the rows shown, top to bottom (each row's link to its page is its number). */
async function shownOrderNos(rows: Locator): Promise<string[]> {
  return rows.getByRole('link', { name: /^YQ\d{16}$/ }).allTextContents();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const locale of LOCALES) {
  const t = T[locale];

  test(`${locale}: my orders from the side menu; tab, period and type choose the rows`, async ({
    memberPage: page,
    request,
  }) => {
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    await page.goto(`/${locale}/member/index`);
    await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.myOrders, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/member/order$`));
    await expect(page.getByRole('heading', { level: 1, name: t.myOrders })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(t.myOrders));
    const tabs = page.getByRole('navigation', { name: t.tabs });
    const periods = page.getByRole('navigation', { name: t.period });
    const types = page.getByRole('navigation', { name: t.type });
    await expect(tabs.getByRole('link', { name: t.all, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(periods.getByRole('link', { name: t.recent, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(types.getByRole('link', { name: t.allTypes, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.myOrders, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(rowsOf(page, locale).first()).toBeVisible();

    // Over a year: the archive's settled orders, as airline-api lists them, names not codes.
    await periods.getByRole('link', { name: t.archive, exact: true }).click();
    await expect(page).toHaveURL(/period=archive/);
    await expect(periods.getByRole('link', { name: t.archive, exact: true })).toHaveAttribute('aria-current', 'page');
    const archive = await apiOrders(request, token, { period: 'OVER_Y1' });
    expect(archive.length).toBeGreaterThan(0);
    const rows = rowsOf(page, locale);
    await expect(rows).toHaveCount(archive.length);
    expect(await shownOrderNos(rows)).toEqual(archive.map((o) => o.orderNo));
    for (const o of archive) {
      const row = rows.filter({ hasText: o.orderNo });
      await expect(row).toContainText(t.status[o.orderStatus]!);
      await expect(row).toContainText(`${t.from} → `);
      await expect(row).not.toContainText('CAN →');
    }

    // Paid, over a year: the finished ones only.
    await tabs.getByRole('link', { name: t.paid, exact: true }).click();
    await expect(page).toHaveURL(/tab=paid/);
    await expect(tabs.getByRole('link', { name: t.paid, exact: true })).toHaveAttribute('aria-current', 'page');
    const paid = await apiOrders(request, token, { period: 'OVER_Y1', tab: 'PAID' });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(archive.length);
    await expect(rows).toHaveCount(paid.length);
    expect(await shownOrderNos(rows)).toEqual(paid.map((o) => o.orderNo));

    // A type with none of them says so in words of the choices made; Back brings the rows again.
    await types.getByRole('link', { name: t.flashSale, exact: true }).click();
    await expect(page.getByText(t.emptyPaidFlashArchive)).toBeVisible();
    await expect(rows).toHaveCount(0);
    await types.getByRole('link', { name: t.ticket, exact: true }).click();
    await expect(page).toHaveURL(/type=ticket/);
    await expect(rows).toHaveCount(paid.length);
    await page.goBack();
    await expect(page.getByText(t.emptyPaidFlashArchive)).toBeVisible();
    await page.reload();
    await expect(page.getByText(t.emptyPaidFlashArchive)).toBeVisible();

    // Over 3 months, pending payment: nothing unpaid is that old.
    await page.goto(`/${locale}/member/order?tab=unpaid&period=older`);
    await expect(page.getByText(t.emptyUnpaidOlder)).toBeVisible();
    const older = await apiOrders(request, token, { period: 'OVER_M3' });
    await tabs.getByRole('link', { name: t.all, exact: true }).click();
    await expect(rows).toHaveCount(older.length);
    expect(await shownOrderNos(rows)).toEqual(older.map((o) => o.orderNo));
    await expectNoSeriousA11yViolations(page);
  });

  test(`${locale}: a pending order goes to pay; a ticket order opens its page`, async ({
    memberPage: page,
    request,
  }) => {
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const orderNo = await reserveOrder(request, { token });
    await page.goto(`/${locale}/member/order`);
    await page.getByRole('navigation', { name: t.tabs }).getByRole('link', { name: t.unpaid, exact: true }).click();
    const row = rowsOf(page, locale).filter({ hasText: orderNo });
    await expect(row).toContainText(t.status[1]!);
    await expect(row).toContainText(t.payBy);
    await row.getByRole('link', { name: t.goToPay(orderNo) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/book/pay\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.payHeading })).toBeVisible();

    await page.goBack();
    await rowsOf(page, locale).getByRole('link', { name: orderNo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/member/ticketorderdetail/${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.detailHeading })).toBeVisible();
    await expect(page.getByText(orderNo, { exact: true }).first()).toBeVisible();
  });
}

test('zh-CN: pages of 10, a page size of 20, and a malformed query falls back to the defaults', async ({
  memberPage: page,
  request,
}) => {
  const t = T['zh-CN'];
  const token = await memberToken(request, DEMO.phone, DEMO.password);
  // More than one page within 3 months, whatever else this shard's tests book.
  for (let i = 0; i < 11; i += 1) await reserveOrder(request, { token });
  const recent = await apiOrders(request, token, { period: 'M3' });
  expect(recent.length).toBeGreaterThan(10);

  await page.goto('/zh-CN/member/order');
  const rows = rowsOf(page, 'zh-CN');
  await expect(rows).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: t.pages });
  await expect(pager.getByRole('link', { name: t.page(1), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^共 \d+ 个订单，第 1\/\d+ 页$/)).toBeVisible();
  const firstPage = await shownOrderNos(rows);
  await pager.getByRole('link', { name: t.next, exact: true }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(pager.getByRole('link', { name: t.page(2), exact: true })).toHaveAttribute('aria-current', 'page');
  const secondPage = await shownOrderNos(rows);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);
  await pager.getByRole('link', { name: t.previous, exact: true }).click();
  await expect(pager.getByRole('link', { name: t.page(1), exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel(t.pageSize).selectOption('20');
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page).toHaveURL(/pageSize=20/);
  await expect(rows).toHaveCount(Math.min(20, recent.length));
  await expect(page.getByLabel(t.pageSize)).toHaveValue('20');

  // Unknown and malformed values are their defaults: all, within 3 months, all types, page 1 of 10.
  const res = await page.goto('/zh-CN/member/order?tab=bogus&period=1y&type=Ticket&pageNo=-3&pageSize=15');
  expect(res?.status()).toBe(200);
  await expect(
    page.getByRole('navigation', { name: t.tabs }).getByRole('link', { name: t.all, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: t.period }).getByRole('link', { name: t.recent, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('navigation', { name: t.type }).getByRole('link', { name: t.allTypes, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(10);
  await expect(page.getByLabel(t.pageSize)).toHaveValue('10');
});

test('en-US: an upstream fault is the query exception, with the filters there to retry', async ({
  memberPage: page,
  request,
}) => {
  const faults = `${API()}/sandbox/faults`;
  // callUpstream retries a failed GET once: both attempts fail.
  const armed = await request.post(faults, { data: { path: '/order/api/order/my-order', mode: 'error', count: 2 } });
  expect(armed.ok()).toBe(true);
  try {
    const res = await page.goto('/en-US/member/order?period=older');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Query exception' })).toContainText(
      'Query exception: your orders could not be loaded. Please try again later.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Order status' })).toBeVisible();
  } finally {
    await request.delete(faults);
  }
  await page.getByRole('link', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/period=older/);
  await expect(rowsOf(page, 'en-US').first()).toBeVisible();
  await expect(page.getByText('Query exception')).toHaveCount(0);
});

for (const locale of LOCALES) {
  test(`${locale}: the list fits a 320 px and a 390 px phone`, async ({ memberPage: page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
      await page.goto(`/${locale}/member/order`);
      await expect(rowsOf(page, locale).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await layoutProblems(page)).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page);
  });
}
