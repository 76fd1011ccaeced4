import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { LOCALES, lookUpOrder, memberToken, runJobs, type Locale } from './pages/orders';
import { HOUR, ticketedOrder } from './pages/trips';

// Decision 28 (decision 30), spec §2 /ancillary/occupied, /ancillary/mailingbil, /ancillaryConfirm; §4 "an extra
// occupied seat blocks online check-in and seat selection"; §5 Services (extra seat limit per passenger) and Mailing
// (address rules, a printed ticket cannot be mailed); §8. A member buys an extra seat, pays on the gateway, and then
// finds online check-in and seat selection closed to that passenger with the reason; a visitor has the itinerary
// mailed (a wrong zip code said at the field first), pays the fee, and the itinerary then reads printed.

const NAME = '张云雀';

const T = {
  'zh-CN': {
    extraSeatItem: '额外占座',
    mailingItem: '邮寄行程单',
    confirmed: '已确认',
    done: '您的服务已确认',
    checkInRefusal: '已购买额外占座，请前往机场柜台办理值机',
    seatBlock: '已选择占座服务，不能在线选座',
    limitReached: '额外占座已达上限：每位旅客每个航班限购1个。',
    recipient: '收件人',
    phone: '联系电话',
    address: '详细地址',
    zip: '邮政编码',
    province: '省份',
    city: '城市',
    district: '区县',
    zipInvalid: '邮政编码为6位数字',
    invalid: '邮寄地址有误，请检查标出的项目。',
    printed: '本订单的行程单已打印（已邮寄或正在邮寄），不能再次邮寄。',
    wholeOrder: '整个订单',
    extraSeatOption: /^为张云雀购买额外占座/,
    summary: '已选服务',
    estimate: /^预计合计/,
    continue: '下一步',
    lines: '服务与价格',
    pay: /^支付 /,
    addOnOrder: /^增值服务订单 \S+$/,
    stateDone: '已完成',
    toCheckIn: '待值机乘机人',
    seatFor: '为谁选座',
    addServices: '添加服务',
    mailingLink: '邮寄行程单',
    due: /^您需支付/,
    addressForm: '收件地址',
    mailingTo: /^行程单将邮寄至：/,
  },
  'en-US': {
    extraSeatItem: 'Extra occupied seat',
    mailingItem: 'Mailed itinerary',
    confirmed: 'Confirmed',
    done: 'Your services are confirmed',
    checkInRefusal: 'An extra occupied seat was bought: please check in at the airport counter',
    seatBlock: 'An extra occupied seat is already chosen: seats cannot be chosen online',
    limitReached: 'Extra occupied seat limit reached: one per passenger per flight.',
    recipient: 'Recipient',
    phone: 'Phone',
    address: 'Detailed address',
    zip: 'Zip code',
    province: 'Province',
    city: 'City',
    district: 'District',
    zipInvalid: 'The zip code has 6 digits',
    invalid: 'The mailing address is incorrect: check the marked fields.',
    printed: 'The itinerary of this order is printed already (mailed, or being mailed), so it cannot be mailed again.',
    wholeOrder: 'Whole order',
    extraSeatOption: /^Extra seat for 张云雀/,
    summary: 'Your choice',
    estimate: /^Estimated total/,
    continue: 'Continue',
    lines: 'Services and prices',
    pay: /^Pay /,
    addOnOrder: /^Add-on order \S+$/,
    stateDone: 'Done',
    toCheckIn: 'Passengers to check in',
    seatFor: 'Choose a seat for',
    addServices: 'Add services',
    mailingLink: 'Mailed itinerary',
    due: /^You pay /,
    addressForm: 'Delivery address',
    mailingTo: /^The itinerary is mailed to /,
  },
} as const;

const GATEWAY_PAY = /^(支付|Pay)$/;
/** The gateway's button beside the wallet's ("Pay ￥X" / "Pay ￥X from the wallet"). */
const GATEWAY_METHOD = /^(支付|Pay) \S+$/;

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The rows of a table of services, each headed by whom the service is for. */
const rows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });

/** /ancillaryConfirm: the priced lines of the choice, in the table its region names. */
const checkoutLines = (page: Page, l: Locale) => rows(page.getByRole('region', { name: T[l].lines, exact: true }));

/**
 * /ancillaryConfirm: pay the one add-on order on the sandbox gateway, come back and let the worker apply it. A member
 * whose wallet is open first lands on the order's page, which offers the gateway and the wallet (decision 49).
 */
