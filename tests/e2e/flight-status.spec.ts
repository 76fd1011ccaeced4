import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { expectNoHorizontalScroll } from './pages/results';
import { waitForHydration } from './pages/hydration';
import { shanghaiDate } from './pages/search-form';

// flight status, /{locale}/flightDynamics (spec §2, §4 statuses, §5 rules, §7 queryflt). The
// flights are CAN–PEK tomorrow (08:00, 12:30 and 18:00 Beijing time every day in the seed), each test on
// its own one, put back to normal by airline-api's sandbox operations desk before and after.

const API = () => process.env.E2E_API_URL!;
const QUERYFLT = '/pss-dcs-adapter-consumer/inside/dynamic/queryflt';

const T = {
  'zh-CN': {
    heading: '航班动态',
    byRoute: '按航线',
    byFlight: '按航班号',
    from: '出发城市',
    to: '到达城市',
    date: '日期',
    flightNo: '航班号',
    search: '查询',
    fromText: '广州',
    toText: '北京',
    route: '广州 至 北京',
    onTime: '正常',
    delayed: '延误',
    late: (minutes: number) => `晚点 ${minutes} 分钟`,
    changed: (flightNo: string, minutes: number) => `${flightNo} 状态更新：延误，晚点 ${minutes} 分钟`,
    sameCity: '出发城市和到达城市不能相同',
    format: '航班号格式不正确，例如 YQ1001',
    outOfRange: /只能查询 \d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2} 的航班/,
    noResults: /没有找到符合条件的航班/,
    loadFailed: '航班动态暂时无法查询，请稍后再试。',
    retry: '重新查询',
    badge: /^状态：\s*\S/,
  },
  'en-US': {
    heading: 'Flight status',
    byRoute: 'By route',
    byFlight: 'By flight number',
    from: 'From',
    to: 'To',
    date: 'Date',
    flightNo: 'Flight number',
    search: 'Search',
    fromText: 'Guangzhou',
    toText: 'Beijing',
    route: 'Guangzhou to Beijing',
    onTime: 'On time',
    delayed: 'Delayed',
    late: (minutes: number) => `${minutes} min late`,
    changed: (flightNo: string, minutes: number) => `${flightNo} status changed: Delayed, ${minutes} min late`,
    sameCity: 'Departure and arrival cities must differ',
    format: 'Enter a flight number such as YQ1001',
    outOfRange: /Only flights from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} can be looked up/,
    noResults: /No flights match this search/,
    loadFailed: 'Flight status is not available right now. Please try again shortly.',
    retry: 'Try again',
    badge: /^Status:\s*\S/,
  },
} as const;

type Locale = keyof typeof T;
const TOMORROW = () => shanghaiDate(1);

/** Tomorrow's CAN–PEK flight numbers, by departure, as airline-api's queryflt answers them. */
async function canPekTomorrow(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`${API()}${QUERYFLT}?dep=CAN&arr=PEK&date=${TOMORROW()}`);
  expect(res.ok()).toBe(true);
  const flights = ((await res.json()) as { data: { flights: { flightNo: string }[] } }).data.flights;
  expect(flights.length).toBe(3);
  return flights.map((f) => f.flightNo);
}

