import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { waitForHydration } from './pages/hydration';
import { HEIGHTS, WIDTHS, layoutProblems } from './pages/layout';
import { expectNoHorizontalScroll } from './pages/results';
import { shanghaiDate } from './pages/search-form';

// Issue 33 §3 on the results page: the route tips (spec §7 getTipsContent: the first tip, the second after closing
// it) and the departure city's routes when nothing flies (spec §7 getByDepCityCode), in both locales.

const T = {
  'zh-CN': {
    first: '白云机场T3安检通道改造',
    second: '高原出行提示',
    close: (title: string) => `关闭提示“${title}”`,
    hidden: '本次查询的出行提示已关闭',
    notOpen: '航线暂未开通',
    fromLhasa: '从拉萨出发的热门航线',
  },
  'en-US': {
    first: 'Security works at Baiyun T3',
    second: 'High altitude',
    close: (title: string) => `Close the tip "${title}"`,
    hidden: 'Travel tips are hidden for this search',
    notOpen: 'Route not yet open',
    fromLhasa: 'Popular routes from Lhasa',
  },
} as const;

const results = (locale: string, from: string, to: string, date: string) =>
  `/${locale}/book/booking?trip=OW&leg=${from}.${to}.${date}&adt=1&chd=0&inf=0`;

async function fitsPhones(page: Page) {
  for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    await expectNoHorizontalScroll(page);
    expect(await layoutProblems(page)).toEqual([]);
  }
}

for (const l of ['zh-CN', 'en-US'] as const) {
  const t = T[l];

  test(`${l}: the first route tip, the second after closing it by keyboard, then none for the search`, async ({
    page,
  }) => {
    await page.goto(results(l, 'CAN.CITY', 'LXA.CITY', shanghaiDate(7)));
    const tip = page.getByRole('note');
    await expect(tip).toContainText(t.first);
    await expectNoSeriousA11yViolations(page);
    await fitsPhones(page);

    const closeFirst = page.getByRole('button', { name: t.close(t.first) });
    await waitForHydration(closeFirst);
    await closeFirst.focus();
    await page.keyboard.press('Enter');
    await expect(tip).toContainText(t.second);
    await expect(tip).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: t.close(t.second) }).click();
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t.hidden })).toBeAttached();
    // The same search again (a reload, or a fare chosen on the way) keeps them closed.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test(`${l}: a route not open offers the departure city's routes, each a search that finds flights`, async ({
    page,
  }) => {
    await page.goto(results(l, 'LXA.CITY', 'XNN.CITY', shanghaiDate(7)));
    await expect(page.getByText(t.notOpen).first()).toBeVisible();
    const fromLhasa = page.getByRole('region', { name: t.fromLhasa });
    await expect(fromLhasa.getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fitsPhones(page);
    await fromLhasa.getByRole('link').first().click();
    await expect(page).toHaveURL(/leg=LXA\./);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
}
