import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, lookUpOrder, PASSENGER_NAME, type Locale } from './pages/orders';
import { MOBILE, ticketedOrder } from './pages/trips';

// Decision 23, spec §2 /refunds/selair/{orderNo}, §3 refund application, §4 the involuntary rule,
// §5 refund rules, §8 'the refund application has been submitted', §9 refund times and uploads: a visitor finds
// their order, asks for a refund with an attachment, sees the amount before submitting and the tracker after;
// the sandbox's refund desk approves and pays back, and the tracker follows.

const DAY = 86_400_000;

/** A 1×1 PNG: the server checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const T = {
  'zh-CN': {
    voluntary: /^自愿退票/,
    involuntary: /^非自愿退票/,
    reason: '退票原因（必填）',
    submitted: /退票申请已提交/,
    refunds: '退票',
    refundLink: '退票',
    items: '1. 乘机人和航班',
    attachments: '3. 附件',
    converted: '该航班未延误也未取消，本次退票按自愿退票办理，并收取上方所示手续费。',
    quoteTable: '各乘机人和航班的退款',
    totalAmount: '退款总额',
    submit: '提交退票申请',
    application: /^退票申请 /,
    earlier: '本订单的退票申请',
    progress: '退票进度',
    step: { SUBMITTED: '已提交', APPROVED: '已审核', PAID_BACK: '已退款' },
    waiting: '等待中',
    amount: '退款金额',
    due: /^预计于 /,
  },
  'en-US': {
    voluntary: /^Voluntary refund/,
    involuntary: /^Involuntary refund/,
    reason: 'Reason (required)',
    submitted: /The refund application has been submitted/,
    refunds: 'Refunds',
    refundLink: 'Refund',
    items: '1. Passengers and flights',
    attachments: '3. Attachments',
    converted:
      'The flight was neither delayed nor cancelled, so this refund is voluntary and the fee shown above applies.',
    quoteTable: 'Refund of each passenger and flight',
    totalAmount: 'Total refund',
    submit: 'Submit the refund application',
    application: /^Refund application /,
    earlier: 'Refund applications of this order',
    progress: 'Progress of the refund',
    step: { SUBMITTED: 'Submitted', APPROVED: 'Approved', PAID_BACK: 'Paid back' },
    waiting: 'waiting',
    amount: 'Refund amount',
    due: /^The money is due between /,
  },
} as const;

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A step of a refund's progress; a step not yet reached says it is waiting. */
const step = (tracker: Locator, l: Locale, key: keyof (typeof T)[Locale]['step']) =>
  tracker
    .getByRole('list', { name: T[l].progress, exact: true })
    .getByRole('listitem')
    .filter({ hasText: T[l].step[key] });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a visitor refunds a FLEX ticket 5 days out with an attachment, and follows it to paid back`, async ({
    page,
    request,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const order = await ticketedOrder(request, baseURL!, [PASSENGER_NAME], undefined, { family: 'FLEX' });
    await sandboxClock.setNow(order.departure - 5 * DAY);

    // The visitor's order page leads to the refund page.
    await lookUpOrder(page, l, order.orderNo);
    await page
      .getByRole('region', { name: t.refunds, exact: true })
      .getByRole('link', { name: t.refundLink, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${l}/refunds/selair/${order.orderNo}`));
    await expectNoSeriousA11yViolations(page);

    // Passengers and flights, then involuntary first: the flight is on time, so the quote is voluntary with a fee.
    const items = page.getByRole('region', { name: t.items, exact: true });
    await items.getByRole('checkbox').first().check();
    await page.getByRole('radio', { name: t.involuntary }).check();
    await expect(page.getByText(t.converted, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: t.voluntary }).check();
    await expect(page.getByText(t.converted, { exact: true })).toHaveCount(0);
    await page.getByLabel(t.reason).selectOption('PLAN_CHANGED');

    // The amount before submitting: FLEX 5 days before departure keeps 5% of the fare (decision 23).
    // Each row of the quote is headed by its passenger.
    const lines = page
      .getByRole('region', { name: t.quoteTable, exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(/[(（]5%[)）]/);
    const total = await page.getByLabel(t.totalAmount, { exact: true }).innerText();

    // One attachment, sent as a multipart upload.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'itinerary.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('region', { name: t.attachments, exact: true }).getByRole('listitem')).toHaveCount(1);
    await expectPhoneLayouts(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.submit, exact: true }).click();

    // Submitted: the page says so, and the tracker shows the amount shown before.
    await expect(page.getByRole('status').filter({ hasText: t.submitted })).toContainText(t.submitted);
    const submitted = page.getByRole('article', { name: t.application });
    await expect(step(submitted, l, 'SUBMITTED')).toBeVisible();
    await expect(step(submitted, l, 'SUBMITTED')).not.toContainText(t.waiting);
    await expect(step(submitted, l, 'APPROVED')).toContainText(t.waiting);
    await expect(submitted.getByLabel(t.amount, { exact: true })).toHaveText(total);
    await expectNoSeriousA11yViolations(page);

    // The airline's desk approves: the tracker shows when the money is due; then pays back.
    const list = await request.post(`${API()}/modAndRef/api/refund/list`, {
      data: { orderNo: order.orderNo, visitor: { passengerName: PASSENGER_NAME, mobile: MOBILE } },
    });
    const refundNo = ((await list.json()) as { data: { list: { refundNo: string }[] } }).data.list[0]!.refundNo;
    const decide = async (decision: 'approve' | 'pay') => {
      const res = await request.post(`${API()}/sandbox/refunds/decide`, { data: { refundNo, decision } });
      expect(((await res.json()) as { code: string }).code).toBe('0');
    };
    await decide('approve');
    await page.goto(`/${l}/refunds/selair/${order.orderNo}`);
    const tracker = page
      .getByRole('region', { name: t.earlier, exact: true })
      .getByRole('article', { name: t.application })
      .first();
    await expect(step(tracker, l, 'APPROVED')).toBeVisible();
    await expect(step(tracker, l, 'APPROVED')).not.toContainText(t.waiting);
    await expect(tracker.getByText(t.due)).toContainText(/\d{4}-\d{2}-\d{2}/);
    await decide('pay');
    await page.reload();
    await expect(step(tracker, l, 'PAID_BACK')).toBeVisible();
    await expect(step(tracker, l, 'PAID_BACK')).not.toContainText(t.waiting);
    await expectNoSeriousA11yViolations(page);
    // The ticket is refunded: nothing of the order can be refunded again.
    await expect(page.getByRole('region', { name: t.items, exact: true }).getByRole('checkbox')).toHaveCount(0);
  });
}
