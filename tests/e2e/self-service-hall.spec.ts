import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES } from './pages/orders';
import { HOUR, MOBILE, ticketedOrder } from './pages/trips';

// Decision 31, spec §2 /ancillary/selfService, /ancillary/guide, /ancillary/guideArticle/{id}, §5
// Services, §8 services messages: the header's travel services lead to the hall; a visitor finds their trip by an
// e-ticket with a passenger's name and the contact phone (a wrong form stays typed with its reasons), sees what each
// passenger can still use and why not, follows baggage to its page (the visitor order seal opens it), and after the
// baggage cutoff (the sandbox clock, 2 hours before departure) sees baggage closed as too late; the guides from the
// CMS list and open in both languages.

const NAME = '张云雀';

const T = {
  'zh-CN': {
    nav: '出行服务',
    title: '自助服务大厅',
    number: '订单号或票号',
    name: '乘机人姓名',
    mobile: '联系手机号',
    find: '查找',
    numberRequired: '请输入订单号或票号',
    nameRequired: '请输入乘机人姓名',
    notFound: '未找到行程，请核对订单号或票号、姓名和手机号',
    baggage: '办理托运行李',
    tooLate: '已超过办理时间',
    flightNormal: '航班正常，无需办理',
    guides: '服务指南',
    baggageGuide: '如何购买托运行李额',
    lowPrice: '低价提醒',
    more: '更多服务',
    findHeading: '查找行程',
    tripHeading: /^订单 \S+ 的服务$/,
    irregular: '航班不正常服务',
    baggageKind: '托运行李',
    addChild: '办理添加儿童',
    meal: '办理机上餐食',
    notice: '托运须知',
  },
  'en-US': {
    nav: 'Services',
    title: 'Self-service hall',
    number: 'Order or ticket number',
    name: 'Passenger name',
    mobile: 'Contact phone',
    find: 'Find',
    numberRequired: 'Enter the order or ticket number',
    nameRequired: "Enter a passenger's name",
    notFound: 'No trip found. Check the number, the name and the phone.',
    baggage: 'Checked baggage',
    tooLate: 'Too late for this flight',
    flightNormal: 'The flight is running normally',
    guides: 'Service guides',
    baggageGuide: 'How to add checked baggage',
    lowPrice: 'Low-price reminders',
    more: 'More services',
    findHeading: 'Find your trip',
    tripHeading: /^Services for order \S+$/,
    irregular: 'Irregular flights',
    baggageKind: 'Checked baggage',
    addChild: 'Add a child',
    meal: 'Meals',
    notice: 'About checked baggage',
  },
} as const;

async function expectPhoneLayouts(page: Page, what: string) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a visitor finds a trip by its e-ticket, sees each service or why not, and opens baggage`, async ({
    page,
    request,
    baseURL,
    sandboxClock,
  }) => {
    test.setTimeout(150_000);
    const order = await ticketedOrder(request, baseURL!, [NAME]);

    // The header's travel services lead to the hall (it is built now).
    await page.goto(`/${l}`);
    await page.getByRole('banner').getByRole('link', { name: t.nav }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/selfService$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: t.more }).getByRole('link', { name: t.lowPrice }),
    ).toHaveAttribute('href', `/${l}/ancillary/lowPriceRemind`);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page, 'the hall');

    // An empty form says what is missing beside each field and sends nothing; a wrong phone finds nothing.
    const form = page.getByRole('region', { name: t.findHeading, exact: true });
    await form.getByRole('button', { name: t.find }).click();
    await expect(form.getByText(t.numberRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(t.nameRequired, { exact: true })).toBeVisible();
    await form.getByLabel(t.number).fill(order.ticketNos[0]!);
    await form.getByLabel(t.name).fill(NAME);
    await form.getByLabel(t.mobile).fill('13900000000');
    await form.getByRole('button', { name: t.find }).click();
    await expect(form.getByRole('alert')).toHaveText(t.notFound);
    await expect(form.getByLabel(t.number)).toHaveValue(order.ticketNos[0]!);

    // The right proof: every service of the trip, open ones as links to their pages, closed ones with their reason.
    await form.getByLabel(t.mobile).fill(MOBILE);
    await form.getByRole('button', { name: t.find }).click();
    // The trip is the region its heading names; each flight an article (the first is the way out); a service that
    // can be used is a link to its page, one that cannot is a list item with its name and why not.
    const trip = page.getByRole('region', { name: t.tripHeading });
    await expect(trip.getByRole('heading', { level: 2 })).toContainText(order.orderNo);
    const segment = trip.getByRole('article').first();
    await expect(segment.getByRole('listitem').filter({ hasText: t.irregular })).toContainText(t.flightNormal);
    const baggage = segment.getByRole('link', { name: t.baggage, exact: true }).first();
    await expect(baggage).toHaveAttribute('href', `/${l}/ancillary/consignment/${order.orderNo}`);
    // A passenger's own services on the whole order: one adult alone may add a child.
    await expect(
      trip.getByRole('list', { name: NAME, exact: true }).getByRole('link', { name: t.addChild, exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page, 'the trip');

    // The hall remembered the proof: the baggage page opens the order for this visitor.
    await baggage.click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/consignment/${order.orderNo}$`));
    await expect(page.getByRole('group', { name: t.notice, exact: true })).toBeVisible();

    // At exactly 2 hours before departure baggage is closed as too late; a meal is still open.
    await sandboxClock.setNow(order.departure - 2 * HOUR);
    await page.goto(`/${l}/ancillary/selfService`);
    await form.getByLabel(t.number).fill(order.orderNo);
    await form.getByLabel(t.name).fill(NAME);
    await form.getByLabel(t.mobile).fill(MOBILE);
    await form.getByRole('button', { name: t.find }).click();
    await expect(segment.getByRole('listitem').filter({ hasText: t.baggageKind }).first()).toContainText(t.tooLate);
    await expect(segment.getByRole('link', { name: t.meal, exact: true }).first()).toBeVisible();
  });

  test(`${l}: the guides list and open, with the way back to the hall`, async ({ page }) => {
    await page.goto(`/${l}/ancillary/selfService`);
    await page.getByRole('navigation', { name: t.more }).getByRole('link', { name: t.guides }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/guide$`));
    await expect(page.getByRole('heading', { level: 1, name: t.guides })).toBeVisible();
    // The guides are the list that holds them, one item each.
    const guides = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: t.baggageGuide }) });
    await expect(guides.getByRole('listitem')).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page, 'the guides');
    await guides.getByRole('link', { name: t.baggageGuide }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/guideArticle/baggage$`));
    await expect(page.getByRole('heading', { level: 1, name: t.baggageGuide })).toBeVisible();
    await expect(page.getByRole('article').getByRole('link').first()).toHaveAttribute(
      'href',
      `/${l}/ancillary/selfService`,
    );
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page, 'a guide');
    expect((await page.goto(`/${l}/ancillary/guideArticle/nope`))?.status()).toBe(404);
  });
}
