import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { LOCALES, memberToken, runJobs } from './pages/orders';
import {
  PRESALE as PRODUCT,
  PRESALE_WORDS as T,
  balanceDeadline,
  orderAndPayDeposit,
  payOnGateway,
  twoBeneficiaries,
} from './pages/presale';

// Issue 32 §3, decision 67 Presale (spec §2 /seasonTicket/presale/list, detail, confirm; §3 deposit and final
// payment; §4 statuses 9 → 7 → 2 → 5; §5 minimum passengers; §9 installments): a member orders a presale for two
// beneficiaries, pays the deposit on the gateway, and sees the balance due by its deadline (Beijing time). With
// airline-api's sandbox clock past the deadline (put back by the fixture), the order has expired and the deposit is
// not refunded. In English the member also pays the balance of another order in time and its cards are usable.

for (const locale of LOCALES) {
  const t = T[locale];
  test(`${locale}: a presale's deposit paid, its balance due by the deadline, expired after it`, async ({
    page,
    request,
    member,
    sandboxClock,
  }) => {
    const token = await memberToken(request, t.who.phone, t.who.password);
    const people = await twoBeneficiaries(request, token);
    await member.login({ who: t.who, locale, request: page.request });

    await page.goto(`/${locale}/seasonTicket`);
    await page.getByRole('link', { name: t.hub }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: t.name, exact: true }) });
    await expect(card.getByTestId('product-state')).toHaveText(t.onSale);
    await expect(card.getByTestId('presale-deposit-fact')).toHaveText(t.deposit);
    await expect(card).toContainText(t.minimum);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: t.details(t.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/presale/detail/${PRODUCT}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.name })).toBeVisible();
    await expect(page.getByTestId('presale-balance-window')).toContainText(t.window);
    await expect(page.getByTestId('installment-plan')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.buy }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/seasonTicket/presale/confirm\\?productId=${PRODUCT}$`));

    const first = await orderAndPayDeposit(page, t, locale, people, true);
    const deadline = await balanceDeadline(request, token, first.orderNo);
    // The balance is due by the deadline, told in Beijing time (UTC+8, no daylight saving).
    const beijingDate = new Date(deadline + 8 * 3_600_000).toISOString().slice(0, 10);
    await expect(page.getByTestId('presale-balance')).toContainText(beijingDate);
    await expect(page.getByTestId('presale-balance')).toContainText(t.beijing);
    await expect(page.getByTestId('presale-deposit')).toContainText(t.beijing);
    await expectNoSeriousA11yViolations(page);

    let second: { orderPage: string } | null = null;
    if (locale === 'en-US') {
      // Another order, paid in full before its deadline: its cards are usable.
      const more = await twoBeneficiaries(request, token);
      await page.goto(`/${locale}/seasonTicket/presale/confirm?productId=${PRODUCT}`);
      second = await orderAndPayDeposit(page, t, locale, more, false);
      await payOnGateway(page, t, locale);
      await runJobs(request);
      await expect(page.getByRole('heading', { level: 2, name: t.ready })).toBeVisible({ timeout: 20_000 });
      await page.getByRole('link', { name: t.viewProduct }).click();
      await expect(page.getByTestId('product-order-status')).toHaveText(t.complete);
      for (const p of more)
        await expect(page.getByTestId('product-unit').filter({ hasText: p })).toContainText(t.usable);
    }

    // A minute past the deadline on airline-api's clock; a login lasts a day of it, so log in at its new now.
    await sandboxClock.setNow(deadline + 60_000);
    await runJobs(request);
    await member.login({ who: t.who, locale, request: page.request });
    await page.goto(first.orderPage);
    await expect(page.getByTestId('product-order-status')).toHaveText(t.expired);
    await expect(page.getByTestId('presale-expired')).toContainText(t.notRefunded);
    await expect(page.getByRole('region', { name: t.gateway, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (second) {
      await page.goto(second.orderPage);
      await expect(page.getByTestId('product-order-status')).toHaveText(t.complete);
    }
  });
}

test('a phone shows the presale detail without sideways scrolling', async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/zh-CN/seasonTicket/presale/detail/${PRODUCT}`);
    await expect(page.getByTestId('presale-terms')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.goto('/en-US/seasonTicket/presale/list');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
