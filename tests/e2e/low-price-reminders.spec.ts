import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type OutboxMessage } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { shanghaiDate } from './pages/search-form';

// Decision 27, spec §2 /ancillary/lowPriceRemind, §3, §5, §8, §9: a member sets a reminder on a route;
// the sandbox lowers the route's fares at 23:00 Beijing time and nothing is sent (do-not-disturb); at 08:00 the check
// finds the drop still there and the notice arrives in the outbox, in the page's language; the member deletes it.

const API = () => process.env.E2E_API_URL!;
const HOUR = 3_600_000;

const T = {
  'zh-CN': {
    heading: '低价提醒',
    from: '出发城市',
    to: '到达城市',
    start: '提醒开始日期',
    end: '提醒结束日期',
    price: '提醒价格（元，含税费）',
    submit: '设置提醒',
    added: '添加提醒成功',
    deleted: '删除提醒成功',
    confirm: '确认删除',
    notified: '已通知',
    watching: '监控中',
    sameCity: '出发城市和到达城市不能相同',
    notice: /^【云雀航空】低价提醒：广州—北京/,
    list: '我的提醒',
    lowest: /^当前最低含税价 ￥([\d,]+(?:\.\d{2})?)/,
    deleteLabel: /^删除提醒 /,
  },
  'en-US': {
    heading: 'Low-price reminders',
    from: 'From',
    to: 'To',
    start: 'Reminder start date',
    end: 'Reminder end date',
    price: 'Price (yuan, taxes included)',
    submit: 'Set reminder',
    added: 'Reminder added',
    deleted: 'Reminder deleted',
    confirm: 'Yes, delete',
    notified: 'Notified',
    watching: 'Watching',
    sameCity: 'Departure and arrival cities must differ',
    notice: /^Skylark Airlines: low-price reminder\. Guangzhou to Beijing/,
    list: 'My reminders',
    lowest: /^Lowest now: ￥([\d,]+(?:\.\d{2})?) incl\. taxes/,
    deleteLabel: /^Delete the reminder /,
  },
} as const;

type Locale = keyof typeof T;

/** Types a code into a city combobox and picks the first hit with Enter, as a keyboard user would. */
async function city(page: Page, label: string, code: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(code);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(box).not.toHaveValue(code);
}

/** The sandbox's revenue management: `percent` off the CAN–BJS fares on the reminder's dates (0 ends the sale). */
async function sale(request: APIRequestContext, from: string, to: string, percent: number) {
  const res = await request.post(`${API()}/sandbox/fares/discount`, {
    data: { dep: 'CAN', arr: 'BJS', from, to, percent },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Every reminder checked now, at the sandbox clock. */
async function runChecks(request: APIRequestContext) {
  const res = await request.post(`${API()}/sandbox/reminders/run`, { data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The next instant that is 23:00 in Beijing. */
function next23(): number {
  const today = shanghaiDate(0);
  const at = Date.parse(`${today}T15:00:00Z`);
  return at > Date.now() + 60_000 ? at : at + 24 * HOUR;
}

/** The member's reminders: the items of the list under its heading, newest first. */
const reminders = (page: Page, l: Locale) =>
  page.getByRole('region', { name: T[l].list, exact: true }).getByRole('listitem');

const reminderNotices = (messages: OutboxMessage[]) => messages.filter((m) => m.event === 'LOW_PRICE_REMINDER');

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const [index, l] of (['zh-CN', 'en-US'] as const satisfies Locale[]).entries()) {
  const t = T[l];

  test(`${l}: a reminder set; a fare drop at 23:00 waits for 08:00, then the notice arrives; deleted`, async ({
    page,
    request,
    member,
    sandboxClock,
  }) => {
    test.setTimeout(120_000);
    // A visitor is asked to log in first, and comes back here.
    await page.goto(`/${l}/ancillary/lowPriceRemind`);
    await expect(page).toHaveURL(new RegExp(`/${l}\\?login=1&next=.*lowPriceRemind`));
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/ancillary/lowPriceRemind`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [WIDTHS.phone, WIDTHS.phoneSmall]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Spec §5: the same city at both ends is said beside the destination.
    await city(page, t.from, 'CAN');
    await city(page, t.to, 'CAN');
    const submit = page.getByRole('button', { name: t.submit, exact: true });
    await submit.click();
    await expect(page.getByRole('combobox', { name: t.to })).toHaveAccessibleDescription(new RegExp(t.sameCity));

    // Each locale watches its own dates, far enough out that a day of clock moves changes nothing.
    const start = shanghaiDate(20 + index * 5);
    const end = shanghaiDate(22 + index * 5);
    await city(page, t.to, 'BJS');
    await page.getByLabel(t.start, { exact: true }).fill(start);
    await page.getByLabel(t.end, { exact: true }).fill(end);
    // The lowest fare now, as the page says it (in yuan, to the fen), announced in the form's status line.
    const lowest = page.getByRole('status').getByText(t.lowest);
    await expect(lowest).toBeVisible();
    const total = Math.round(Number(t.lowest.exec(await lowest.innerText())![1]!.replaceAll(',', '')) * 100);
    expect(total).toBeGreaterThan(0);
    // Just under the lowest fare now: met only once fares fall.
    const threshold = Math.floor(total / 100) - 10;
    await page.getByLabel(t.price, { exact: true }).fill(String(threshold));
    await expectNoSeriousA11yViolations(page);
    await submit.click();
    await expect(page.locator('[data-toast-kind="message"] p')).toHaveText(t.added);
    const item = reminders(page, l).first();
    await expect(item.getByText(t.watching, { exact: true })).toBeVisible();

    const before = reminderNotices(await member.outbox(DEMO.phone)).length;
    try {
      // 23:00 Beijing time: the fares fall, the check finds it, and nothing is sent (do-not-disturb is on).
      const at23 = next23();
      await sandboxClock.setNow(at23);
      await sale(request, start, end, 50);
      await runChecks(request);
      expect(reminderNotices(await member.outbox(DEMO.phone))).toHaveLength(before);

      // 08:00: the fare is still down, so the first check sends the notice, once.
      await sandboxClock.setNow(at23 + 9 * HOUR);
      await runChecks(request);
      await expect.poll(async () => reminderNotices(await member.outbox(DEMO.phone)).length).toBe(before + 1);
      await runChecks(request);
      const notices = reminderNotices(await member.outbox(DEMO.phone));
      expect(notices).toHaveLength(before + 1);
      const notice = notices[0] as OutboxMessage & { text?: string; channel?: string };
      expect(notice.channel).toBe('SMS');
      expect(notice.text).toMatch(t.notice);
    } finally {
      await sale(request, start, end, 0);
      await sandboxClock.set(0);
    }

    await page.reload();
    const told = reminders(page, l).first();
    await expect(told.getByText(t.notified, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Delete, after the question.
    const count = await reminders(page, l).count();
    await told.getByRole('button', { name: t.deleteLabel }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.locator('[data-toast-kind="message"] p')).toHaveText(t.deleted);
    await expect(reminders(page, l)).toHaveCount(count - 1);
  });
}
