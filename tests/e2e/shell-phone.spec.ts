import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The header's currency select, by its label in either locale. */
const CURRENCY = /^(币种|Currency)$/;

/**
 * and §4: the header, the cookie banner and the content pages on a phone (390 and 320 px) and
 * on a 1366 px desktop, in both languages.
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];
const DESKTOP = { width: 1366, height: 768 };

const NAMES = {
  'zh-CN': {
    menu: '打开菜单',
    close: '关闭菜单',
    nav: '主导航',
    search: '站内搜索',
    login: '登录',
    other: 'Switch to English',
  },
  'en-US': {
    menu: 'Open menu',
    close: 'Close menu',
    nav: 'Main navigation',
    search: 'Search the site',
    login: 'Log in',
    other: '切换到中文',
  },
} as const;

async function expectNoHorizontalScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** WCAG 2.5.8: every visible control in the region is at least 24 × 24 px. */
async function expectTargetsAtLeast24(region: Locator) {
  const sizes = await region.locator('a, button, select, input').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { what: el.outerHTML.slice(0, 80), width: Math.round(r.width), height: Math.round(r.height) };
      }),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter((s) => s.width < 24 || s.height < 24)).toEqual([]);
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  const n = NAMES[locale];
  for (const size of PHONES) {
    test(`${locale} ${size.width} px: a compact header whose menu button opens and closes the menu`, async ({
      page,
    }, info) => {
      await page.setViewportSize(size);
      await page.goto(`/${locale}`);
      const header = page.getByRole('banner');
      const menuButton = header.getByRole('button', { name: n.menu });
      await expect(menuButton).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      // One bar: logo, account and menu button; the navigation waits behind the button.
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      await expect(header.getByRole('navigation', { name: n.nav })).toBeHidden();
      await expect(header.getByRole('button', { name: n.login })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectTargetsAtLeast24(header);
      await shot(page, info, `header-${locale}-${size.width}`);

      // Keyboard: the button opens the disclosure; Escape closes it and gives focus back.
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const close = header.getByRole('button', { name: n.close });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      const nav = header.getByRole('navigation', { name: n.nav });
      await expect(nav).toBeVisible();
      await expect(header.getByRole('search', { name: n.search })).toBeVisible();
      await expect(header.getByRole('link', { name: n.other })).toBeVisible();
      await expect(header.getByRole('combobox', { name: CURRENCY })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectTargetsAtLeast24(header);
      // Nothing cut: the currency select shows its whole text.
      const select = header.getByRole('combobox', { name: CURRENCY });
      expect(await select.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      await shot(page, info, `header-${locale}-${size.width}-open`);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      // Following a menu link closes the menu.
      await menuButton.click();
      await nav.getByRole('link').last().click();
      await expect(page.getByRole('banner').getByRole('navigation', { name: n.nav })).toBeHidden();
    });
  }

  test(`${locale} 1366 px: the desktop header holds navigation, search, language, currency and account in one row`, async ({
    page,
  }, info) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${locale}`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: n.menu })).toBeHidden();
    await expect(header.getByRole('navigation', { name: n.nav })).toBeVisible();
    await expect(header.getByRole('search', { name: n.search })).toBeVisible();
    await expect(header.getByRole('link', { name: n.other })).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
    await expectNoHorizontalScroll(page);
    await expectTargetsAtLeast24(header);
    await shot(page, info, `header-${locale}-1366`);
    await expectNoSeriousA11yViolations(page);
    // The one-row header starts at 1280 px: signed out (log in and sign up), no width of it scrolls sideways.
    for (const width of [1280, 1320, 1536]) {
      await page.setViewportSize({ width, height: 768 });
      await expect(header.getByRole('navigation', { name: n.nav })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });

  test(`${locale}: menu and content links lead only to pages that exist`, async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${locale}/other/index`);
    const hrefs = await page
      .locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    // The first-flight service is a zh-CN only page (spec §2): linked in Chinese, not in English.
    const firstService = hrefs.filter((h) => h.includes('/firstService'));
    if (locale === 'en-US') expect(firstService).toEqual([]);
    else expect(firstService.length).toBeGreaterThan(0);
    // Every link stays in the visitor's language: none bounces to the Chinese home page.
    for (const href of new Set(hrefs.filter((h) => h.startsWith(`/${locale}`)))) {
      const res = await request.get(href, { maxRedirects: 0 });
      expect(`${href} ${res.status()}`).toBe(`${href} 200`);
    }
  });

  test(`${locale}: the currency select offers four choices by name, no profile ids (spec §3 price parts)`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(`/${locale}`);
    const select = page.getByRole('combobox', { name: CURRENCY });
    const labels = await select.locator('option').allTextContents();
    expect(labels).toHaveLength(4);
    expect(new Set(labels).size).toBe(4);
    for (const label of labels) expect(label).not.toMatch(/\((zh|en)-/);
    expect(
      await select.locator('option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value)),
    ).toEqual(['zh-CN', 'zh-CN-E', 'en-US', 'en-US-C']);
    // A saved profile that reads the same as another shows as that choice.
    const same = locale === 'zh-CN' ? ['zh-CN-C', 'zh-CN'] : ['en-US-E', 'en-US'];
    await context.addCookies([{ name: 'currency_profile', value: same[0]!, url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole('combobox', { name: CURRENCY })).toHaveValue(same[1]!);
  });
}

test('the header search finds the baggage article first for 行李', async ({ page }) => {
  await page.setViewportSize(PHONES[0]!);
  await page.goto('/zh-CN');
  await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click();
  const search = page.getByRole('banner').getByRole('search', { name: '站内搜索' });
  await search.getByRole('searchbox', { name: '站内搜索' }).fill('行李');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/search\/(%E8%A1%8C%E6%9D%8E|行李)$/);
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first.getByRole('link').first()).toContainText('行李');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('English header search reaches English results', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/en-US');
  const search = page.getByRole('banner').getByRole('search', { name: 'Search the site' });
  await search.getByRole('searchbox').fill('baggage');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/en-US\/search\/baggage$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /baggage/i })
      .first(),
  ).toBeVisible();
});