async function payAndConfirm(
  page: Page,
  l: Locale,
  orderNo: string,
  request: Parameters<typeof runJobs>[0],
  withWallet = false,
) {
  const t = T[l];
  await page.getByRole('button', { name: t.pay }).click();
  if (withWallet) {
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${orderNo}\\?addOnOrderNo=\\w+$`));
    await page.getByRole('button', { name: GATEWAY_METHOD }).click();
  }
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: GATEWAY_PAY }).click();
  await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${orderNo}\\?.*type=ancillary`));
  await runJobs(request);
  await expect(page.getByText(t.done, { exact: true })).toBeVisible({ timeout: 30_000 });
  // The add-on order is the region its number heads; its state is said beside the heading.
  const bought = page.getByRole('region', { name: t.addOnOrder });
  await expect(bought.getByText(t.stateDone, { exact: true })).toBeVisible();
  return bought;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a member buys an extra seat; online check-in and seat selection then say why they are closed`, async ({
    page,
    request,
    baseURL,
    member,
    sandboxClock,
  }) => {
    test.setTimeout(180_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, [NAME], token);
    // Check-in is open (30 h before departure), so the block shows where the passenger would check in.
    await sandboxClock.setNow(order.departure - 30 * HOUR);
    await member.login({ request: page.request, locale: l });

    await page.goto(`/${l}/ancillary/occupied/${order.orderNo}`);
    const option = page.getByRole('checkbox', { name: t.extraSeatOption });
    await expect(option).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    // By keyboard: the box takes focus and Space ticks it.
    await option.focus();
    await page.keyboard.press('Space');
    await expect(option).toBeChecked();
    const summary = page.getByRole('region', { name: t.summary, exact: true });
    await expect(summary.getByText(t.estimate)).toContainText(/\d/);
    await summary.getByRole('button', { name: t.continue, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?segment=0$`));
    const lines = checkoutLines(page, l);
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(t.extraSeatItem);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    // The demo member's wallet is open (seed): the order's page offers it; this test pays on the gateway.
    const bought = await payAndConfirm(page, l, order.orderNo, request, true);
    const item = rows(bought);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(t.extraSeatItem);
    await expect(item).toContainText(t.confirmed);
    await expectNoSeriousA11yViolations(page);

    // Online check-in: the passenger cannot be chosen, and the reason describes their box.
    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    const row = page
      .getByRole('group', { name: t.toCheckIn, exact: true })
      .getByRole('listitem')
      .filter({ hasText: NAME });
    await expect(row.getByRole('checkbox')).toHaveAccessibleDescription(t.checkInRefusal);
    await expect(row.getByRole('checkbox')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Seat selection: the same passenger is blocked, with the reason.
    await page.goto(`/${l}/seat/seatSelections?orderNo=${order.orderNo}&seg=0`);
    await expect(
      page
        .getByRole('group', { name: t.seatFor, exact: true })
        .getByRole('listitem')
        .filter({ hasText: NAME })
        .getByText(t.seatBlock, { exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The limit: one extra seat per passenger per flight.
    await page.goto(`/${l}/ancillary/occupied/${order.orderNo}`);
    const passenger = page.getByRole('listitem').filter({ hasText: NAME });
    await expect(passenger.getByText(t.limitReached, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.extraSeatOption })).toHaveCount(0);
    await expectPhoneLayouts(page);
  });

  test(`${l}: a visitor has the itinerary mailed: the address is checked, the fee paid, then it reads printed`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const order = await ticketedOrder(request, baseURL!, [NAME]);
    await lookUpOrder(page, l, order.orderNo);
    await page
      .getByRole('region', { name: t.addServices, exact: true })
      .getByRole('link', { name: t.mailingLink, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${l}/ancillary/mailingbil/${order.orderNo}$`));
    await expect(page.getByText(t.due)).toContainText(/\d/);
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Nothing typed: the form says the address is wrong and the first field takes the focus; nothing is lost.
    const form = page.getByRole('region', { name: t.addressForm, exact: true });
    const next = form.getByRole('button', { name: t.continue, exact: true });
    await next.click();
    await expect(form.getByRole('alert').filter({ hasText: t.invalid })).toHaveText(t.invalid);
    await expect(page.getByLabel(t.recipient)).toBeFocused();
    await page.getByLabel(t.recipient).fill(NAME);
    await page.getByLabel(t.phone, { exact: true }).fill('13812345678');
    await page.getByLabel(t.province, { exact: true }).selectOption('440000');
    await page.getByLabel(t.city, { exact: true }).selectOption('440100');
    await page.getByLabel(t.district, { exact: true }).selectOption('440104');
    await page.getByLabel(t.address).fill('环市东路 1 号');
    await page.getByLabel(t.zip).fill('5100');
    await next.click();
    await expect(page.getByText(t.zipInvalid)).toBeVisible();
    await expect(page.getByLabel(t.zip)).toBeFocused();
    await expect(page.getByLabel(t.recipient)).toHaveValue(NAME);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(t.zip).fill('510000');
    await next.click();

    await expect(page).toHaveURL(new RegExp(`/${l}/ancillaryConfirm/${order.orderNo}\\?segment=0$`));
    const line = checkoutLines(page, l);
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(t.wholeOrder);
    await expect(line).toContainText(t.mailingItem);
    await expect(page.getByText(t.mailingTo)).toContainText('510000');
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    const bought = await payAndConfirm(page, l, order.orderNo, request);
    await expect(rows(bought)).toContainText(t.confirmed);
    await expect(bought.getByText(t.mailingTo)).toContainText('510000');
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    // Printed now: the page says so and offers no form.
    await page.goto(`/${l}/ancillary/mailingbil/${order.orderNo}`);
    await expect(page.getByText(t.printed, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: t.addressForm, exact: true })).toHaveCount(0);
  });
}
