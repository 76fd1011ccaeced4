import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { chooseFare, expectNoHorizontalScroll } from './pages/results';
import { SearchForm, shanghaiDate } from './pages/search-form';

// Spec §2 Booking / City input, §5 Search.

test('a one-way search from the home page lists flights and a fare can be chosen (zh-CN)', async ({ page }) => {
  const form = new SearchForm(page, 'zh-CN');
  await form.open();
  await expectNoSeriousA11yViolations(page);
  // Default departure is Guangzhou (spec §2 City input).
  await expect(page.getByRole('combobox', { name: '出发城市' })).toHaveValue(/广州/);
  await form.city(page, '到达城市', 'beijing', /北京/);
  await form.date(page, '出发日期', shanghaiDate(5));
  await form.submit();
  await expect(page).toHaveURL(
    new RegExp(`/zh-CN/book/booking\\?trip=OW&leg=CAN\\.CITY\\.BJS\\.AREA\\.${shanghaiDate(5)}`),
  );
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first()).toContainText(/YQ\d{4}/);
  await expect(cards.first()).toContainText('￥');
  await expectNoSeriousA11yViolations(page);
  await chooseFare(page, /^选择/);
  await expect(page).toHaveURL(/&sel=YQ\d{4}-/);
  await expect(page.getByRole('heading', { name: '已选航班' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a round trip is chosen leg by leg (en-US)', async ({ page }) => {
  const form = new SearchForm(page, 'en-US');
  await form.open();
  await form.tripType('Round trip');
  await form.city(page, 'To', 'shanghai', /Shanghai/);
  await form.date(page, 'Departure date', shanghaiDate(10));
  await form.date(page, 'Return date', shanghaiDate(14));
  await form.submit();
  await expect(page).toHaveURL(/trip=RT&leg=CAN\.CITY\.SHA\.AREA\.[\d-]+&leg=SHA\.AREA\.CAN\.CITY\./);
  await expect(page.getByRole('heading', { name: /^Outbound: Guangzhou → Shanghai/ })).toBeVisible();
  await chooseFare(page, /^Select .* Standard/);
  await expect(page.getByRole('heading', { name: /^Return: Shanghai → Guangzhou/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooseFare(page, /^Select .* Basic/);
  const summary = page.getByRole('region', { name: 'Your flights' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary).toContainText('$');
  // Changing the outbound drops both choices.
  await summary.getByRole('link', { name: 'Change the Outbound flight' }).click();
  await expect(page.getByRole('heading', { name: /^Outbound:/ })).toBeVisible();
  await expect(page).not.toHaveURL(/sel=/);
});

test('a 4-leg multi-city search is chosen leg by leg', async ({ page }) => {
  const form = new SearchForm(page, 'en-US');
  await form.open();
  await form.tripType('Multi-city');
  await page.getByRole('button', { name: 'Add a flight' }).click();
  await page.getByRole('button', { name: 'Add a flight' }).click();
  await expect(page.getByRole('button', { name: 'Add a flight' })).toBeDisabled();
  const route = [
    ['guangzhou', /Guangzhou/, 'kunming', /Kunming/],
    ['kunming', /Kunming/, 'guangzhou', /Guangzhou/],
    ['guangzhou', /Guangzhou/, 'beijing', /Beijing/],
    ['beijing', /Beijing/, 'guangzhou', /Guangzhou/],
  ] as const;
  for (const [i, [from, fromName, to, toName]] of route.entries()) {
    const leg = form.leg(i + 1);
    if (i > 0) await form.city(leg, 'From', from, fromName);
    else await expect(leg.getByRole('combobox', { name: 'From' })).toHaveValue(fromName);
    await form.city(leg, 'To', to, toName);
    await form.date(leg, 'Departure date', shanghaiDate(20 + i * 2));
  }
  await form.submit();
  await expect(page).toHaveURL(/trip=MT(&leg=[A-Z.\d-]+){4}/);
  for (let n = 1; n <= 4; n += 1) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Flight ${n}:`) })).toBeVisible();
    await chooseFare(page, /^Select .* Flex/);
  }
  await expect(page.getByRole('region', { name: 'Your flights' }).getByRole('listitem')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
});

test('the form keeps its values and shows each rule broken (spec §5 Search)', async ({ page }) => {
  const form = new SearchForm(page, 'en-US');
  await form.open();
  await form.tripType('Round trip');
  await form.city(page, 'To', 'can', /Guangzhou/);
  await form.date(page, 'Departure date', shanghaiDate(10));
  await form.date(page, 'Return date', shanghaiDate(9));
  await form.submit();
  await expect(page).toHaveURL(/\/en-US$/);
  const alert = page.getByRole('alert').filter({ hasText: 'Please correct' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Departure and arrival cities must be different').first()).toBeVisible();
  await expect(page.getByText('The return date cannot be before the departure date').first()).toBeVisible();
  await expect(page.getByLabel('Return date', { exact: true })).toHaveValue(shanghaiDate(9));
  await expectNoSeriousA11yViolations(page);
});

test('the city input works with the keyboard alone', async ({ page }) => {
  const form = new SearchForm(page, 'zh-CN');
  await form.open();
  const to = page.getByRole('combobox', { name: '到达城市' });
  await page.getByRole('combobox', { name: '出发城市' }).focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab'); // the swap button
  await page.keyboard.press('Tab');
  await expect(to).toBeFocused();
  await expect(to).toHaveAttribute('aria-expanded', 'true');
  // The area list: hot cities first; Tab goes into the China / International tabs, arrows switch them.
  const hot = page.getByRole('tab', { name: '热门城市' });
  await expect(hot).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(hot).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '国内' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.options().first()).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(to).toBeFocused();
  await page.keyboard.type('sha');
  await expect(form.options().first()).toContainText('上海');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = await to.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const chosen = (await page.locator(`[id="${active}"]`).innerText()).split('\n')[0]!.trim();
  await page.keyboard.press('Enter');
  await expect(to).toHaveValue(new RegExp(chosen.slice(0, 2)));
  await expect(to).toHaveAttribute('aria-expanded', 'false', { timeout: 2000 });
  // Tab picks the first hit and moves on.
  await to.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('kmg');
  await expect(form.options().first()).toContainText('昆明');
  await page.keyboard.press('Tab');
  await expect(to).toHaveValue(/昆明/);
  await expect(page.getByLabel('出发日期', { exact: true })).toBeFocused();
  // Escape closes without changing the city.
  await to.focus();
  await page.keyboard.type('xyz');
  await page.keyboard.press('Escape');
  await expect(to).toHaveAttribute('aria-expanded', 'false');
});

test.describe('the visitor city from the IP replaces Guangzhou', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '58.60.1.20' } });
  test('a Shenzhen address starts the search in Shenzhen', async ({ page }) => {
    await page.goto('/en-US');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue(/Shenzhen/);
  });
});

// and §1: the rough edges of the form.
test('multi-city: leg 2 starts where leg 1 lands', async ({ page }) => {
  const form = new SearchForm(page, 'en-US');
  await form.open();
  await form.tripType('Multi-city');
  await form.city(form.leg(1), 'To', 'kunming', /Kunming/);
  await expect(form.leg(2).getByRole('combobox', { name: 'From' })).toHaveValue(/Kunming/);
  await expectNoSeriousA11yViolations(page);
});

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`a departure after the return date moves the return date and says so (${locale})`, async ({ page }) => {
    const form = new SearchForm(page, locale);
    await form.open();
    await form.tripType(locale === 'en-US' ? 'Round trip' : '往返');
    await form.date(page, form.labels.ret, shanghaiDate(12));
    await form.date(page, form.labels.depart, shanghaiDate(10));
    await form.date(page, form.labels.depart, shanghaiDate(20));
    await expect(page.getByLabel(form.labels.ret, { exact: true })).toHaveValue(shanghaiDate(22));
    const said = page
      .getByRole('status')
      .filter({ hasText: locale === 'en-US' ? /^The return date is now .+, because/ : /^返回日期已改为/ });
    await expect(said).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the passenger steppers line up, on a phone and on a desktop', async ({ page }) => {
  // Three whole loads of the home page, each waiting for the network to settle: after a resize Next prefetches
  // the links that came into view, which on a busy two-core run took up to ten seconds a load.
  test.setTimeout(120_000);
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const form = new SearchForm(page, 'en-US');
    await form.open();
    const boxes = async (name: RegExp) =>
      Promise.all((await page.getByRole('button', { name }).all()).map(async (b) => (await b.boundingBox())!));
    const more = await boxes(/^More /);
    const fewer = await boxes(/^Fewer /);
    expect(more).toHaveLength(3);
    for (const [i, plus] of more.entries()) {
      expect(plus.width).toBeGreaterThanOrEqual(24);
      // The − and + of a type sit on one line, the same size.
      expect(Math.abs(plus.y - fewer[i]!.y)).toBeLessThan(1);
      expect(plus.height).toBe(fewer[i]!.height);
    }
    if (width < 640) {
      // One row per type: the buttons form a column at the right.
      expect(new Set(more.map((b) => Math.round(b.x))).size).toBe(1);
    } else {
      expect(new Set(more.map((b) => Math.round(b.y))).size).toBe(1);
    }
    await expectNoHorizontalScroll(page);
  }
});
