import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { waitForHydration } from './pages/hydration';
import { HEIGHTS, WIDTHS, layoutProblems } from './pages/layout';
import { LOCALES, PASSENGER_NAME, type Locale } from './pages/orders';
import { expectNoHorizontalScroll } from './pages/results';
import { ticketedOrder } from './pages/trips';

// Ticket verification, /{locale}/ticketValidate (spec §2, §4 statuses, §5 form, §7 verify/ticket; decision 69).
// The order is booked and ticketed straight against airline-api, then verified on the page as a visitor.

const T = {
  'zh-CN': {
    heading: '客票验真',
    name: '旅客姓名',
    ticketNo: '票号',
    email: '电子邮箱',
    submit: '验真',
    toBeUsed: '待使用',
    notFound: '未找到该客票，请核对旅客姓名和票号',
    prefix: '仅可验真 902 开头的票号',
  },
  'en-US': {
    heading: 'Ticket verification',
    name: 'Passenger name',
    ticketNo: 'Ticket number',
    email: 'E-mail',
    submit: 'Verify',
    toBeUsed: 'To be used',
    notFound: 'No ticket was found; check the passenger name and the ticket number',
    prefix: 'Only ticket numbers starting with 902 can be verified',
  },
} as const;

async function open(page: Page, locale: Locale) {
  await page.goto(`/${locale}/ticketValidate`);
  await expect(page.getByRole('heading', { level: 1, name: T[locale].heading })).toBeVisible();
  await waitForHydration(page.getByTestId('tv-submit'));
}

async function fill(page: Page, locale: Locale, name: string, ticketNo: string) {
  const t = T[locale];
  await page.getByLabel(t.name, { exact: true }).fill(name);
  await page.getByLabel(t.ticketNo, { exact: true }).fill(ticketNo);
  await page.getByLabel(t.email, { exact: true }).fill('verify@example.com');
  await page.getByRole('button', { name: t.submit }).click();
}

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a ticketed order's ticket verifies as to be used; a wrong name is the one generic answer`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { ticketNos } = await ticketedOrder(request, baseURL!, [PASSENGER_NAME]);
    const ticketNo = ticketNos[0]!;
    await open(page, l);
    await fill(page, l, PASSENGER_NAME, ticketNo);
    const segment = page.getByTestId('tv-segment');
    await expect(segment).toHaveCount(1);
    await expect(segment.getByTestId('tv-status')).toHaveText(t.toBeUsed);
    await expectNoSeriousA11yViolations(page);
    // The result's cards stack on a phone without sideways scroll.
    for (const width of [WIDTHS.phoneSmall, WIDTHS.phone]) {
      await page.setViewportSize({ width, height: HEIGHTS[width]! });
      await expectNoHorizontalScroll(page);
      expect(await layoutProblems(page)).toEqual([]);
    }

    await fill(page, l, '李四', ticketNo);
    await expect(page.getByTestId('tv-failure')).toHaveText(t.notFound);
    await expect(page.getByTestId('tv-segment')).toHaveCount(0);
    // Nothing typed is lost on a refusal.
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue('李四');
    await expect(page.getByLabel(t.ticketNo, { exact: true })).toHaveValue(ticketNo);
  });

  test(`${l}: a number not starting 902 is refused beside its field; the page fits 320 and 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.phoneSmall, height: HEIGHTS[WIDTHS.phoneSmall]! });
    await open(page, l);
    await fill(page, l, PASSENGER_NAME, '7811234567890');
    await expect(page.getByText(t.prefix)).toBeVisible();
    await expect(page.getByLabel(t.ticketNo, { exact: true })).toHaveValue('7811234567890');
    await expectNoHorizontalScroll(page);
    expect(await layoutProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: WIDTHS.phone, height: HEIGHTS[WIDTHS.phone]! });
    await expectNoHorizontalScroll(page);
    expect(await layoutProblems(page)).toEqual([]);
  });
}
