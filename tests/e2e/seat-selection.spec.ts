import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DEMO, freshIp } from './pages/account';
import { HEIGHTS, layoutProblems, WIDTHS } from './pages/layout';
import { API, LOCALES, memberToken, runJobs } from './pages/orders';
import { HOUR, MINUTE, ticketedOrder } from './pages/trips';

// Decision 22, spec §2 Check-in and seats (/seat/seatSelections, /checkin/otherbuy, /checkin/confirm),
// §4 seat selection flow, §5 seat rules, §8 seat messages, §9 points (100 points = 1 unit): seats and add-ons
// after booking, bought as an add-on order, paid on the gateway (result type checkin) or, when points cover
// everything, finished without payment. Each test tickets its own order a few days ahead and moves airline-api's
// sandbox clock (put back by the fixture) relative to its departure.

const T = {
  'zh-CN': {
    agree: '我已阅读并同意值机条款',
    chooseSeats: '选座和增值服务',
    continue: '继续',
    priority: /^优先登机 · ￥20$/,
    pointsLabel: '使用积分',
    total: '合计',
    toPay: '应付金额',
    seat: '座位',
    confirm: '确认',
    confirmedCheckedIn: '座位已确认，值机已完成',
    confirmed: '座位已确认',
    boardingPasses: '查看登机牌',
    email: '电子邮箱',
    send: '发送',
    cancelLabel: (name: string) => `取消值机：${name}`,
    cancelConfirm: '确定取消值机',
    ticketNo: '客票号',
    name: '乘机人姓名',
    find: '查找行程',
    dropped: '部分旅客所选座位暂无价格信息，请重新选座',
    payCancelled: '支付已取消',
    payAgain: '重新支付',
    done: '选座成功',
    notSupported: '该航班不支持在线选座，请前往值机柜台办理',
    closed: '在线选座已关闭（航班起飞前1小时截止）',
    seatMap: '座位图',
    seatFor: '为谁选座',
    checkout: '订单信息',
    seatLine: (name: string, seat: string) => `${name}：座位 ${seat}`,
    deduction: '积分抵扣',
    pointsHint: /^您有 \d+ 积分/,
    seatItem: (seat: string) => `座位 ${seat}`,
    checkedInHeading: '已值机',
  },
  'en-US': {
    agree: 'I have read and agree to the check-in clause',
    chooseSeats: 'Choose seats and add-ons',
    continue: 'Continue',
    priority: /^Priority boarding · \$\d+(\.\d\d)?$/,
    pointsLabel: 'Points to use',
    total: 'Total',
    toPay: 'To pay',
    seat: 'Seat',
    confirm: 'Confirm',
    confirmedCheckedIn: 'Seats confirmed and checked in',
    confirmed: 'Seats confirmed',
    boardingPasses: 'View boarding passes',
    email: 'E-mail address',
    send: 'Send',
    cancelLabel: (name: string) => `Cancel check-in: ${name}`,
    cancelConfirm: 'Yes, cancel check-in',
    ticketNo: 'Ticket number',
    name: 'Passenger name',
    find: 'Find trip',
    dropped: 'Some passengers’ seats have no price information; please choose again',
    payCancelled: 'Payment cancelled',
    payAgain: 'Pay again',
    done: 'Seats confirmed',
    notSupported: 'This flight does not support online seat selection; please go to the check-in counter',
    closed: 'Online seat selection has closed (1 hour before departure)',
    seatMap: 'Seat map',
    seatFor: 'Choose a seat for',
    checkout: 'Your order',
    seatLine: (name: string, seat: string) => `${name}: seat ${seat}`,
    deduction: 'Points deduction',
    pointsHint: /^You have \d+ points/,
    seatItem: (seat: string) => `Seat ${seat}`,
    checkedInHeading: 'Checked in',
  },
} as const;

const GATEWAY_PAY = /^(支付|Pay)$/;
/** Decision 49: the wallet's box beside the gateway once the seats are reserved, and its confirmation. */
const WALLET = {
  'zh-CN': { pay: /^使用钱包支付 \S+$/, ask: /^确认使用钱包支付 \S+？$/, confirm: /^确认支付 / },
  'en-US': { pay: /^Pay \S+ from the wallet$/, ask: /^Pay \S+ from your wallet\?$/, confirm: /^Confirm payment of / },
} as const;

