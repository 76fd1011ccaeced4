import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, memberToken } from './pages/orders';
import { HOUR, MINUTE, MOBILE, ticketedOrder } from './pages/trips';

// Decision 23 "/ancillary/refund for add-ons" (decision 26), spec §2 /ancillary/refund, §3 refund application, §7
// /modAndRef/api/refund/ancillary, §8 'the refund application has been submitted': a member keeps the ticket and
// gives back the meal and the checked bag bought with the booking; sees the amount before submitting, follows the
// tracker to paid back (the sandbox's refund desk decides); then priority boarding is refused once check-in has
// closed (1 hour before departure) while the page was open.

const NAME = '张云雀';
/** Bought with the booking for the passenger on the flight: a hot meal, 10 kg of baggage, priority boarding. */
const ADD_ONS = {
  baggage: [{ passenger: 0, segment: 0, productCode: 'BAG10' }],
  meals: [{ passenger: 0, segment: 0, productCode: 'MEAL_NOODLE' }],
  priority: [{ passenger: 0, segment: 0 }],
};

const T = {
  'zh-CN': {
    submitted: /退款申请已提交/,
    meal: '餐食',
    refunded: '已退款',
    closed: '该增值服务已过退款时限',
    tooLate: '已过退款时限',
  },
  'en-US': {
    submitted: /The refund application has been submitted/,
    meal: 'Meal',
    refunded: 'Refunded',
    closed: 'The time to refund this add-on has passed',
    tooLate: 'The time to refund it has passed',
  },
} as const;

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const item = (page: Page, kind: string) => page.locator(`[data-testid="ancillary-refund-item"][data-kind="${kind}"]`);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a member refunds the meal and the bag bought with the booking, follows it to paid back; priority boarding is refused once check-in has closed`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, [NAME], token, { ancillaries: ADD_ONS });
    // Two hours before departure: every one of them can still be given back (until check-in closes at 1 hour).
    await sandboxClock.setNow(order.departure - 2 * HOUR);
    await member.login({ request: page.request, locale: l });

    // The member's order page leads to the add-on refund page.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    await page.getByTestId('order-ancillary-refund-link').click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/refund\\?orderNo=${order.orderNo}$`));
    await expect(page.getByTestId('ancillary-refund-item')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    // The meal and the bag: the amount before submitting, no fee.
    await item(page, 'MEAL').getByRole('checkbox').check();
    await item(page, 'BAGGAGE').getByRole('checkbox').check();
    await expect(page.getByTestId('ancillary-refund-quote-line')).toHaveCount(2);
    const total = await page.getByTestId('ancillary-refund-total').innerText();
    expect(total).toMatch(/\d/);
    await expectPhoneLayouts(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('ancillary-refund-submit').click();

    // Submitted: the tracker says so, with the amount shown before and the add-ons it gives back.
    const submitted = page.getByTestId('ancillary-refund-submitted');
    await expect(submitted).toContainText(t.submitted);
    await expect(submitted.getByTestId('refund-step-SUBMITTED')).toHaveAttribute('data-done', 'true');
    await expect(submitted.getByTestId('refund-step-APPROVED')).toHaveAttribute('data-done', 'false');
    await expect(submitted.getByTestId('refund-amount')).toHaveText(total);
    await expect(submitted.getByTestId('refund-add-ons')).toContainText(t.meal);
    await expectNoSeriousA11yViolations(page);

    // The airline's desk approves, then pays back: the page's tracker follows.
    const listed = await request.post(`${API()}/modAndRef/api/refund/ancillary/list`, {
      data: { orderNo: order.orderNo, visitor: { passengerName: NAME, mobile: MOBILE } },
    });
    const refundNo = ((await listed.json()) as { data: { applications: { refundNo: string }[] } }).data.applications[0]!
      .refundNo;
    const decide = async (decision: 'approve' | 'pay') => {
      const res = await request.post(`${API()}/sandbox/refunds/decide`, { data: { refundNo, decision } });
      expect(((await res.json()) as { code: string }).code).toBe('0');
    };
    await decide('approve');
    await page.reload();
    const tracker = page.getByTestId('refund-tracker').first();
    await expect(tracker.getByTestId('refund-step-APPROVED')).toHaveAttribute('data-done', 'true');
    await expect(tracker.getByTestId('refund-due')).toContainText(/\d{4}-\d{2}-\d{2}/);
    await decide('pay');
    await page.reload();
    await expect(tracker.getByTestId('refund-step-PAID_BACK')).toHaveAttribute('data-done', 'true');
    await expect(tracker.getByTestId('refund-amount')).toHaveText(total);
    for (const kind of ['MEAL', 'BAGGAGE'])
      await expect(item(page, kind).getByTestId('ancillary-refund-block')).toHaveText(t.refunded);
    await expectNoSeriousA11yViolations(page);

    // Priority boarding is chosen and quoted; check-in closes before it is submitted: refused, and no longer offered.
    await item(page, 'PRIORITY').getByRole('checkbox').check();
    await expect(page.getByTestId('ancillary-refund-quote-line')).toHaveCount(1);
    await sandboxClock.setNow(order.departure - 59 * MINUTE);
    await page.getByTestId('ancillary-refund-submit').click();
    await expect(page.getByTestId('ancillary-refund-error')).toHaveText(t.closed);
    await expect(item(page, 'PRIORITY').getByTestId('ancillary-refund-block')).toHaveText(t.tooLate);
    await expect(page.getByTestId('ancillary-refund-nothing')).toBeVisible();
    await expect(page.getByTestId('ancillary-refund-submit')).toHaveCount(0);
    await expectPhoneLayouts(page);
    await expectNoSeriousA11yViolations(page);

    // The order page shows the application paid back among its refunds, and no longer offers add-ons to refund.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    const refunds = page.getByTestId('order-refunds');
    await expect(refunds.getByTestId('refund-step-PAID_BACK')).toHaveAttribute('data-done', 'true');
    await expect(refunds.getByTestId('refund-add-ons')).toContainText(t.meal);
    await expect(page.getByTestId('order-ancillary-refund-link')).toHaveCount(0);
  });
}
