import { expect, test } from './fixtures';

/**
 * With the sandbox on (as in every e2e run), every page says so in its language (decision 13), and the
 * marker wraps within a 320 px phone instead of widening the page.
 */
for (const [locale, text] of [
  ['zh-CN', /沙盒环境/],
  ['en-US', /Sandbox: payments, text messages/],
] as const) {
  for (const path of ['', '/news/newList', '/book/booking']) {
    test(`${locale}${path || ' home'} shows the sandbox marker`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`/${locale}${path}`);
      const marker = page.locator('[data-sandbox-marker]');
      await expect(marker).toBeVisible();
      await expect(marker).toHaveText(text);
      const fits = await marker.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
      });
      expect(fits).toBe(true);
    });
  }
}
