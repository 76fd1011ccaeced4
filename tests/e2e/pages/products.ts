import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { runJobs } from './orders';

/** The words of a product payment's last steps, in the page's locale. */
export type ProductPaidWords = { gatewayPay: string; ready: string; viewProduct: string; complete: string };

/**
 * The last steps of paying a product order as a member does (decision 67): on the sandbox gateway's page, pay; back
 * on the result page the cards are issued (the ticketing worker run now) and it says the product is ready; "view my
 * product" opens the order, complete.
 */
export async function payProductOnGateway(page: Page, request: APIRequestContext, locale: string, t: ProductPaidWords) {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: t.gatewayPay, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?`));
  await runJobs(request);
  await expect(page.getByRole('heading', { level: 2, name: t.ready })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: t.viewProduct }).click();
  await expect(page.getByTestId('product-order-status')).toHaveText(t.complete);
}
