import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { chooseFare } from './pages/results';
import { shanghaiDate } from './pages/search-form';

// the key pages as a phone (320 and 390 px) and a laptop (1366 px) draw them, in both locales.
// Each is drawn and checked for what a person would call broken (lib: tests/e2e/pages/layout.ts), and its
// full-page screenshot is attached to the report, Chinese in a real CJK font (scripts/lib/chromium.mjs).

type Locale = 'zh-CN' | 'en-US';
const LOCALES: Locale[] = ['zh-CN', 'en-US'];

type KeyPage = { name: string; path: (locale: Locale) => string; ready: (page: Page, locale: Locale) => Promise<void> };

const main = async (page: Page) => {
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
};

const PAGES: KeyPage[] = [
  {
    name: 'home',
    path: (l) => `/${l}`,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^(搜索航班|Search flights)$/ }).first()).toBeVisible();
      await main(page);
    },
  },
  {
    name: 'results',
    path: (l) => `/${l}/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.${shanghaiDate(9)}&adt=2&chd=1&inf=0`,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /前后日期价格|Prices on nearby dates/ })).toBeVisible();
      await main(page);
    },
  },
  {
    name: 'passengers',
    path: (l) => `/${l}/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.${shanghaiDate(9)}&adt=2&chd=1&inf=0`,
    ready: async (page) => {
      await chooseFare(page, /^(选择|Select) /);
      await expect(page).toHaveURL(/[?&]sel=/);
      await page.getByRole('link', { name: /^(下一步|Next)/ }).click();
      await expect(page).toHaveURL(/\/book\/pmsg\?/);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await main(page);
    },
  },
  { name: 'news-list', path: (l) => `/${l}/news/newList`, ready: main },
  { name: 'news-item', path: (l) => `/${l}/news/newItem?id=1`, ready: main },
  { name: 'login', path: (l) => `/${l}/login`, ready: main },
  { name: 'order-lookup', path: (l) => `/${l}/book/order`, ready: main },
];

for (const width of Object.values(WIDTHS)) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: HEIGHTS[width]! } });
    for (const locale of LOCALES) {
      for (const key of PAGES) {
        test(`${key.name} (${locale}) draws without a layout fault`, async ({ page }, testInfo) => {
          const response = await page.goto(key.path(locale));
          expect(response?.status()).toBe(200);
          await key.ready(page, locale);
          // E2E_SHOTS=<folder> also keeps every screenshot there, to look through after a run.
          const shot = await page.screenshot({
            fullPage: true,
            ...(process.env.E2E_SHOTS && { path: `${process.env.E2E_SHOTS}/${key.name}-${locale}-${width}.png` }),
          });
          await testInfo.attach(`${key.name}-${locale}-${width}.png`, { body: shot, contentType: 'image/png' });
          expect(await layoutProblems(page)).toEqual([]);
          if (width === WIDTHS.phoneSmall) await expectNoSeriousA11yViolations(page);
        });
      }
    }
  });
}
