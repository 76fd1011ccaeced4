import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, memberToken, type Locale } from './pages/orders';
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
    addOnsSection: '增值服务',
    refundLink: '增值服务退款',
    items: '1. 选择增值服务',
    addOn: { MEAL: '红烧牛肉面', BAGGAGE: '托运行李 10 公斤', PRIORITY: '优先登机' },
    quoteTable: '各项增值服务的退款明细',
    totalAmount: '退款总额',
    submit: '提交退款申请',
    nothing: '该订单当前没有可单独退款的增值服务。',
    application: /^退票申请 /,
    earlier: '已申请的增值服务退款',
    refunds: '退票',
    progress: '退票进度',
    step: { SUBMITTED: '已提交', APPROVED: '已审核', PAID_BACK: '已退款' },
    waiting: '等待中',
    amount: '退款金额',
    addOns: '增值服务',
    due: /^预计于 /,
  },
  'en-US': {
    submitted: /The refund application has been submitted/,
    meal: 'Meal',
    refunded: 'Refunded',
    closed: 'The time to refund this add-on has passed',
    tooLate: 'The time to refund it has passed',
    addOnsSection: 'Add-ons',
    refundLink: 'Refund add-ons',
    items: '1. Choose the add-ons',
    addOn: { MEAL: 'Braised beef noodles', BAGGAGE: 'Checked baggage 10 kg', PRIORITY: 'Priority boarding' },
    quoteTable: 'What comes back, add-on by add-on',
    totalAmount: 'Total money back',
    submit: 'Submit the refund',
    nothing: 'Nothing of this order can be refunded on its own now.',
    application: /^Refund application /,
    earlier: 'Add-on refunds so far',
    refunds: 'Refunds',
    progress: 'Progress of the refund',
    step: { SUBMITTED: 'Submitted', APPROVED: 'Approved', PAID_BACK: 'Paid back' },
    waiting: 'waiting',
    amount: 'Refund amount',
    addOns: 'Add-ons',
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

/** The add-ons to choose from: the items of the step's region, one per add-on, each found by the add-on's name. */
const items = (page: Page, l: Locale) =>
  page.getByRole('region', { name: T[l].items, exact: true }).getByRole('listitem');
const item = (page: Page, l: Locale, kind: keyof (typeof T)[Locale]['addOn']) =>
  items(page, l).filter({ hasText: T[l].addOn[kind] });

/** The rows of the quote's table, each headed by its add-on. */
const quoteLines = (page: Page, l: Locale) =>
  page
    .getByRole('region', { name: T[l].quoteTable, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

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
    await page
      .getByRole('region', { name: t.addOnsSection, exact: true })
      .getByRole('link', { name: t.refundLink, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/refund\\?orderNo=${order.orderNo}$`));
    await expect(items(page, l)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    // The meal and the bag: the amount before submitting, no fee.
    const submit = page.getByRole('button', { name: t.submit, exact: true });
    await item(page, l, 'MEAL').getByRole('checkbox').check();
    await item(page, l, 'BAGGAGE').getByRole('checkbox').check();
    await expect(quoteLines(page, l)).toHaveCount(2);
    const total = await page.getByLabel(t.totalAmount, { exact: true }).innerText();
    expect(total).toMatch(/\d/);
    await expectPhoneLayouts(page);
    await expectNoSeriousA11yViolations(page);
    await submit.click();

    // Submitted: the page says so, and the tracker shows the amount shown before and the add-ons it gives back.
    await expect(page.getByRole('status').filter({ hasText: t.submitted })).toContainText(t.submitted);
    const submitted = page.getByRole('article', { name: t.application });
    await expect(step(submitted, l, 'SUBMITTED')).toBeVisible();
    await expect(step(submitted, l, 'SUBMITTED')).not.toContainText(t.waiting);
    await expect(step(submitted, l, 'APPROVED')).toContainText(t.waiting);
    await expect(submitted.getByLabel(t.amount, { exact: true })).toHaveText(total);
    await expect(submitted.getByLabel(t.addOns, { exact: true })).toContainText(t.meal);
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
    await expect(tracker.getByLabel(t.amount, { exact: true })).toHaveText(total);
    // Each refunded add-on says so in place of its checkbox.
    for (const kind of ['MEAL', 'BAGGAGE'] as const)
      await expect(item(page, l, kind).getByText(t.refunded, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Priority boarding is chosen and quoted; check-in closes before it is submitted: refused, and no longer offered.
    await item(page, l, 'PRIORITY').getByRole('checkbox').check();
    await expect(quoteLines(page, l)).toHaveCount(1);
    await sandboxClock.setNow(order.departure - 59 * MINUTE);
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: t.closed })).toHaveText(t.closed);
    await expect(item(page, l, 'PRIORITY').getByText(t.tooLate, { exact: true })).toBeVisible();
    await expect(page.getByText(t.nothing, { exact: true })).toBeVisible();
    await expect(submit).toHaveCount(0);
    await expectPhoneLayouts(page);
    await expectNoSeriousA11yViolations(page);

    // The order page shows the application paid back among its refunds, and no longer offers add-ons to refund.
    await page.goto(`/${l}/member/ticketorderdetail/${order.orderNo}`);
    const refunds = page.getByRole('region', { name: t.refunds, exact: true });
    await expect(step(refunds, l, 'PAID_BACK')).toBeVisible();
    await expect(step(refunds, l, 'PAID_BACK')).not.toContainText(t.waiting);
    await expect(refunds.getByLabel(t.addOns, { exact: true })).toContainText(t.meal);
    await expect(page.getByRole('link', { name: t.refundLink, exact: true })).toHaveCount(0);
  });
}
