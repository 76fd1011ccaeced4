import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { waitForHydration } from './pages/hydration';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES, type Locale } from './pages/orders';

// Decision 65; spec §2 /member/account/growth, /member/account/rights, /member/integral/integral and /suppl; §3 the
// sign-in entry; §5 and §9 the points supplement (one a day); §6 levels and certified members; §7 getSignInInfos.
// The demo member (certified; seeded points and growth, Silver from last year's growth) signs in today and sees it on
// the calendar, is refused a second sign-in, filters the growth and points details, applies for a points supplement
// and is refused a second one the same day, and reads the benefits of each level. Each locale runs on its own day of
// airline-api's sandbox clock, so the one-a-day rules of one do not meet the other's.

const T = {
  'zh-CN': {
    sideMenu: '会员中心菜单',
    homeSignIn: '成长值与每日签到',
    growth: '成长值',
    points: '我的积分',
    rights: '会员权益',
    signIn: '立即签到',
    signedToast: '签到成功：成长值 +10',
    signedToday: '今日已签到 ✓',
    signedDay: '已签到',
    already: '今日已签到，请明天再来',
    silver: '银卡会员',
    level: '会员等级',
    threeMonths: '近3个月',
    growthRecords: '成长值明细',
    pointsRecords: '积分明细',
    dailySignIn: '每日签到',
    flightEarn: '乘机累积',
    apply: '积分未到账？申请补登',
    flightNo: '航班号',
    flightDate: '航班日期',
    ticketNo: '客票号',
    submit: '提交补登申请',
    notAdded: '未通过',
    appliedToday: '您今天已提交过补登申请，明天可再次申请。',
    oncePerDay: '每天只能申请一次积分补登，请明天再试',
    yourLevel: '当前等级',
    gold: '金卡会员',
  },
  'en-US': {
    sideMenu: 'Member centre menu',
    homeSignIn: 'Growth value and daily sign-in',
    growth: 'Growth value',
    points: 'My points',
    rights: 'Member benefits',
    signIn: 'Sign in today',
    signedToast: 'Signed in: +10 growth',
    signedToday: 'Signed in today ✓',
    signedDay: 'signed in',
    already: 'You have signed in today already; come back tomorrow',
    silver: 'Silver',
    level: 'Member level',
    threeMonths: 'Last 3 months',
    growthRecords: 'Growth records',
    pointsRecords: 'Points records',
    dailySignIn: 'Daily sign-in',
    flightEarn: 'Earned on a flight',
    apply: 'Missing points? Apply',
    flightNo: 'Flight number',
    flightDate: 'Flight date',
    ticketNo: 'Ticket number',
    submit: 'Apply for the points',
    notAdded: 'Not added',
    appliedToday: 'You have applied today already; the next application can be made tomorrow.',
    oncePerDay: 'Points supplements can be applied for once a day; please try again tomorrow',
    yourLevel: 'Your level',
    gold: 'Gold',
  },
} as const;

const DAY_MS = 86_400_000;
/** A day of the airline's calendar (Beijing time) as YYYY-MM-DD. */
const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** The records of a list: cards on a phone, a table from md up; only the one shown is found. */
const records = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).or(page.getByRole('list', { name, exact: true }));

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

for (const [i, l] of LOCALES.entries()) {
  const t = T[l as Locale];

  test(`${l}: sign in today, see it on the calendar, filter growth and points, apply for a supplement once a day, read the benefits`, async ({
    page,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A retry takes days of its own: the first attempt may have signed in and applied already.
    const offset = (2 + i + LOCALES.length * test.info().retry) * DAY_MS;
    await sandboxClock.set(offset);
    const today = beijingDay(Date.now() + offset);
    await member.login({ request: page.request, locale: l });

    // The member home's sign-in entry leads to the growth page; the side menu marks it.
    await page.goto(`/${l}/member/index`);
    await page.getByRole('link', { name: t.homeSignIn }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/member/account/growth$`));
    const menu = page.getByRole('navigation', { name: t.sideMenu });
    await expect(menu.getByRole('link', { name: t.growth, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel(t.level, { exact: true })).toHaveText(t.silver);

    const calendar = page.getByTestId('sign-in-calendar');
    const todayCell = calendar.locator('[aria-current="date"]');
    await expect(todayCell).toHaveText(String(Number(today.slice(8, 10))));
    const signIn = page.getByRole('button', { name: t.signIn });
    await waitForHydration(signIn);
    await signIn.click();
    await expect(page.getByText(t.signedToast)).toBeVisible();
    await expect(page.getByText(t.signedToday)).toBeVisible();
    await expect(todayCell).toContainText(t.signedDay);

    // A second sign-in the same day is refused with its message.
    const again = await page.request.post('/api/member/sign-in', {
      headers: { origin: baseURL!, 'x-sf-locale': l },
      data: {},
    });
    expect(await again.json()).toMatchObject({ code: '7350001', msg: t.already });
    await expectNoSeriousA11yViolations(page);

    // Growth detail: the last 3 months, today's sign-in among them.
    await page.getByRole('link', { name: t.threeMonths }).click();
    await expect(page).toHaveURL(/months=3$/);
    await expect(page.getByRole('link', { name: t.threeMonths })).toHaveAttribute('aria-current', 'page');
    await expect(records(page, t.growthRecords).getByText(t.dailySignIn).first()).toBeVisible();
    await expectPhoneLayouts(page);

    // Points: balance and detail of the last 3 months.
    await menu.getByRole('link', { name: t.points, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/member/integral/integral$`));
    await page.getByRole('link', { name: t.threeMonths }).click();
    await expect(page).toHaveURL(/months=3$/);
    await expect(records(page, t.pointsRecords).getByText(t.flightEarn).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Points supplement: the first application of the day is taken (no such ticket: not added), the second refused.
    await page.getByRole('link', { name: t.apply }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/member/integral/suppl$`));
    const flightNo = page.getByLabel(t.flightNo);
    await waitForHydration(flightNo);
    const send = async (ticketNo: string) => {
      await flightNo.fill('YQ1234');
      // 20 days back: within the 30 days, and past the 10 working days its points had to arrive by themselves.
      await page.getByLabel(t.flightDate).fill(beijingDay(Date.now() + offset - 20 * DAY_MS));
      await page.getByLabel(t.ticketNo).fill(ticketNo);
      await page.getByRole('button', { name: t.submit }).click();
    };
    await send(`90212345678${i}0`);
    // Exact: the notice above the records says it in a sentence too (审核未通过…).
    await expect(page.getByText(t.notAdded, { exact: true })).toBeVisible();
    // The page read again says so; the form is the page's new one.
    await expect(page.getByText(t.appliedToday)).toBeVisible();
    await waitForHydration(flightNo);
    await send(`90212345678${i}1`);
    await expect(page.getByRole('alert').filter({ hasText: t.oncePerDay })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Benefits of each level from the CMS, the member's own marked.
    await menu.getByRole('link', { name: t.rights, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/member/account/rights$`));
    const mine = page.locator('li[aria-current="true"]');
    await expect(mine).toContainText(t.silver);
    await expect(mine).toContainText(t.yourLevel);
    await expect(page.getByRole('heading', { name: t.gold, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
  });
}