/** The sandbox operations desk: sets one flight's status (loopback only; the tests run on the same machine). */
async function setStatus(request: APIRequestContext, flightNo: string, status: 'NORMAL' | 'DELAYED', delay = 0) {
  const res = await request.post(`${API()}/sandbox/flight-status`, {
    data: { flightNo, date: TOMORROW(), status, ...(delay ? { delayMinutes: delay } : {}) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The flights of the results, each an article named by its heading. */
const items = (page: Page) => page.getByRole('main').getByRole('article');

/** One flight of the results, by its number. */
function item(page: Page, flightNo: string): Locator {
  return items(page).filter({ has: page.getByRole('heading', { name: flightNo }) });
}

/** A flight's status badge: 'Status: <word>' (the label is said to screen readers only). */
const badge = (flight: Locator, l: Locale) => flight.getByText(T[l].badge);

/** Types into a city combobox and picks the first hit with Enter, as the search form's page object does. */
async function city(panel: Locator, label: string, text: string) {
  const box = panel.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await expect(panel.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue(new RegExp(text));
}

async function open(page: Page, l: Locale, query = '') {
  await page.goto(`/${l}/flightDynamics${query}`);
  await expect(page.getByRole('heading', { level: 1, name: T[l].heading })).toBeVisible();
  await waitForHydration(page.locator('main [role="combobox"]'));
}

for (const [index, l] of (['zh-CN', 'en-US'] as const).entries()) {
  const t = T[l];

  test(`${l}: by route and by flight number, then a delay set by operations shows after a reload`, async ({
    page,
    request,
  }) => {
    const flightNo = (await canPekTomorrow(request))[index]!;
    await setStatus(request, flightNo, 'NORMAL');
    try {
      await open(page, l);
      await expectNoSeriousA11yViolations(page);

      // By route: the city inputs of the search form, tomorrow's date, a GET the page is rendered from.
      const route = page.getByRole('tabpanel', { name: t.byRoute });
      await city(route, t.from, t.fromText);
      await city(route, t.to, t.toText);
      await route.getByLabel(t.date).fill(TOMORROW());
      await route.getByRole('button', { name: t.search }).click();
      await expect(page).toHaveURL(/dep=CAN.*arr=(BJS|PEK).*date=\d{4}-\d{2}-\d{2}/);
      const byRoute = item(page, flightNo);
      await expect(byRoute).toHaveCount(1);
      await expect(byRoute.getByRole('heading')).toContainText(t.route);
      await expect(badge(byRoute, l)).toContainText(t.onTime);
      await waitForHydration(page.locator('main [role="combobox"]'));
      await expectNoSeriousA11yViolations(page);

      // By flight number, in lower case: the one flight.
      await page.getByRole('tab', { name: t.byFlight }).click();
      const byNumber = page.getByRole('tabpanel', { name: t.byFlight });
      await byNumber.getByLabel(t.flightNo).fill(flightNo.toLowerCase());
      await byNumber.getByLabel(t.date).fill(TOMORROW());
      await byNumber.getByRole('button', { name: t.search }).click();
      await expect(page).toHaveURL(new RegExp(`flightNo=${flightNo.toLowerCase()}`));
      await expect(items(page)).toHaveCount(1);
      await expect(badge(item(page, flightNo), l)).toContainText(t.onTime);

      // Operations delay the flight 45 minutes: the page shows it once read again.
      await setStatus(request, flightNo, 'DELAYED', 45);
      await page.reload();
      const delayed = item(page, flightNo);
      await expect(badge(delayed, l)).toContainText(t.delayed);
      await expect(delayed.getByText(t.late(45))).toContainText(t.late(45));
      await expectNoSeriousA11yViolations(page);
    } finally {
      await setStatus(request, flightNo, 'NORMAL');
    }
  });

  test(`${l}: refused queries are said beside their fields, and a number that does not fly is said so`, async ({
    page,
  }) => {
    // Spec §5: cities must differ.
    await open(page, l, `?dep=CAN&depType=CITY&arr=CAN&arrType=CITY&date=${TOMORROW()}`);
    const to = page.getByRole('tabpanel', { name: t.byRoute }).getByRole('combobox', { name: t.to });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(new RegExp(t.sameCity));
    await expectNoSeriousA11yViolations(page);

    // Spec §5: the flight number's format, and the date within range.
    await open(page, l, `?flightNo=Y1&date=${shanghaiDate(5)}`);
    const byNumber = page.getByRole('tabpanel', { name: t.byFlight });
    await expect(byNumber.getByLabel(t.flightNo)).toHaveAttribute('aria-invalid', 'true');
    await expect(byNumber.getByLabel(t.flightNo)).toHaveAccessibleDescription(new RegExp(t.format));
    await expect(byNumber.getByLabel(t.date)).toHaveAccessibleDescription(t.outOfRange);
    await expect(items(page)).toHaveCount(0);

    // A number that does not fly that day: a line saying so.
    await open(page, l, `?flightNo=YQ9&date=${TOMORROW()}`);
    await expect(page.getByText(t.noResults)).toBeVisible();
  });

  test(`${l}: an upstream failure is an alert with a retry link`, async ({ page, request }) => {
    // airline-api failing (callUpstream retries a GET once: both attempts fail).
    const flightNo = (await canPekTomorrow(request))[0]!;
    const faults = `${API()}/sandbox/faults`;
    const armed = await request.post(faults, { data: { path: QUERYFLT, mode: 'error', count: 2 } });
    expect(armed.ok()).toBe(true);
    try {
      const res = await page.goto(`/${l}/flightDynamics?flightNo=${flightNo}&date=${TOMORROW()}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(t.loadFailed);
    } finally {
      await request.delete(faults);
    }
    await page.getByRole('link', { name: t.retry }).click();
    await expect(item(page, flightNo)).toHaveCount(1);
  });

  test(`${l}: the results fit 320 and 390 px without sideways scroll`, async ({ page, request }) => {
    const flightNo = (await canPekTomorrow(request))[0]!;
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      await open(page, l, `?dep=CAN&arr=BJS&arrType=AREA&date=${TOMORROW()}`);
      await expect(item(page, flightNo)).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      expect(await layoutProblems(page)).toEqual([]);
    }
    await expectNoSeriousA11yViolations(page);
  });
}

test('zh-CN: the open page refreshes itself and announces the delay politely', async ({ page, request }) => {
  const t = T['zh-CN'];
  const flightNo = (await canPekTomorrow(request))[2]!;
  await setStatus(request, flightNo, 'NORMAL');
  try {
    // ?refresh=5 asks for a 5 s refresh (the page's floor) instead of 60 s, so the test need not wait a minute.
    await open(page, 'zh-CN', `?flightNo=${flightNo}&date=${TOMORROW()}&refresh=5`);
    const status = badge(item(page, flightNo), 'zh-CN');
    await expect(status).toContainText(t.onTime);
    await setStatus(request, flightNo, 'DELAYED', 30);
    await expect(status).toContainText(t.delayed, { timeout: 20_000 });
    await expect(item(page, flightNo).getByText(t.late(30))).toContainText(t.late(30));
    // The announcement: the results' own status line, said politely.
    const live = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: t.changed(flightNo, 30) });
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText(t.changed(flightNo, 30));
  } finally {
    await setStatus(request, flightNo, 'NORMAL');
  }
});
