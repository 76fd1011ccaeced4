import type { Browser, Page, Response } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { waitForHydration } from './pages/hydration';
import { flightCards } from './pages/results';
import { shanghaiDate } from './pages/search-form';

// Decisions 35, 36 and 38 (decision 33): the web server keeps finished pages for seconds and serves them again
// without Next, to newcomers (each with a device id of their own) and returning visitors alike. The second web of
// the e2e set-up runs with the page cache on, as production does; these tests drive a browser through it.
const DIRECT = `http://localhost:${process.env.E2E_DIRECT_WEB_PORT}`;
test.use({ baseURL: DIRECT });

/** A newcomer: a browser of its own, the cookie choice made so the banner stays out of the way. */
async function newcomer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: DIRECT });
  await context.addCookies([{ name: 'cookie_consent', value: 'essential', url: DIRECT }]);
  return context.newPage();
}

/**
 * Views a page until it comes from the page cache: Next must first have it in its own cache, and a view that sets a
 * cookie (a member's first, which gets the device id from the proxy) is never kept.
 */
async function viewUntilKept(page: Page, url: string): Promise<Response> {
  for (let view = 1; view <= 4; view += 1) {
    const response = await page.goto(url);
    if (response?.headers()['x-page-cache'] === 'HIT') return response;
  }
  throw new Error(`${url} never came from the page cache`);
}

/** The device id the answer gives (Set-Cookie is in allHeaders() only). */
const deviceId = async (response: Response | null) =>
  /^sf_did=([0-9a-f]{32});/.exec((await response?.allHeaders())?.['set-cookie'] ?? '')?.[1];

test('a newcomer is served the kept results page with an id of its own, and it works as a rendered one', async ({
  browser,
  page,
}) => {
  // A search nobody else in the suite makes, so the first view renders it.
  const url = `/en-US/book/booking?trip=OW&leg=CAN.CITY.CTU.AREA.${shanghaiDate(13)}&adt=2&chd=0&inf=0`;
  const made = await page.goto(url);
  expect(made?.headers()['x-page-cache']).toBeUndefined();
  const firstId = await deviceId(made);
  expect(firstId).toBeDefined();

  const other = await newcomer(browser);
  const kept = await other.goto(url);
  expect(kept?.status()).toBe(200);
  expect(kept?.headers()['x-page-cache']).toBe('HIT');
  const secondId = await deviceId(kept);
  expect(secondId).toBeDefined();
  expect(secondId).not.toBe(firstId);
  // A cookie on a kept page: never for a shared cache.
  expect(kept?.headers()['cache-control']).toBe('private, no-store');

  // The kept page hydrates and behaves (the fixtures fail the test on any blocked script or mismatch).
  const strip = other.getByRole('region', { name: 'Prices on nearby dates' });
  const days = strip.getByRole('listitem');
  await expect(days).toHaveCount(7);
  const later = strip.getByRole('button', { name: 'Next 7 days' });
  await waitForHydration(later);
  const firstLabel = async () => (await days.first().innerText()).replace(/\s+/g, ' ');
  const before = await firstLabel();
  await later.click();
  await expect.poll(firstLabel).not.toBe(before);
  await expectNoSeriousA11yViolations(other);
  await other.context().close();
});

test.describe('an airline fault', () => {
  const FAULTS = `${process.env.E2E_API_URL}/sandbox/faults`;
  test.afterEach(async ({ request }) => {
    await request.delete(FAULTS);
  });

  test('a results page made while the search failed is not kept: "Search again" asks the airline again', async ({
    browser,
    page,
    request,
  }) => {
    const url = `/en-US/book/booking?trip=OW&leg=CAN.CITY.SHA.AREA.${shanghaiDate(16)}&adt=1&chd=0&inf=0`;
    // More failures than the client's retries of a GET.
    await request.post(FAULTS, { data: { path: '/shop/api/shopping/b2c/searchflight', mode: 'error', count: 6 } });
    await page.goto(url);
    await expect(page.getByText('Flight search failed')).toBeVisible();
    await request.delete(FAULTS);

    const retry = page.getByRole('link', { name: 'Search again' });
    await retry.click();
    await expect(flightCards(page).first()).toBeVisible();
    await expect(page.getByText('Flight search failed')).toHaveCount(0);
    // The page with the flights is the one kept for the next newcomer.
    const other = await newcomer(browser);
    const kept = await other.goto(url);
    expect(kept?.headers()['x-page-cache']).toBe('HIT');
    await expect(flightCards(other).first()).toBeVisible();
    await other.context().close();
  });

  test('a results page whose strip prices failed shows its flights and strip, and is not kept (decision 76)', async ({
    browser,
    page,
    request,
  }) => {
    const url = `/en-US/book/booking?trip=OW&leg=CAN.CITY.CTU.AREA.${shanghaiDate(17)}&adt=1&chd=0&inf=0`;
    // The strip streams after the flights: its first prices fail on the server (every retry of the GET).
    await request.post(FAULTS, { data: { path: '/shop/api/shopping/b2c/calendarshopping', mode: 'error', count: 3 } });
    await page.goto(url);
    await expect(flightCards(page).first()).toBeVisible();
    const strip = page.getByRole('region', { name: 'Prices on nearby dates' });
    await expect(strip.getByRole('listitem')).toHaveCount(7);
    await request.delete(FAULTS);
    // The browser asks for the prices itself once the airline answers again.
    const priced = { name: /, \$\d/ };
    await expect(strip.getByRole('button', priced).first()).toBeVisible();
    // The next newcomer gets a page made afresh, not the one without prices.
    const other = await newcomer(browser);
    const again = await other.goto(url);
    expect(again?.headers()['x-page-cache']).not.toBe('HIT');
    await expect(
      other.getByRole('region', { name: 'Prices on nearby dates' }).getByRole('button', priced).first(),
    ).toBeVisible();
    await other.context().close();
  });
});

test('home is kept for newcomers and returning visitors, and its search form works from the kept copy', async ({
  browser,
  page,
}) => {
  // A URL of its own: the page cache keys by the whole URL (home reads no query).
  const url = `/zh-CN?from=page-cache-${Date.now()}`;
  await page.goto(url);
  // Returning now (the first answer gave the id): Next's copy is kept from this view on.
  await page.goto(url);
  const again = await page.goto(url);
  expect(again?.headers()['x-page-cache']).toBe('HIT');
  expect(await deviceId(again)).toBeUndefined();
  expect(again?.headers()['cache-control']).toMatch(/s-maxage=60/);

  const other = await newcomer(browser);
  const kept = await other.goto(url);
  expect(kept?.headers()['x-page-cache']).toBe('HIT');
  expect(await deviceId(kept)).toBeDefined();
  const roundTrip = other.locator('label').filter({ hasText: /^往返$/ });
  await waitForHydration(other.getByRole('radio', { name: '往返' }));
  await roundTrip.click();
  await expect(other.getByLabel('返回日期', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(other);
  await other.context().close();
});

test('a member gets the kept news page and still sees their own menu', async ({ memberPage: page }) => {
  const nickname: string = (await (await page.request.get('/api/account/header')).json()).data.nickname;
  const url = `/en-US/news/newItem?id=3&from=page-cache-${Date.now()}`;
  const kept = await viewUntilKept(page, url);
  expect(await kept.text()).not.toContain(nickname);
  await expect(page.getByRole('button', { name: nickname })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