/** The sandbox's wallet control: sets the demo wallet, or reads it when nothing is given. */
async function demoWallet(request: APIRequestContext, set: { balance?: number; walletStatus?: 'T' | 'F' } = {}) {
  const res = await request.post(`${API()}/sandbox/wallet`, { data: { cellphone: DEMO.phone, ...set } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { walletStatus: 'T' | 'F'; balance: number } }).data;
}
const GATEWAY_CANCEL = /^(取消支付|Cancel payment)$/;

/**
 * Free seats of the map that suit anyone: not in the front rows (1-3), not an exit row (A320 rows 12-13), not
 * taken, with a price; window and aisle seats first.
 */
async function freeSeats(picker: Locator, count: number): Promise<string[]> {
  const seats: string[] = [];
  for (let row = 30; row >= 5 && seats.length < count; row -= 1) {
    if (row === 12 || row === 13) continue;
    for (const column of ['A', 'C', 'D', 'F']) {
      const button = picker.locator(`[data-seat="${row}${column}"]`);
      if ((await button.count()) && (await button.getAttribute('aria-disabled')) === null) {
        seats.push(`${row}${column}`);
        if (seats.length === count) break;
      }
    }
  }
  expect(seats).toHaveLength(count);
  return seats;
}

async function expectPhoneLayouts(page: Page) {
  for (const width of [WIDTHS.phone, 320]) {
    await page.setViewportSize({ width, height: HEIGHTS[WIDTHS.phone]! });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The seat chart straight from airline-api, as the member sees it: where each passenger sits now. */
async function seatsNow(request: APIRequestContext, token: string, orderNo: string) {
  const res = await request.post(`${API()}/member/api/seat/select/b2c/selectFlightSeatChart`, {
    headers: { 'x-member-token': token },
    data: { orderNo, segmentIndex: 0 },
  });
  const body = (await res.json()) as { data: { passengers: { name: string; seatNo: string | null }[] } };
  return Object.fromEntries(body.data.passengers.map((p) => [p.name, p.seatNo]));
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

for (const l of LOCALES) {
  const t = T[l];

  test(`${l}: a member checks in two passengers 47 h before with a paid seat, priority boarding and points; pays; gets the passes by e-mail; cancels`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const names = ['张云雀', '李云雀'] as const;
    const order = await ticketedOrder(request, baseURL!, [...names], token);
    await sandboxClock.setNow(order.departure - 47 * HOUR);
    await member.login({ request: page.request, locale: l });

    // /checkin/selair: both passengers and the clause, then the seat step instead of a given seat.
    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    for (const name of names) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
    await page.getByRole('checkbox', { name: t.agree }).check();
    await page.getByRole('button', { name: t.chooseSeats }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/checkin/otherbuy\\?orderNo=${order.orderNo}&segment=0$`));

    // /checkin/otherbuy: a seat for each, the first by mouse, the second by keyboard; priority boarding for one.
    const picker = page.getByRole('region', { name: t.seatMap, exact: true });
    await expect(picker.locator('[data-seat]').first()).toBeVisible();
    const seatFor = picker.getByRole('group', { name: t.seatFor, exact: true });
    await expect(seatFor.getByRole('radio')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    const [first, second] = await freeSeats(picker, 2);
    await seatFor.getByRole('radio', { name: new RegExp(names[0]) }).check();
    await picker.locator(`[data-seat="${first}"]`).click();
    await expect(picker.locator(`[data-seat="${first}"]`)).toHaveAttribute('aria-pressed', 'true');
    await seatFor.getByRole('radio', { name: new RegExp(names[1]) }).check();
    await picker.locator(`[data-seat="${second}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(picker.locator(`[data-seat="${second}"]`)).toHaveAttribute('aria-pressed', 'true');
    const extras = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: names[1], exact: true }) });
    await extras.getByRole('checkbox', { name: t.priority }).check();
    await expectPhoneLayouts(page);
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/${l}/checkin/confirm\\?orderNo=${order.orderNo}&segment=0$`));

    // /checkin/confirm: two seats and priority boarding; 200 points take ￥2 off; Confirm goes to the gateway.
    const checkout = page.getByRole('region', { name: t.checkout, exact: true });
    await expect(checkout.getByText(t.seatLine(names[0], first!), { exact: true })).toBeVisible();
    await expect(checkout.getByText(t.seatLine(names[1], second!), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);
    const total = await checkout.getByLabel(t.total, { exact: true }).innerText();
    await checkout.getByLabel(t.pointsLabel).fill('200');
    await expect(checkout.getByText(t.deduction, { exact: true })).toBeVisible();
    if (l === 'zh-CN')
      await expect(checkout.getByLabel(t.toPay, { exact: true })).toHaveText(
        `￥${Number(total.replace(/[^\d.]/g, '')) - 2}`,
      );
    else await expect(checkout.getByLabel(t.toPay, { exact: true })).not.toHaveText(total);
    await checkout.getByRole('button', { name: t.confirm, exact: true }).click();
    // The demo member's wallet is open (seed): the order reserved, the checkout offers the gateway and the wallet
    // (decision 49); this test pays on the gateway.
    await checkout.getByRole('button', { name: /^(支付|Pay) \S+$/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: GATEWAY_PAY }).click();

    // /result?type=checkin: paid, seats applied by the worker, both checked in.
    await expect(page).toHaveURL(new RegExp(`/${l}/result\\?.*type=checkin`));
    await runJobs(request);
    await expect(page.getByRole('heading', { level: 2, name: t.confirmedCheckedIn, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('listitem').filter({ hasText: t.seatItem(first!) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t.boardingPasses }).click();

    // The boarding passes carry the bought seats; e-mailed, the mail arrives with the PDF.
    await expect(page).toHaveURL(new RegExp(`/${l}/checkin/printBoardingPass/view\\?orderNo=${order.orderNo}`));
    const seats = page.getByLabel(t.seat, { exact: true });
    await expect(seats).toHaveCount(2);
    expect((await seats.allInnerTexts()).sort()).toEqual([first!, second!].sort());
    const to = `seat${Date.now().toString(36)}@example.com`;
    await page.getByLabel(t.email).fill(to);
    await page.getByRole('button', { name: t.send, exact: true }).click();
    await expect
      .poll(async () => {
        const outbox = await request.get(`${API()}/sandbox/outbox?to=${encodeURIComponent(to)}`);
        const mails = ((await outbox.json()) as { data: { messages: { attachment: { name: string } | null }[] } }).data
          .messages;
        return mails[0]?.attachment?.name ?? '';
      })
      .toMatch(/^boarding-pass-.+\.pdf$/);

    // Cancel the first passenger's check-in: the pass goes, the bought seat stays theirs.
    await page.goto(`/${l}/checkin/selair/${order.orderNo}?segment=0`);
    await page.getByRole('button', { name: t.cancelLabel(names[0]) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page.getByRole('region', { name: t.checkedInHeading, exact: true }).getByRole('listitem')).toHaveCount(
      1,
    );
    const fresh = await memberToken(request, DEMO.phone, DEMO.password);
    expect((await seatsNow(request, fresh, order.orderNo))[names[0]]).toBe(first);
  });

  test(`${l}: a visitor buys a seat on /seat/seatSelections; a seat that loses its price is dropped; a cancelled payment is paid again`, async ({
    page,
    request,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const name = '王云雀';
    const order = await ticketedOrder(request, baseURL!, [name]);
    // Seat selection is open before check-in opens (decision 22): 60 hours before departure.
    await sandboxClock.setNow(order.departure - 60 * HOUR);

    await page.goto(`/${l}/seat/seatSelections`);
    await page.getByLabel(t.ticketNo, { exact: true }).fill(order.ticketNos[0]!);
    await page.getByLabel(t.name, { exact: true }).fill(name);
    await page.getByRole('button', { name: t.find, exact: true }).click();
    await page.locator(`a[href*="orderNo=${order.orderNo}"]`).first().click();
    const picker = page.getByRole('region', { name: t.seatMap, exact: true });
    await expect(picker.locator('[data-seat]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectPhoneLayouts(page);

    const [gone, kept] = await freeSeats(picker, 2);
    await picker.locator(`[data-seat="${gone}"]`).click();
    const checkout = page.getByRole('region', { name: t.checkout, exact: true });
    await expect(checkout.getByText(t.seatLine(name, gone!), { exact: true })).toBeVisible();
    // The airline withdraws that seat's product meanwhile (sandbox): the order says so and drops the pick.
    const flightId = (
      (await (
        await request.post(`${API()}/member/api/seat/select/b2c/selectFlightSeatChart`, {
          data: { orderNo: order.orderNo, segmentIndex: 0, visitor: { ticketNo: order.ticketNos[0], name } },
        })
      ).json()) as { data: { flightId: string } }
    ).data.flightId;
    await request.post(`${API()}/sandbox/seat-fares`, { data: { flightId, withdrawn: [gone] } });
    await checkout.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(checkout.getByRole('alert').filter({ hasText: t.dropped })).toHaveText(t.dropped);
    await expect(picker.locator(`[data-seat="${gone}"]`)).toHaveAttribute('aria-pressed', 'false');

    // Another seat; the gateway payment is cancelled, then paid from the result page.
    await picker.locator(`[data-seat="${kept}"]`).click();
    await checkout.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: GATEWAY_CANCEL }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.payCancelled, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t.payAgain, exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: GATEWAY_PAY }).click();
    await runJobs(request);
    await expect(page.getByRole('heading', { level: 2, name: t.confirmed, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('listitem').filter({ hasText: t.seatItem(kept!) })).toBeVisible();
    await request.post(`${API()}/sandbox/seat-fares`, { data: { flightId, withdrawn: [] } });
  });

  test(`${l}: points that cover the seat finish without payment; an international trip and the last hour are shut`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['赵云雀'], token);
    const abroad = await ticketedOrder(request, baseURL!, ['ZHAO/YUNQUE'], token, {
      arrCode: 'BKK',
      passengers: [
        {
          type: 'ADT',
          surname: 'ZHAO',
          givenName: 'YUNQUE',
          gender: 'F',
          birthday: '1990-03-07',
          nationality: 'CN',
          certificateType: 'PP',
          certificateNumber: `E${Date.now().toString().slice(-8)}`,
          certificateValidity: '2035-01-01',
        },
      ],
    });
    await sandboxClock.setNow(order.departure - 30 * HOUR);
    await member.login({ request: page.request, locale: l });

    await page.goto(`/${l}/seat/seatSelections?orderNo=${order.orderNo}&seg=0`);
    const picker = page.getByRole('region', { name: t.seatMap, exact: true });
    await expect(picker.locator('[data-seat]').first()).toBeVisible();
    const [seat] = await freeSeats(picker, 1);
    await picker.locator(`[data-seat="${seat}"]`).click();
    const checkout = page.getByRole('region', { name: t.checkout, exact: true });
    // Points are worth yuan in every currency: use as many as the hint allows, which covers the seat.
    const hint = await checkout.getByText(t.pointsHint).innerText();
    const [, max] = hint.match(/\d+/g)!.map(Number);
    await checkout.getByLabel(t.pointsLabel).fill(String(max));
    await expect(checkout.getByLabel(t.toPay, { exact: true })).toHaveText(/^\D*0(\.00)?$/);
    await checkout.getByRole('button', { name: t.confirm, exact: true }).click();
    const done = page.getByRole('region', { name: t.done, exact: true });
    await expect(done).toContainText(t.done);
    await expect(done.getByRole('listitem')).toContainText(seat!);
    expect(page.url()).not.toContain('/sandbox/pay/');
    await expectNoSeriousA11yViolations(page);

    // 59 minutes before departure selection has closed with check-in.
    await sandboxClock.setNow(order.departure - 59 * MINUTE);
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/seat/seatSelections?orderNo=${order.orderNo}&seg=0`);
    await expect(page.getByRole('status').filter({ hasText: t.closed })).toHaveText(t.closed);

    // An international trip (Guangzhou to Bangkok): not supported online.
    await sandboxClock.setNow(abroad.departure - 30 * HOUR);
    await member.login({ request: page.request, locale: l });
    await page.goto(`/${l}/seat/seatSelections?orderNo=${abroad.orderNo}&seg=0`);
    await expect(page.getByRole('status').filter({ hasText: t.notSupported })).toHaveText(t.notSupported);
  });

  // Issue 29 §1 (seat hoarding after booking), decision 52: a passenger holds one unpaid seat per segment; a second
  // pick for the same passenger supersedes the first, whose seat is on sale again.
  test(`${l}: a second seat picked for the same passenger replaces the first, which is on sale again`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = await memberToken(request, DEMO.phone, DEMO.password);
    const order = await ticketedOrder(request, baseURL!, ['孙云雀'], token);
    await sandboxClock.setNow(order.departure - 60 * HOUR);
    await member.login({ request: page.request, locale: l });
    const picker = page.getByRole('region', { name: t.seatMap, exact: true });
    const checkout = page.getByRole('region', { name: t.checkout, exact: true });
    const open = async () => {
      await page.goto(`/${l}/seat/seatSelections?orderNo=${order.orderNo}&seg=0`);
      await expect(picker.locator('[data-seat]').first()).toBeVisible();
    };
    /** Picks the seat and confirms: the order is reserved and waits for payment (the gateway's button shows). */
    const reserve = async (seatNo: string) => {
      await picker.locator(`[data-seat="${seatNo}"]`).click();
      await expect(checkout.getByText(t.seatLine('孙云雀', seatNo), { exact: true })).toBeVisible();
      await checkout.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(checkout.getByRole('button', { name: /^(支付|Pay) \S+$/ })).toBeVisible();
    };
    await open();
    const [first, second] = await freeSeats(picker, 2);
    await reserve(first!);
    // Held by the unpaid order meanwhile: no one else may pick it.
    await open();
    await expect(picker.locator(`[data-seat="${first}"]`)).toHaveAttribute('aria-disabled', 'true');
    await reserve(second!);
    // The second pick replaced the first: the first seat is on sale again, the second is held.
    await open();
    await expect(picker.locator(`[data-seat="${first}"]`)).not.toHaveAttribute('aria-disabled');
    await expect(picker.locator(`[data-seat="${second}"]`)).toHaveAttribute('aria-disabled', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test(`${l}: a member pays a seat from the wallet after confirming the amount; the result page confirms it`, async ({
    page,
    request,
    member,
    sandboxClock,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const w = WALLET[l];
    const before = await demoWallet(request);
    await demoWallet(request, { walletStatus: 'T', balance: 1_000_000 });
    try {
      const token = await memberToken(request, DEMO.phone, DEMO.password);
      const order = await ticketedOrder(request, baseURL!, ['钱云雀'], token);
      await sandboxClock.setNow(order.departure - 60 * HOUR);
      await member.login({ request: page.request, locale: l });
      await page.goto(`/${l}/seat/seatSelections?orderNo=${order.orderNo}&seg=0`);
      const picker = page.getByRole('region', { name: t.seatMap, exact: true });
      await expect(picker.locator('[data-seat]').first()).toBeVisible();
      const [chosen] = await freeSeats(picker, 1);
      await picker.locator(`[data-seat="${chosen}"]`).click();
      const checkout = page.getByRole('region', { name: t.checkout, exact: true });
      await checkout.getByRole('button', { name: t.confirm, exact: true }).click();

      // Reserved: the gateway's button and the wallet's box; the wallet asks before it takes anything.
      await expect(checkout.getByRole('button', { name: /^(支付|Pay) \S+$/ })).toBeVisible();
      await checkout.getByRole('button', { name: w.pay }).click();
      const ask = checkout.getByRole('alertdialog', { name: w.ask });
      await expect(ask.getByRole('button', { name: w.confirm })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await expectPhoneLayouts(page);
      expect((await demoWallet(request)).balance).toBe(1_000_000);
      await ask.getByRole('button', { name: w.confirm }).click();

      // The seats' result page (as after the gateway): verified, applied by the worker, confirmed.
      await expect(page).toHaveURL(new RegExp(`/${l}/result\\?parent=${order.orderNo}&seg=0&type=checkin&`));
      await runJobs(request);
      await expect(page.getByRole('heading', { level: 2, name: t.confirmed, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('listitem').filter({ hasText: t.seatItem(chosen!) })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect((await demoWallet(request)).balance).toBeLessThan(1_000_000);
    } finally {
      await demoWallet(request, { walletStatus: before.walletStatus, balance: before.balance });
    }
  });
}
