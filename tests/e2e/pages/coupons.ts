import { expect, type Page } from '@playwright/test';
import { HEIGHTS, layoutProblems, WIDTHS } from './layout';

/** The coupon and activity pages at 390 and 320 px: nothing sticks out, nothing overlaps (decision 66). */
export async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, WIDTHS.phoneSmall]) {
    await page.setViewportSize({ width, height: HEIGHTS[width]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
