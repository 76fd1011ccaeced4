import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { waitForHydration } from './pages/hydration';
import { HEIGHTS, WIDTHS, layoutProblems } from './pages/layout';
import { shanghaiDate } from './pages/search-form';

// Spec §4 date range picking (issue 33 §3) on the low-price reminder's dates, by keyboard: the first pick is the
// start, an earlier second pick is swapped into the start, a third starts again.

const T = {
  'zh-CN': { open: '在日历上选择起止日期', start: '提醒开始日期', end: '提醒结束日期', pickEnd: /请选择结束日期/ },
  'en-US': {
    open: 'Pick both dates on a calendar',
    start: 'Reminder start date',
    end: 'Reminder end date',
    pickEnd: /Now choose the end date/,
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of ['zh-CN', 'en-US'] as const) {
  const t = T[l];

  test(`${l}: the reminder's dates picked on the calendar by keyboard, swapped, then started again`, async ({
    page,
    member,
  }) => {
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/ancillary/lowPriceRemind`);
    const open = page.getByText(t.open, { exact: true });
    await waitForHydration(open);
    await open.click();
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
    }

    // The tab stop is the first day that can be picked: today. Two weeks on, then back one week.
    await grid.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(t.start, { exact: true })).toHaveValue(shanghaiDate(14));
    await expect(page.getByText(t.pickEnd)).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(t.start, { exact: true })).toHaveValue(shanghaiDate(7));
    await expect(page.getByLabel(t.end, { exact: true })).toHaveValue(shanghaiDate(14));
    // A third pick starts a new range.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByLabel(t.start, { exact: true })).toHaveValue(shanghaiDate(21));
    await expect(page.getByLabel(t.end, { exact: true })).toHaveValue('');
  });
}
