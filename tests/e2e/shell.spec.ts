import { execFileSync } from 'node:child_process';
import { test as plain, expect as plainExpect } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, ops, test } from './fixtures';
import { waitForHydration } from './pages/hydration';

/** The header's currency select, by its label in either locale. */
const CURRENCY = /^(币种|Currency)$/;

// Spec §1: the site always starts in Chinese; the root and unknown paths go to /zh-CN.
test.describe('locale redirects', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } });

  test('the root goes to /zh-CN whatever the browser language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-CN$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expectNoSeriousA11yViolations(page);
  });

  for (const path of ['/no-such-page', '/en-US/no-such-page', '/zh-CN/book/nothing/here', '/fr-FR/book/booking']) {
    test(`${path} goes to /zh-CN`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/zh-CN$/);
    });
  }
});

test('language switch keeps the page and its query', async ({ page }) => {
  await page.goto('/zh-CN');
  // The switch is swapped for its hydrated self (it reads the query on the client): a click on the server's copy
  // while it is swapped is lost, so the visitor clicks again until the page changes.
  await expect(async () => {
    await page.getByRole('link', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/en-US$/, { timeout: 5_000 });
  }).toPass();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('link', { name: 'Skylark Airlines home' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '切换到中文' }).click();
  await expect(page).toHaveURL(/\/zh-CN$/);
});

// Decision 63: a page asks the web for no page it shows a link to; reaching for a link (pointer, focus) fetches it.
test('links fetch their page when reached for, not when shown', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['next-router-prefetch']) prefetched.push(new URL(r.url()).pathname);
  });
  await page.goto('/en-US');
  const checkIn = page.getByRole('banner').getByRole('link', { name: 'Check-in', exact: true });
  await waitForHydration(checkIn);
  const asked = page.waitForRequest((r) => !!r.headers()['next-router-prefetch']);
  await checkIn.hover();
  expect(new URL((await asked).url()).pathname).toBe('/en-US/checkIn');
  // Dozens of links are in view by now; none of them was fetched.
  expect([...new Set(prefetched)]).toEqual(['/en-US/checkIn']);
  // Focus (as by keyboard) does the same for another link, and a click then finds its page.
  const status = page.getByRole('banner').getByRole('link', { name: 'Flight status', exact: true });
  const statusPath = new URL((await status.getAttribute('href'))!, page.url()).pathname;
  const asked2 = page.waitForRequest(
    (r) => !!r.headers()['next-router-prefetch'] && new URL(r.url()).pathname === statusPath,
  );
  await status.focus();
  await asked2;
  expect([...new Set(prefetched)]).toEqual(['/en-US/checkIn', statusPath]);
  await checkIn.click();
  await expect(page).toHaveURL(/\/en-US\/checkIn$/);
});

test('currency profile switch persists and may change the language (spec §1)', async ({ page, context }) => {
  await page.goto('/zh-CN');
  const select = page.getByRole('combobox', { name: CURRENCY });
  await expect(select).toHaveValue('zh-CN');
  await select.selectOption('zh-CN-E');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'currency_profile')?.value)
    .toBe('zh-CN-E');
  await page.reload();
  await expect(page.getByRole('combobox', { name: CURRENCY })).toHaveValue('zh-CN-E');
  await page.getByRole('combobox', { name: CURRENCY }).selectOption('en-US-C');
  await expect(page).toHaveURL(/\/en-US$/);
  await expect(page.getByRole('combobox', { name: CURRENCY })).toHaveValue('en-US-C');
  // Back to Chinese by the language link: the currency (CNY) is kept.
  await page.getByRole('link', { name: '切换到中文' }).click();
  await expect(page.getByRole('combobox', { name: CURRENCY })).toHaveValue('zh-CN');
});

