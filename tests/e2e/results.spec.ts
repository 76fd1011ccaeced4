import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { shanghaiDate } from './pages/search-form';

// The results page from URL parameters; spec §2 Booking (7-day strip), §9 (calendar 6×7, Sunday).

const results = (locale: string, from: string, to: string, date: string) =>
  `/${locale}/book/booking?trip=OW&leg=${from}.${to}.${date}&adt=1&chd=0&inf=0`;

test('the price strip sits around the chosen day and never goes before today', async ({ page }) => {
  await page.goto(results('en-US', 'CAN.CITY', 'BJS.AREA', shanghaiDate(10)));
  const strip = page.getByRole('region', { name: 'Prices on nearby dates' });
  const days = strip.getByRole('listitem');
  await expect(days).toHaveCount(7);
  // The chosen day is the 4th of 7.
  await expect(days.nth(3).locator('[aria-current="date"]')).toHaveCount(1);
  const earlier = strip.getByRole('button', { name: 'Previous 7 days' });
  const later = strip.getByRole('button', { name: 'Next 7 days' });
  const firstLabel = async () => (await days.first().innerText()).replace(/\s+/g, ' ');
  const before = await firstLabel();
  await later.click();
  await expect.poll(firstLabel).not.toBe(before);
  await earlier.click();
  await expect.poll(firstLabel).toBe(before);
  await earlier.click();
  // 10 days out: one step back reaches today and stops there.
  await expect(earlier).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // Choosing a day of the strip searches that day.
  await days.nth(1).getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`leg=CAN\\.CITY\\.BJS\\.AREA\\.${shanghaiDate(1)}`));
});

test('on today the strip starts at today', async ({ page }) => {
  await page.goto(results('zh-CN', 'CAN.CITY', 'SHA.AREA', shanghaiDate(0)));
  const strip = page.getByRole('region', { name: '前后日期价格' });
  await expect(strip.getByRole('listitem').first().locator('[aria-current="date"]')).toHaveCount(1);
  await expect(strip.getByRole('button', { name: '前7天' })).toBeDisabled();
});

test('the month calendar shows 6 weeks starting on Sunday and picks a date by keyboard', async ({ page }) => {
  await page.goto(results('en-US', 'CAN.CITY', 'CTU.AREA', shanghaiDate(3)));
  await page.getByRole('button', { name: 'Low-fare calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Low-fare calendar' });
  await expect(dialog).toBeVisible();
  const grid = dialog.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(7); // header + 6 weeks
  await expect(grid.getByRole('columnheader').first()).toHaveText(/Sun/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`leg=CAN\\.CITY\\.CTU\\.AREA\\.${shanghaiDate(4)}`));
});

test('a route that is not open says so and offers nearby routes', async ({ page }) => {
  await page.goto(results('zh-CN', 'HRB.CITY', 'SYX.CITY', shanghaiDate(7)));
  await expect(page.getByText('航线暂未开通').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(results('en-US', 'HRB.CITY', 'SYX.CITY', shanghaiDate(7)));
  await expect(page.getByText('Route not yet open').first()).toBeVisible();
  const nearby = page.getByRole('region', { name: 'Nearby routes' });
  await expect(nearby.getByRole('link').first()).toBeVisible();
  await nearby.getByRole('link').first().click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a broken results link explains itself instead of failing', async ({ page }) => {
  const res = await page.goto('/en-US/book/booking?trip=OW&leg=nonsense');
  expect(res?.status()).toBeLessThan(500);
  await expect(page.getByRole('heading', { name: 'Please check your search' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to flight search' }).click();
  await expect(page).toHaveURL(/\/en-US$/);
});

test('a date in the past is refused with its message', async ({ page }) => {
  await page.goto(results('en-US', 'CAN.CITY', 'BJS.AREA', shanghaiDate(-1)));
  await expect(page.getByRole('heading', { name: 'Please check your search' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('prices follow the currency profile', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'currency_profile', value: 'zh-CN-E', url: baseURL! }]);
  await page.goto(results('zh-CN', 'CAN.CITY', 'BJS.AREA', shanghaiDate(6)));
  await expect(page.getByRole('article').first()).toContainText('$');
  await expect(page.getByRole('article').first()).not.toContainText('￥');
});

test('the BFF calendar route validates and answers the envelope', async ({ request }) => {
  const ok = await request.get(
    `/api/calendar?trip=OW&dep=CAN&depType=CITY&arr=BJS&arrType=AREA&start=${shanghaiDate(1)}&end=${shanghaiDate(7)}`,
  );
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.code).toBe('0');
  expect(body.data.prices).toHaveLength(7);
  const bad = await request.get(
    `/api/calendar?trip=OW&dep=CAN&depType=CITY&arr=BJS&arrType=AREA&start=${shanghaiDate(1)}&end=${shanghaiDate(80)}`,
  );
  expect(bad.status()).toBe(400);
  expect((await bad.json()).code).toBe('2000001');
});

test.describe('upstream faults give a clear error, never a blank page', () => {
  const arm = (request: import('@playwright/test').APIRequestContext, path: string, mode: string) =>
    request.post(`${process.env.E2E_API_URL}/sandbox/faults`, { data: { path, mode, count: 2 } });
  test.afterEach(async ({ request }) => {
    await request.delete(`${process.env.E2E_API_URL}/sandbox/faults`);
  });

  for (const mode of ['error', 'garbage']) {
    test(`flight search answering ${mode}`, async ({ page, request }) => {
      await arm(request, '/shop/api/shopping/b2c/searchflight', mode);
      const res = await page.goto(results('en-US', 'CAN.CITY', 'BJS.AREA', shanghaiDate(9)));
      expect(res?.status()).toBeLessThan(500);
      await expect(page.getByText('Flight search failed').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search again' }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the calendar BFF route maps a body that is not JSON to its code', async ({ request }) => {
    await arm(request, '/shop/api/shopping/b2c/calendarshopping', 'garbage');
    const res = await request.get(
      `/api/calendar?trip=OW&dep=CAN&depType=CITY&arr=SHA&arrType=AREA&start=${shanghaiDate(2)}&end=${shanghaiDate(8)}`,
    );
    const body = await res.json();
    expect(['5000500', '5000502']).toContain(body.code);
    expect(body.msg).not.toMatch(/html|gateway/i);
  });
});
