import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectNoHorizontalScroll, flightCards, openFares } from './pages/results';
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
  await page.getByRole('link', { name: 'Back to the home page' }).click();
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

/** The problems of a refused search (the page's own alert, not Next's route announcer). */
const problem = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading') });

// and §2: compact cards with fares on demand, filters, the family's total, the modify-search bar.
const family = (locale: string, from: string, to: string, date: string) =>
  `/${locale}/book/booking?trip=OW&leg=${from}.${to}.${date}&adt=2&chd=1&inf=0`;

test('flight cards are compact; each opens its fares as a disclosure, by keyboard too', async ({ page }) => {
  await page.goto(results('en-US', 'CAN.CITY', 'BJS.AREA', shanghaiDate(8)));
  const card = flightCards(page).first();
  await expect(card).toBeVisible();
  const toggle = card.getByRole('button', { name: /^Show 3 fares/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('list', { name: /^Fares for / })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Hide fares' })).toHaveAttribute('aria-expanded', 'true');
  await expect(
    card
      .getByRole('list', { name: /^Fares for / })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('list', { name: /^Fares for / })).toBeHidden();
  // Six compact cards fit in far less than the 7,350 px the expanded ones took.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(3000);
});

test('a family sees its total from the results on, priced by airline-api per passenger type (zh-CN)', async ({
  page,
}) => {
  await page.goto(family('zh-CN', 'CAN.CITY', 'BJS.AREA', shanghaiDate(9)));
  const card = flightCards(page).first();
  await expect(card).toContainText('成人2人，儿童1人合计，含税');
  await openFares(card);
  const fare = card
    .getByRole('list', { name: /可选票价$/ })
    .getByRole('listitem')
    .filter({ hasText: '经济舱 · 标准' });
  const lines = fare.getByRole('list', { name: '各类乘机人票价' });
  await expect(lines).toContainText('成人');
  await expect(lines).toContainText('儿童');
  const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const each = async (type: string) => money((await lines.getByText(type).innerText()).split('×')[0]!);
  const expected = 2 * (await each('成人')) + (await each('儿童'));
  const total = fare.locator('p').nth(1).locator('span').first();
  expect(money(await total.innerText())).toBe(expected);
  await fare.getByRole('link', { name: /^选择/ }).click();
  const summary = page.getByRole('region', { name: '已选航班' });
  await expect(summary).toContainText('合计（成人2人，儿童1人）');
  await expect(summary).toContainText(`￥${expected.toLocaleString('en-US')}`);
  await expectNoSeriousA11yViolations(page);
});

test('filters narrow the flights by departure time and by airport', async ({ page }) => {
  await page.goto(results('en-US', 'CAN.CITY', 'BJS.AREA', shanghaiDate(11)));
  const cards = flightCards(page);
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await page.getByRole('button', { name: 'Filter' }).click();
  const arrival = page.getByRole('group', { name: 'Arrival airport' });
  const choices = arrival.getByRole('checkbox');
  expect(await choices.count()).toBeGreaterThan(1);
  const airport = (await arrival.locator('label').first().innerText()).trim();
  await choices.first().check();
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ flights$/ })).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeLessThan(all);
  for (let i = 0; i < shown; i += 1) await expect(cards.nth(i)).toContainText(airport);
  const morning = page.getByRole('group', { name: 'Departure time' }).getByRole('checkbox', { name: '06:00–12:00' });
  if ((await morning.count()) > 0) {
    await morning.check();
    const n = await cards.count();
    for (let i = 0; i < n; i += 1) {
      const clock = await cards.nth(i).locator('p.tabular-nums').first().innerText();
      expect(Number(clock.slice(0, 2))).toBeGreaterThanOrEqual(6);
      expect(Number(clock.slice(0, 2))).toBeLessThan(12);
    }
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(cards).toHaveCount(all);
});

test('the modify-search bar shows the search and opens the form prefilled', async ({ page }) => {
  await page.goto(family('en-US', 'CAN.CITY', 'BJS.AREA', shanghaiDate(12)));
  const bar = page.getByRole('region', { name: 'Current search' });
  await expect(bar).toContainText('Guangzhou → Beijing');
  await expect(bar).toContainText('2 adults, 1 child');
  const toggle = bar.getByRole('button', { name: 'Modify search' });
  await toggle.click();
  const form = bar.getByRole('form', { name: 'Flight search' });
  await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue(/Beijing/);
  await expect(form.getByLabel('Departure date', { exact: true })).toHaveValue(shanghaiDate(12));
  await expectNoSeriousA11yViolations(page);
  // Escape closes it and gives focus back to the button.
  await form.getByLabel('Departure date', { exact: true }).press('Escape');
  await expect(toggle).toBeFocused();
  await expect(form).toBeHidden();
  await toggle.click();
  await bar.getByLabel('Departure date', { exact: true }).fill(shanghaiDate(13));
  await bar.getByRole('button', { name: 'Search again' }).click();
  await expect(page).toHaveURL(new RegExp(`leg=CAN\\.CITY\\.BJS\\.AREA\\.${shanghaiDate(13)}&adt=2&chd=1`));
});

test('a date past the booking horizon names the limit and keeps the search at hand', async ({ page }) => {
  await page.goto(results('en-US', 'CAN.CITY', 'BJS.AREA', shanghaiDate(200)));
  await expect(problem(page)).toContainText('Flights can only be booked up to 180 days ahead');
  await expect(page.getByText('undefined')).toHaveCount(0);
  const date = page.getByLabel('Departure date', { exact: true });
  await expect(date).toHaveValue(shanghaiDate(200));
  await expectNoSeriousA11yViolations(page);
  await date.fill(shanghaiDate(20));
  await page.getByRole('button', { name: 'Search again' }).click();
  await expect(flightCards(page).first()).toBeVisible();
});

test('two multi-airport cities are explained plainly; a later leg that does not fly is named', async ({ page }) => {
  await page.goto(results('en-US', 'BJS.AREA', 'SHA.AREA', shanghaiDate(5)));
  await expect(problem(page)).toContainText(/Beijing.* and Shanghai.* both have several airports/);
  await expect(problem(page)).not.toContainText('all airports');
  await page.goto(
    `/zh-CN/book/booking?trip=MT&leg=CAN.CITY.PEK.AIRPORT.${shanghaiDate(5)}&leg=HRB.CITY.SYX.CITY.${shanghaiDate(7)}&adt=1&chd=0&inf=0`,
  );
  await expect(page.getByText('第2程（哈尔滨 → 三亚）：航线暂未开通')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const width of [390, 320]) {
    test(`the results page fits a ${width} px phone in ${locale}: strip, cards, fares, bar`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(family(locale, 'CAN.CITY', 'BJS.AREA', shanghaiDate(10)));
      const strip = page.getByRole('region', { name: locale === 'zh-CN' ? '前后日期价格' : 'Prices on nearby dates' });
      // Spec §2: still 7 days; the phone scrolls them, the chosen one in view.
      await expect(strip.getByRole('listitem')).toHaveCount(7);
      await expect(strip.locator('[aria-current="date"]')).toBeInViewport();
      const cell = await strip.getByRole('listitem').first().boundingBox();
      expect(cell!.height).toBeLessThan(120); // a date on one line, not a character per line
      await openFares(flightCards(page).first());
      await expectNoHorizontalScroll(page);
      for (const target of await page.getByRole('main').getByRole('button').all()) {
        const box = await target.boundingBox();
        if (box && (await target.isVisible())) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
      await page.screenshot({ path: test.info().outputPath(`results-${locale}-${width}.png`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    });
  }
}
