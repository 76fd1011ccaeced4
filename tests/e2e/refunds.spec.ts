import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, lookUpOrder, PASSENGER_NAME } from './pages/orders';
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
  },
  'en-US': {
    voluntary: /^Voluntary refund/,
    involuntary: /^Involuntary refund/,
    reason: 'Reason (required)',
    submitted: /The refund application has been submitted/,
  },
} as const;

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

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
    await page.getByTestId('order-refund-link').click();
    await expect(page).toHaveURL(new RegExp(`/${l}/refunds/selair/${order.orderNo}`));
    await expectNoSeriousA11yViolations(page);

    // Passengers and flights, then involuntary first: the flight is on time, so the quote is voluntary with a fee.
    await page.getByTestId('refund-segment').getByRole('checkbox').first().check();
    await page.getByRole('radio', { name: t.involuntary }).check();
    await expect(page.getByTestId('refund-converted')).toBeVisible();
    await page.getByRole('radio', { name: t.voluntary }).check();
    await expect(page.getByTestId('refund-converted')).toHaveCount(0);
    await page.getByLabel(t.reason).selectOption('PLAN_CHANGED');

    // The amount before submitting: FLEX 5 days before departure keeps 5% of the fare (decision 23).
    await expect(page.getByTestId('refund-quote-line')).toHaveCount(1);
    await expect(page.getByTestId('refund-quote-line')).toContainText(/[(（]5%[)）]/);
    const total = await page.getByTestId('refund-total').innerText();

    // One attachment, sent as a multipart upload.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'itinerary.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('refund-attachments').getByRole('listitem')).toHaveCount(1);
    await expectPhoneLayouts(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('refund-submit').click();

    // Submitted: the tracker says so, with the amount shown before.
    const submitted = page.getByTestId('refund-submitted');
    await expect(submitted).toContainText(t.submitted);
    await expect(submitted.getByTestId('refund-step-SUBMITTED')).toHaveAttribute('data-done', 'true');
    await expect(submitted.getByTestId('refund-step-APPROVED')).toHaveAttribute('data-done', 'false');
    await expect(submitted.getByTestId('refund-amount')).toHaveText(total);
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
    const tracker = page.getByTestId('refund-tracker').first();
    await expect(tracker.getByTestId('refund-step-APPROVED')).toHaveAttribute('data-done', 'true');
    await expect(tracker.getByTestId('refund-due')).toContainText(/\d{4}-\d{2}-\d{2}/);
    await decide('pay');
    await page.reload();
    await expect(tracker.getByTestId('refund-step-PAID_BACK')).toHaveAttribute('data-done', 'true');
    await expectNoSeriousA11yViolations(page);
    // The ticket is refunded: nothing of the order can be refunded again.
    await expect(page.getByTestId('refund-segment').getByRole('checkbox')).toHaveCount(0);
  });
}
