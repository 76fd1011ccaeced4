import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Decision 8: content pages are cached for everyone (ISR); the visitor's own parts (login,
// currency, cookie choice, today's date) are filled in by the browser.

test('a news item is made once and then served from the cache, the same HTML for every visitor', async ({
  request,
}) => {
  const url = '/en-US/news/newItem?id=5';
  await request.get(url);
  const again = await request.get(url);
  expect(again.status()).toBe(200);
  // HIT, or STALE when an earlier run of the same build made it more than 5 minutes ago: from the cache either way.
  expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  expect(again.headers()['cache-control']).toMatch(/s-maxage=300/);
  // The rewritten route is an implementation detail: the page still names its public URL.
  expect(await again.text()).toContain('/en-US/news/newItem?id=5');
  const list = await request.get('/zh-CN/news/newList?page=2&size=20');
  expect(list.status()).toBe(200);
  const bare = await request.get('/zh-CN/news/newItem');
  expect(bare.status()).toBe(404);
});

test('pages that read the visitor stay per request', async ({ request }) => {
  for (const url of ['/zh-CN/static/complaint', '/zh-CN/login', '/zh-CN/flightLine?from=CAN']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['x-nextjs-cache'], url).toBeUndefined();
    expect(res.headers()['cache-control'], url).toMatch(/no-store/);
  }
});

test('on a cached page a member sees their menu and saved currency, a visitor the login button', async ({
  memberPage: page,
  context,
  baseURL,
}) => {
  const who = await (await page.request.get('/api/account/header')).json();
  const nickname: string = who.data.nickname;
  expect(nickname.length).toBeGreaterThan(0);
  await context.addCookies([{ name: 'currency_profile', value: 'zh-CN-E', url: baseURL! }]);

  const res = await page.goto('/zh-CN/notice/noticeItem?id=1');
  expect(res?.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE/);
  // The cached HTML names nobody; the header asks who is logged in.
  expect(await res!.text()).not.toContain(nickname);
  await expect(page.getByRole('button', { name: nickname })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: '币种', exact: true })).toHaveValue('zh-CN-E');
  await expectNoSeriousA11yViolations(page);

  // Logged out (the session cookie gone), the same cached page shows the visitor's buttons.
  await context.clearCookies({ name: 'sf_session' });
  await page.reload();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: nickname })).toHaveCount(0);
});

test('the cookie banner is in the cached HTML and shows only while no choice is saved', async ({ page, context }) => {
  await page.goto('/en-US/static/faq');
  await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden();
  await context.clearCookies({ name: 'cookie_consent' });
  await page.reload();
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /accept/i }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: /cookie/i })).toBeHidden();
});

test.describe('a CMS fault', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${process.env.E2E_API_URL}/sandbox/faults`);
  });

  test('a page not made yet shows the error page with a retry, and a made page is still served', async ({
    page,
    request,
  }) => {
    const made = '/en-US/notice/noticeItem?id=2';
    await request.get(made);
    await request.post(`${process.env.E2E_API_URL}/sandbox/faults`, {
      data: { path: '/cms/s/content/item', mode: 'error', count: 20 },
    });
    // An id no run has asked for, so neither the page nor its data can be in a cache.
    const key = `k${Date.now()}`;
    const res = await page.goto(`/en-US/news/newItem?id=${key}`);
    expect(res?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const cached = await request.get(made);
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);

    await request.delete(`${process.env.E2E_API_URL}/sandbox/faults`);
    await page.getByRole('button', { name: 'Try again' }).click();
    // The CMS answers again: that id has no item, so the retry lands on the not-found page.
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