for (const size of PHONES) {
  test(`${size.width} px: the cookie banner leaves the search button free and is dismissed by keyboard`, async ({
    page,
    context,
  }, info) => {
    await context.clearCookies();
    await page.setViewportSize(size);
    await page.goto('/zh-CN');
    const banner = page.getByRole('region', { name: 'Cookie 与隐私' });
    await expect(banner).toBeVisible();
    const submit = page.getByRole('button', { name: '搜索航班' });
    await submit.scrollIntoViewIfNeeded();
    const [b, s] = [(await banner.boundingBox())!, (await submit.boundingBox())!];
    const overlaps = s.y < b.y + b.height && b.y < s.y + s.height && s.x < b.x + b.width && b.x < s.x + s.width;
    expect(overlaps).toBe(false);
    // And the button is the topmost thing at its centre: nothing lies over it.
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [s.x + s.width / 2, s.y + s.height / 2],
    );
    expect(topmost).toContain('搜索航班');
    await expectNoHorizontalScroll(page);
    await shot(page, info, `banner-${size.width}`);
    await expectNoSeriousA11yViolations(page);
    // First in the page for a keyboard after the skip link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: '仅必要 Cookie' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
  });
}

test('1366 px: the cookie banner bar leaves room below the footer', async ({ page, context }) => {
  await context.clearCookies();
  await page.setViewportSize(DESKTOP);
  await page.goto('/en-US');
  const banner = page.getByRole('region', { name: 'Cookies and privacy' });
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  const [b, s] = [(await banner.boundingBox())!, (await settings.boundingBox())!];
  expect(s.y + s.height).toBeLessThanOrEqual(b.y);
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: contact and complaint pages show the configured customer-service number`, async ({ page }) => {
    await page.setViewportSize(PHONES[0]!);
    await page.goto(`/${locale}/static/contactUs`);
    const main = page.getByRole('main');
    await expect(main).not.toContainText('95xxx');
    const phone = main.getByRole('link', { name: '+86 20 8888 6666', exact: true });
    await expect(phone).toHaveText('+86 20 8888 6666');
    await expect(phone).toHaveAttribute('href', 'tel:+862088886666');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/${locale}/static/complaint`);
    await expect(page.getByRole('main').getByRole('link', { name: '+86 20 8888 6666', exact: true })).toHaveText(
      '+86 20 8888 6666',
    );
  });

  test(`${locale}: route network chips name the city once`, async ({ page }) => {
    await page.setViewportSize(PHONES[0]!);
    await page.goto(`/${locale}/flightLine`);
    const chips = await page
      .getByRole('navigation', { name: locale === 'zh-CN' ? '选择出发地' : 'Choose a departure city' })
      .getByRole('link')
      .allTextContents();
    expect(chips.length).toBeGreaterThan(3);
    for (const chip of chips) {
      const words = chip.trim().split(/\s+/);
      expect(`${chip}: ${words[0]}`).not.toBe(`${chip}: ${words[1]}`);
      expect(chip).not.toMatch(/^(上海 上海|北京 北京|Shanghai Shanghai|Beijing Beijing)/);
    }
    expect(chips.join('|')).toContain(locale === 'zh-CN' ? '上海浦东' : 'Shanghai Pudong');
    await expectNoHorizontalScroll(page);
  });
}

test('the login prompt names the page in English too', async ({ page }) => {
  await page.setViewportSize(PHONES[0]!);
  await page.goto('/en-US/member/index');
  const dialog = page.getByRole('dialog', { name: 'Member login' });
  await expect(dialog.getByText('After logging in you will go to: Member centre', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