test('the currency route refuses a cross-site request', async ({ request }) => {
  const res = await request.post('/api/preferences/currency', {
    data: { profile: 'en-US' },
    headers: { origin: 'http://evil.example' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('4000403');
  const missing = await request.post('/api/preferences/currency', {
    data: { profile: 'en-US' },
    headers: { origin: 'null' },
  });
  expect(missing.status()).toBe(403);
});

test('the member guard opens the login dialog and remembers the path', async ({ page }) => {
  await page.goto('/zh-CN/member/order?tab=paid');
  await expect(page).toHaveURL(/\/zh-CN\?login=1&next=/);
  const dialog = page.getByRole('dialog', { name: '会员登录' });
  await expect(dialog).toBeVisible();
  // the prompt names the page, never the raw path.
  await expect(dialog.getByText('登录后将带您前往：我的订单', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

plain('a bypass header does not get past the guard', async ({ request }) => {
  for (const value of [
    'proxy',
    'middleware',
    'proxy:proxy:proxy:proxy:proxy',
    'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  ]) {
    const res = await request.get('/en-US/member/index', {
      headers: { 'x-middleware-subrequest': value },
      maxRedirects: 0,
    });
    plainExpect(res.status()).toBe(307);
    plainExpect(res.headers().location).toContain('/en-US?login=1&next=%2Fen-US%2Fmember%2Findex');
  }
});

plain('a tampered session cookie is an anonymous visitor, not an error', async ({ request, baseURL }) => {
  const res = await request.get('/zh-CN/member/index', {
    headers: { cookie: 'sf_session=Fe26.2**garbage*seal' },
    maxRedirects: 0,
  });
  plainExpect(res.status()).toBe(307);
  plainExpect(res.headers().location).toContain(`login=1`);
  plainExpect(baseURL).toBeTruthy();
});

plain('the cookie banner choice persists', async ({ page }) => {
  await page.goto('/zh-CN');
  const banner = page.getByRole('region', { name: 'Cookie 与隐私' });
  await plainExpect(banner).toBeVisible();
  await banner.getByRole('button', { name: '仅必要 Cookie' }).click();
  await plainExpect(banner).toBeHidden();
  await page.reload();
  await plainExpect(page.getByRole('region', { name: 'Cookie 与隐私' })).toBeHidden();
  await page.getByRole('button', { name: 'Cookie 设置' }).click();
  await plainExpect(page.getByRole('region', { name: 'Cookie 与隐私' })).toBeVisible();
});

test.describe('maintenance through the ops script', () => {
  test.afterEach(() => {
    ops('maintenance', 'off');
  });

  test('every page goes to the Upgrading page while it is on, and back when it is off', async ({ page, request }) => {
    expect(ops('maintenance', 'on')).toContain('maintenance is on');
    await expect
      .poll(async () => (await request.get('/api/system/maintenance')).json().then((b) => b.data.on), { timeout: 5000 })
      .toBe(true);
    // The page's 60 s poll runs on the test's clock (installed before the page sets its timer).
    await page.clock.install();
    // The proxy keeps its own short-lived copy of the switch: a page may still pass once after the BFF sees it.
    await expect
      .poll(
        async () => {
          await page.goto('/en-US');
          return page.url();
        },
        { timeout: 10_000 },
      )
      .toMatch(/\/zh-CN\/Upgrading\?from=%2Fen-US$/);
    await expect(page.getByRole('heading', { name: '系统升级中' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // BFF routes answer the maintenance code instead of calling upstream.
    const bff = await request.get('/api/cities?q=guangzhou');
    expect(bff.status()).toBe(503);
    expect((await bff.json()).code).toBe('5000503');

    expect(ops('maintenance', 'off')).toContain('maintenance is off');
    await page.waitForTimeout(700);
    await page.clock.runFor(61_000);
    await expect(page).toHaveURL(/\/en-US$/);
  });

  test('an open tab moves to the Upgrading page within the 60 s poll', async ({ page }) => {
    await page.clock.install();
    await page.goto('/zh-CN');
    ops('maintenance', 'on');
    await page.waitForTimeout(700);
    await page.clock.runFor(61_000);
    await expect(page).toHaveURL(/\/zh-CN\/Upgrading/);
  });

  test('the ops script refuses a wrong token', () => {
    expect(() =>
      execFileSync('node', ['scripts/ops.mjs', 'maintenance', 'on'], {
        env: { ...process.env, AIRLINE_API_URL: process.env.E2E_API_URL, OPS_TOKEN: 'wrong-token' },
        stdio: 'pipe',
      }),
    ).toThrow();
  });
});

test('the Upgrading page exists in both languages', async ({ page }) => {
  await page.goto('/en-US/Upgrading');
  await expect(page.getByRole('heading', { name: 'System upgrade in progress' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
