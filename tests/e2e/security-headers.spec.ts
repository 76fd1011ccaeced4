import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shanghaiDate } from './pages/search-form';

// Decision 11: the pages' Content-Security-Policy, cookies only on answers no shared cache keeps, absolute
// URLs on the public origin (the e2e web's PUBLIC_SITE_URL is its own address) and the exact origin check.

const RESULTS = `/zh-CN/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.${shanghaiDate(8)}&adt=1&chd=0&inf=0`;

type Watched = Window & { __cspViolations?: string[] };

/** Every violation the page reports (the DOM event and Chromium's console line), from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as Watched;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as Watched).__cspViolations ?? []))];
}

function expectPolicy(policy: string | undefined) {
  const directives = (policy ?? '').split(';').map((d) => d.trim());
  for (const expected of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "connect-src 'self'",
  ]) {
    expect(directives).toContain(expected);
  }
  expect(directives.find((d) => d.startsWith('form-action '))).toMatch(
    /^form-action 'self' http:\/\/127\.0\.0\.1:\d+$/,
  );
  expect(policy).not.toMatch(/nonce-/);
  // The web server made script-src exact for this document: its own origin and its inline scripts' hashes.
  expect(directives.find((d) => d.startsWith('script-src '))).toMatch(
    /^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/,
  );
}

test('home, results, news and the login dialog run under the policy without a single violation', async ({ page }) => {
  const violations = await watchCsp(page);

  const home = await page.goto('/zh-CN');
  expectPolicy(home?.headers()['content-security-policy']);
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  expect(home?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // http://localhost: no HSTS.
  expect(home?.headers()['strict-transport-security']).toBeUndefined();
  // The login dialog is a client island loaded on demand; each of its tabs draws (QR asks the BFF for a code).
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '会员登录' });
  await expect(dialog).toBeVisible();
  const tabs = dialog.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
  }
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  const results = await page.goto(RESULTS);
  expectPolicy(results?.headers()['content-security-policy']);
  await expect(page.getByRole('region', { name: '前后日期价格' }).getByRole('listitem')).toHaveCount(7);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  for (const url of ['/zh-CN/news/newList', '/zh-CN/news/newItem?id=1']) {
    const news = await page.goto(url);
    expect(news?.status(), url).toBe(200);
    expectPolicy(news?.headers()['content-security-policy']);
    await page.waitForLoadState('networkidle');
    expect(await violations(), url).toEqual([]);
  }
});

test('a policy violation is reported, so the watch above can see one, and an injected inline script does not run', async ({
  context,
}) => {
  // A page of its own: the fixtures' page fails any test that reports a violation (noCspViolations).
  const page = await context.newPage();
  const violations = await watchCsp(page);
  await page.goto('/zh-CN/news/newList');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'ftp://blocked.example/x.png';
    document.body.append(img);
    const object = document.createElement('object');
    object.data = '/favicon.ico';
    document.body.append(object);
    // What an XSS that slipped past escaping would do: its text matches none of the document's hashes.
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^object-src blocked/),
        expect.stringMatching(/^script-src-elem blocked inline/),
      ]),
    );
  expect(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected)).toBeUndefined();
});

test('a cached page carries the same policy each time it is served, so a shared cache may keep both', async ({
  request,
}) => {
  const url = '/zh-CN/news/newItem?id=1';
  await request.get(url);
  const [a, b] = [await request.get(url), await request.get(url)];
  expect(a.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  expect(a.headers()['content-security-policy']).toBe(b.headers()['content-security-policy']);
  expect(await a.text()).toBe(await b.text());
});

test('a first visit gets its device id on a private answer; the next visit gets the cached page and no cookie', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const url = '/en-US/news/newItem?id=2';
  const first = await visitor.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()['set-cookie']).toMatch(/^sf_did=[0-9a-f]{32};/);
  // The e2e public origin is http: no cookie is Secure.
  expect(first.headers()['set-cookie']).not.toMatch(/Secure/i);
  expect(first.headers()['cache-control']).toBe('private, no-store');

  const again = await visitor.get(url);
  expect(again.headers()['set-cookie']).toBeUndefined();
  expect(again.headers()['cache-control']).toMatch(/s-maxage=300/);
  expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  await visitor.dispose();
});

test('the BFF answers carry nosniff and a policy that loads nothing', async ({ request }) => {
  const res = await request.get('/api/system/maintenance');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('third-party login leaves with a redirect_uri on the public origin', async ({ request, baseURL }) => {
  const res = await request.get('/api/account/oauth/wechat/start?locale=zh-CN', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const to = new URL(res.headers().location!);
  expect(to.pathname).toBe('/sandbox/oauth/wechat/authorize');
  expect(to.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/account/oauth/wechat/callback`);
});

test('the origin check takes the exact origin only: user info before the host is refused', async ({
  request,
  baseURL,
}) => {
  const save = (origin: string) =>
    request.post('/api/preferences/currency', {
      data: { profile: 'zh-CN' },
      headers: { origin, 'x-sf-locale': 'en-US' },
    });
  const forged = await save(`http://evil.example@${new URL(baseURL!).host}`);
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toMatchObject({ code: '4000403' });
  const own = await save(baseURL!);
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ code: '0' });
});
